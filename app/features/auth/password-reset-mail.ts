import type { MailMessage } from "~/adapters/mail/mailer.server";
import { authText } from "~/i18n/auth";
import { languageFromPath } from "~/i18n/language";
import { interpolate } from "~/i18n/plural";

/** The reset e-mail, in the language of the page that asked for it (the callback URL carries /en). */
export function passwordResetMail(to: string, url: string): MailMessage {
  const callback = new URL(url).searchParams.get("callbackURL") ?? "/";
  const t = authText[languageFromPath(new URL(callback, "http://x").pathname)].reset;
  const text = interpolate(t.mailText, { url });
  const escaped = url.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  const html = `<p>${interpolate(t.mailText, { url: `<a href="${escaped}">${escaped}</a>` }).replace(/\n/g, "<br>")}</p>`;
  return { to, subject: t.mailSubject, text, html };
}
