import { consoleUsers as en } from "./en/console-users";
import type { Namespace } from "./use-language";
import { consoleUsers as ru } from "./ru/console-users";

export const consoleUsersText: Namespace<typeof ru> = { ru, en };
