import { consoleJobs as en } from "./en/console-jobs";
import type { Namespace } from "./use-language";
import { consoleJobs as ru } from "./ru/console-jobs";

export const consoleJobsText: Namespace<typeof ru> = { ru, en };
