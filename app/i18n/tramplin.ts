import { tramplin as en } from "./en/tramplin";
import type { Namespace } from "./use-language";
import { tramplin as ru } from "./ru/tramplin";

export const tramplinText: Namespace<typeof ru> = { ru, en };
