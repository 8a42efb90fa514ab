/** A deep link's start parameter: 32 characters of base64url (Telegram allows up to 64 of A–Z a–z 0–9 _ -). */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** `https://t.me/<bot>?start=<token>`: opens the chat with the bot, which receives "/start <token>". */
export function deepLink(botUsername: string, token: string): string {
  return `https://t.me/${encodeURIComponent(botUsername)}?start=${encodeURIComponent(token)}`;
}

/** What the cabinet's panel shows: Telegram off (nothing shown), linked (and as whom), or not linked. */
export type TelegramLinkState = { enabled: false } | { enabled: true; linked: false } | { enabled: true; linked: true; username: string | null };

export type TelegramLinkError = "AUTH_REQUIRED" | "FORBIDDEN_ORIGIN" | "INVALID_REQUEST" | "UNAVAILABLE" | "FAILED";

/** POST /api/telegram/link's answers. */
export type TelegramLinkActionData = { intent: "connect"; url: string } | { intent: "disconnect"; ok: true } | { error: TelegramLinkError };
