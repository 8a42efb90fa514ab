import type { MailMessage } from "~/adapters/mail/mailer.server";
import { textMail } from "~/adapters/mail/text-mail";
import type { Language } from "~/config/constants";
import { localizePath } from "~/i18n/language";
import { interpolate } from "~/i18n/plural";
import { siteOrigin } from "~/seo/site-origin.server";

/**
 * A notice of an operator's decision to the user it concerns, with a link to a page of their cabinet. We do not keep a
 * user's language, and the decision is the operator's request, not the user's: so Russian first, then English, in one
 * mail (the password-reset mail follows the page that asked; docs/decisions/019). `{url}` in the texts is the link;
 * the other `{…}` are `values` (textMail escapes them in the HTML part).
 */
export function operatorNoticeMail(
  to: string,
  texts: Record<Language, { subject: string; text: string }>,
  cabinetPath: string,
  values: Record<string, string>,
): MailMessage {
  const parts = (["ru", "en"] as const satisfies readonly Language[]).map((language) => {
    const { subject, text } = texts[language];
    return { subject, text: interpolate(text, { ...values, url: `${siteOrigin()}${localizePath(cabinetPath, language)}` }) };
  });
  return textMail(to, parts.map((part) => part.subject).join(" / "), parts.map((part) => part.text).join("\n\n———\n\n"));
}
