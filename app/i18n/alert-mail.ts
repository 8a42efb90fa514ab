import { alertMail as enMail, unsubscribePage as enPage } from "./en/alert-mail";
import { alertMail as ruMail, unsubscribePage as ruPage } from "./ru/alert-mail";
import type { Namespace } from "./use-language";

export const alertMailText: Namespace<typeof ruMail> = { ru: ruMail, en: enMail };
export const unsubscribePageText: Namespace<typeof ruPage> = { ru: ruPage, en: enPage };
