import { jobPage as en } from "./en/job-page";
import { jobPage as ru } from "./ru/job-page";
import type { Namespace } from "./use-language";

export const jobPageText: Namespace<typeof ru> = { ru, en };
