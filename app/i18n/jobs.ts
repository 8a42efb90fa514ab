import { jobs as en } from "./en/jobs";
import { jobs as ru } from "./ru/jobs";
import type { Namespace } from "./use-language";

export const jobsText: Namespace<typeof ru> = { ru, en };
