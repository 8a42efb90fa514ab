import { consoleReviews as en } from "./en/console-reviews";
import type { Namespace } from "./use-language";
import { consoleReviews as ru } from "./ru/console-reviews";

export const consoleReviewsText: Namespace<typeof ru> = { ru, en };
