import { audition as en } from "./en/audition";
import { audition as ru } from "./ru/audition";
import type { Namespace } from "./use-language";

export const auditionText: Namespace<typeof ru> = { ru, en };
