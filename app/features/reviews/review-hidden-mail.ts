import type { MailMessage } from "~/adapters/mail/mailer.server";
import { consoleReviewsText } from "~/i18n/console-reviews";
import { operatorNoticeMail } from "~/server/operator-notice-mail";

/** The author's notice that an operator hid their review: whom it was about, the reason, a link to "my reviews". */
export function reviewHiddenMail(to: string, specialistName: string, reason: string): MailMessage {
  return operatorNoticeMail(to, { ru: consoleReviewsText.ru.mail, en: consoleReviewsText.en.mail }, "/dashboard?tab=reviews", {
    name: specialistName,
    reason,
  });
}
