import { jobSubmissions as en } from "./en/job-submissions";
import type { Namespace } from "./use-language";
import { jobSubmissions as ru } from "./ru/job-submissions";

export const jobSubmissionsText: Namespace<typeof ru> = { ru, en };
