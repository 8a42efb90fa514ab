import { telegram as en } from "./en/telegram";
import { telegram as ru } from "./ru/telegram";
import type { Namespace } from "./use-language";

export const telegramText: Namespace<typeof ru> = { ru, en };
