import escapeHtml from "escape-html";
import type { MailMessage } from "./mailer.server";

/**
 * A mail whose text is written as plain text with its links on lines of their own: the HTML part is the same text,
 * escaped, a paragraph for each block between blank lines, its line breaks kept and each http(s) link made clickable.
 * Every mail the site writes as text is built here, so no caller escapes HTML itself. The subject is a fixed
 * dictionary text: no user text ever goes into it. `replyTo`: where the recipient's answer goes (a plain address).
 */
export function textMail(to: string, subject: string, text: string, { replyTo }: { replyTo?: string } = {}): MailMessage {
  const html = text
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p>${escapeHtml(paragraph)
          .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
          .replace(/\n/g, "<br>")}</p>`,
    )
    .join("");
  return { to, subject, text, html, ...(replyTo === undefined ? {} : { replyTo }) };
}
