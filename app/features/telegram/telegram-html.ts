/**
 * Text for Telegram's HTML parse mode (https://core.telegram.org/bots/api#html-style): only <, > and & must be
 * escaped in text; quotes too inside an attribute (a link's href), so they are escaped everywhere.
 */
export function escapeTelegramHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}

/** A link in Telegram's HTML: `<a href="…">text</a>`, both escaped. */
export function telegramLink(href: string, text: string): string {
  return `<a href="${escapeTelegramHtml(href)}">${escapeTelegramHtml(text)}</a>`;
}
