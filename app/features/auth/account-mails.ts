import type { MailMessage } from "~/adapters/mail/mailer.server";
import { textMail } from "~/adapters/mail/text-mail";
import type { Language } from "~/config/constants";
import { accountMailText } from "~/i18n/account-mail";
import { languageFromPath, localizePath } from "~/i18n/language";
import { interpolate } from "~/i18n/plural";

/** The language of a callback path (/en/… is English), a same-site path or a URL. */
export function languageOfCallback(callbackURL: string): Language {
  return languageFromPath(new URL(callbackURL, "http://x").pathname);
}

/** The language of the page that asked for a link: better-auth's links carry it in their callback URL (/en/…). */
export function languageOfLink(url: string): Language {
  return languageOfCallback(new URL(url).searchParams.get("callbackURL") ?? "/");
}

/** The confirmation link sent on registration and by "send again" (docs/decisions/032). */
export function verificationMail(to: string, url: string): MailMessage {
  const t = accountMailText[languageOfLink(url)];
  return textMail(to, t.verifySubject, interpolate(t.verifyText, { url }));
}

/** The link to a new address: the account's address changes when it is opened. */
export function changeEmailMail(to: string, url: string): MailMessage {
  const t = accountMailText[languageOfLink(url)];
  return textMail(to, t.changeSubject, interpolate(t.changeText, { url }));
}

/** To the owner of an address someone tried to register again: the sign-up itself answered as for a new account. */
export function existingSignUpMail(to: string, origin: string, language: Language): MailMessage {
  const t = accountMailText[language];
  const loginUrl = `${origin}${localizePath("/login", language)}`;
  const resetUrl = `${origin}${localizePath("/reset-password", language)}`;
  return textMail(to, t.existingSubject, interpolate(t.existingText, { loginUrl, resetUrl }));
}
