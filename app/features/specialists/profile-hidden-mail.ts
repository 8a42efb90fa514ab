import type { MailMessage } from "~/adapters/mail/mailer.server";
import { consoleProfilesText } from "~/i18n/console-profiles";
import { operatorNoticeMail } from "~/server/operator-notice-mail";

/** The owner's notice that an operator hid their profile, with the reason and a link to the cabinet (docs/decisions/019). */
export function profileHiddenMail(to: string, reason: string): MailMessage {
  return operatorNoticeMail(to, { ru: consoleProfilesText.ru.mail, en: consoleProfilesText.en.mail }, "/dashboard", { reason });
}
