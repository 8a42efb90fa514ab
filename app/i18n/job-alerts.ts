import { jobAlerts as en } from "./en/job-alerts";
import { jobAlerts as ru } from "./ru/job-alerts";
import type { Namespace } from "./use-language";

export const jobAlertsText: Namespace<typeof ru> = { ru, en };
