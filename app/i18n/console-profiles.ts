import { consoleProfiles as en } from "./en/console-profiles";
import type { Namespace } from "./use-language";
import { consoleProfiles as ru } from "./ru/console-profiles";

export const consoleProfilesText: Namespace<typeof ru> = { ru, en };
