import { profileStats as en, profileStatsMail as enMail, siteStats as enSite, statsUnsubscribePage as enPage } from "./en/profile-stats";
import { profileStats as ru, profileStatsMail as ruMail, siteStats as ruSite, statsUnsubscribePage as ruPage } from "./ru/profile-stats";
import type { Namespace } from "./use-language";

export const profileStatsText: Namespace<typeof ru> = { ru, en };
export const profileStatsMailText: Namespace<typeof ruMail> = { ru: ruMail, en: enMail };
export const statsUnsubscribePageText: Namespace<typeof ruPage> = { ru: ruPage, en: enPage };
export const siteStatsText: Namespace<typeof ruSite> = { ru: ruSite, en: enSite };
