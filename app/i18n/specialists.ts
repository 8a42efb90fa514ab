import { specialists as en } from "./en/specialists";
import { specialists as ru } from "./ru/specialists";
import type { Namespace } from "./use-language";

export const specialistsText: Namespace<typeof ru> = { ru, en };
