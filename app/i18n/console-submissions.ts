import { consoleSubmissions as en } from "./en/console-submissions";
import type { Namespace } from "./use-language";
import { consoleSubmissions as ru } from "./ru/console-submissions";

export const consoleSubmissionsText: Namespace<typeof ru> = { ru, en };
