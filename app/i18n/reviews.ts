import { reviews as en } from "./en/reviews";
import { reviews as ru } from "./ru/reviews";
import type { Namespace } from "./use-language";

export const reviewsText: Namespace<typeof ru> = { ru, en };
