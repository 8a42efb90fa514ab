import type { MailMessage } from "~/adapters/mail/mailer.server";
import { textMail } from "~/adapters/mail/text-mail";
import { authText } from "~/i18n/auth";
import { interpolate } from "~/i18n/plural";
import { languageOfLink } from "./account-mails";

/** The reset e-mail, in the language of the page that asked for it (the callback URL carries /en). */
export function passwordResetMail(to: string, url: string): MailMessage {
  const t = authText[languageOfLink(url)].reset;
  return textMail(to, t.mailSubject, interpolate(t.mailText, { url }));
}
