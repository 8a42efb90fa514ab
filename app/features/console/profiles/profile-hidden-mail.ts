import type { MailMessage } from "~/adapters/mail/mailer.server";
import { consoleProfilesText } from "~/i18n/console-profiles";
import { localizePath } from "~/i18n/language";
import { interpolate } from "~/i18n/plural";
import { siteOrigin } from "~/seo/site-origin.server";

const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The owner's notice that an operator hid their profile, with the reason and a link to the cabinet. We do not keep
 * a user's language, and the decision is the operator's request, not the owner's: so Russian first, then English,
 * in one mail (the password-reset mail follows the page that asked; docs/decisions/019).
 */
export function profileHiddenMail(to: string, reason: string): MailMessage {
  const parts = (["ru", "en"] as const).map((language) => {
    const t = consoleProfilesText[language].mail;
    const url = `${siteOrigin()}${localizePath("/dashboard", language)}`;
    return {
      subject: t.subject,
      text: interpolate(t.text, { reason, url }),
      html: interpolate(escapeHtml(t.text), { reason: escapeHtml(reason), url: escapeHtml(url) }),
    };
  });
  return {
    to,
    subject: parts.map((part) => part.subject).join(" / "),
    text: parts.map((part) => part.text).join("\n\n———\n\n"),
    html: parts.map((part) => `<p>${part.html.replace(/\n/g, "<br>")}</p>`).join("<hr>"),
  };
}
