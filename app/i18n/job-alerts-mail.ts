import { jobAlertsMail as enMail, unsubscribePage as enPage } from "./en/job-alerts-mail";
import { jobAlertsMail as ruMail, unsubscribePage as ruPage } from "./ru/job-alerts-mail";
import type { Namespace } from "./use-language";

export const jobAlertsMailText: Namespace<typeof ruMail> = { ru: ruMail, en: enMail };
export const unsubscribePageText: Namespace<typeof ruPage> = { ru: ruPage, en: enPage };
