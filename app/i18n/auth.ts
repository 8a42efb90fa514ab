import { auth as en } from "./en/auth";
import { auth as ru } from "./ru/auth";
import type { Namespace } from "./use-language";

export const authText: Namespace<typeof ru> = { ru, en };
