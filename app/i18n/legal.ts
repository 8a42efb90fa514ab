import { legal as en } from "./en/legal";
import type { Namespace } from "./use-language";
import { legal as ru } from "./ru/legal";

export const legalText: Namespace<typeof ru> = { ru, en };
