import { rates as en } from "./en/rates";
import { rates as ru } from "./ru/rates";
import type { Namespace } from "./use-language";

export const ratesText: Namespace<typeof ru> = { ru, en };
