import { operatorConsole as en } from "./en/console";
import type { Namespace } from "./use-language";
import { operatorConsole as ru } from "./ru/console";

export const consoleText: Namespace<typeof ru> = { ru, en };
