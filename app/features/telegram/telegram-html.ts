import escapeHtml from "escape-html";

/**
 * A link in Telegram's HTML parse mode (https://core.telegram.org/bots/api#html-style): `<a href="…">text</a>`, both
 * escaped with escape-html like any HTML the site writes outside React. Telegram reads the named entities it makes
 * (&lt; &gt; &amp; &quot;) and any numeric one (&#39;).
 */
export function telegramLink(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
}
