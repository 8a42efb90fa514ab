import type { MailMessage } from "./mailer.server";

const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A mail whose text is written as plain text with its links on lines of their own: the HTML part is the same text,
 * escaped, with each http(s) link made clickable and line breaks kept. The subject is a fixed dictionary text: no user
 * text ever goes into it.
 */
export function textMail(to: string, subject: string, text: string): MailMessage {
  const html = escapeHtml(text)
    .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
    .replace(/\n/g, "<br>");
  return { to, subject, text, html: `<p>${html}</p>` };
}
