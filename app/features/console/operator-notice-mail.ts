import type { MailMessage } from "~/adapters/mail/mailer.server";
import type { Language } from "~/config/constants";
import { localizePath } from "~/i18n/language";
import { interpolate } from "~/i18n/plural";
import { siteOrigin } from "~/seo/site-origin.server";

const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A notice of an operator's decision to the user it concerns, with a link to a page of their cabinet. We do not keep a
 * user's language, and the decision is the operator's request, not the user's: so Russian first, then English, in one
 * mail (the password-reset mail follows the page that asked; docs/decisions/019). `{url}` in the texts is the link;
 * the other `{…}` are `values`, escaped in the HTML part.
 */
export function operatorNoticeMail(
  to: string,
  texts: Record<Language, { subject: string; text: string }>,
  cabinetPath: string,
  values: Record<string, string>,
): MailMessage {
  const parts = (["ru", "en"] as const satisfies readonly Language[]).map((language) => {
    const { subject, text } = texts[language];
    const url = `${siteOrigin()}${localizePath(cabinetPath, language)}`;
    const escaped = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, escapeHtml(value)]));
    return {
      subject,
      text: interpolate(text, { ...values, url }),
      html: interpolate(escapeHtml(text), { ...escaped, url: escapeHtml(url) }),
    };
  });
  return {
    to,
    subject: parts.map((part) => part.subject).join(" / "),
    text: parts.map((part) => part.text).join("\n\n———\n\n"),
    html: parts.map((part) => `<p>${part.html.replace(/\n/g, "<br>")}</p>`).join("<hr>"),
  };
}
