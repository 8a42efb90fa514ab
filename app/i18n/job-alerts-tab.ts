import { jobAlertsTab as en } from "./en/job-alerts-tab";
import { jobAlertsTab as ru } from "./ru/job-alerts-tab";
import type { Namespace } from "./use-language";

export const jobAlertsTabText: Namespace<typeof ru> = { ru, en };
