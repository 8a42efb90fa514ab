import { inquiryButton as en } from "./en/inquiry-button";
import { inquiryButton as ru } from "./ru/inquiry-button";
import type { Namespace } from "./use-language";

export const inquiryButtonText: Namespace<typeof ru> = { ru, en };
