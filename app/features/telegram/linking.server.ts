import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, lt, ne, or } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { telegramLinks, telegramLinkTokens, users } from "~/adapters/db/schema";
import { TELEGRAM } from "~/config/constants";
import { LINK_TOKEN_PATTERN, type TelegramLinkState } from "./link-tokens";
import { getTelegramBot } from "./telegram-bot.server";

/** The stored form of a link token: its SHA-256 (a read of the table gives no usable link). */
export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * A new one-time token for the user's deep link, valid TELEGRAM.linkTokenTtlMs; the user's earlier unused tokens are
 * dropped, so only the newest link works.
 */
export async function createLinkToken(db: Database, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await db.transaction(async (tx) => {
    // The user's unused tokens, and anyone's expired ones (the table stays as small as the last 15 minutes' links).
    await tx
      .delete(telegramLinkTokens)
      .where(or(and(eq(telegramLinkTokens.userId, userId), isNull(telegramLinkTokens.usedAt)), lt(telegramLinkTokens.expiresAt, now)));
    await tx
      .insert(telegramLinkTokens)
      .values({ tokenHash: hashLinkToken(token), userId, createdAt: now, expiresAt: new Date(now.getTime() + TELEGRAM.linkTokenTtlMs) });
  });
  return token;
}

export type LinkOutcome = { outcome: "linked"; userId: string; email: string } | { outcome: "invalid" };

/**
 * "/start <token>" from `chatId`: links the chat to the token's user when the token is known, unused and unexpired,
 * and marks it used, in one transaction. A chat linked to another account moves to this one (one account per chat);
 * the user's earlier chat is replaced. The same update delivered again (same chat, token already used by it) links
 * nothing new and answers "linked" again; a used token from any other chat is refused.
 */
export async function linkChat(db: Database, token: string, chat: { chatId: number; username: string | null }, now = new Date()): Promise<LinkOutcome> {
  if (!LINK_TOKEN_PATTERN.test(token)) return { outcome: "invalid" };
  return db.transaction(async (tx): Promise<LinkOutcome> => {
    const [row] = await tx
      .select({ userId: telegramLinkTokens.userId, expiresAt: telegramLinkTokens.expiresAt, usedAt: telegramLinkTokens.usedAt, email: users.email })
      .from(telegramLinkTokens)
      .innerJoin(users, eq(users.id, telegramLinkTokens.userId))
      .where(eq(telegramLinkTokens.tokenHash, hashLinkToken(token)))
      .for("update", { of: telegramLinkTokens });
    if (!row) return { outcome: "invalid" };
    if (row.usedAt !== null) {
      const [current] = await tx
        .select({ userId: telegramLinks.userId })
        .from(telegramLinks)
        .where(and(eq(telegramLinks.chatId, chat.chatId), eq(telegramLinks.userId, row.userId)));
      return current ? { outcome: "linked", userId: row.userId, email: row.email } : { outcome: "invalid" };
    }
    if (row.expiresAt.getTime() <= now.getTime()) return { outcome: "invalid" };
    await tx
      .update(telegramLinkTokens)
      .set({ usedAt: now })
      .where(eq(telegramLinkTokens.tokenHash, hashLinkToken(token)));
    await tx.delete(telegramLinks).where(and(eq(telegramLinks.chatId, chat.chatId), ne(telegramLinks.userId, row.userId)));
    await tx
      .insert(telegramLinks)
      .values({ userId: row.userId, chatId: chat.chatId, username: chat.username, linkedAt: now })
      .onConflictDoUpdate({ target: telegramLinks.userId, set: { chatId: chat.chatId, username: chat.username, linkedAt: now } });
    return { outcome: "linked", userId: row.userId, email: row.email };
  });
}

/** "/stop" from a chat: unlinks it; whether it was linked. */
export async function unlinkChat(db: Database, chatId: number): Promise<boolean> {
  const removed = await db.delete(telegramLinks).where(eq(telegramLinks.chatId, chatId)).returning({ userId: telegramLinks.userId });
  return removed.length > 0;
}

/** «Отключить» in the cabinet. */
export async function unlinkUser(db: Database, userId: string): Promise<void> {
  await db.delete(telegramLinks).where(eq(telegramLinks.userId, userId));
}

/** The cabinet panel's state for this user; `{ enabled: false }` without a bot token. */
export async function getTelegramLinkState(db: Database, userId: string): Promise<TelegramLinkState> {
  if (!(await getTelegramBot())) return { enabled: false };
  const [link] = await db.select({ username: telegramLinks.username }).from(telegramLinks).where(eq(telegramLinks.userId, userId));
  return link ? { enabled: true, linked: true, username: link.username } : { enabled: true, linked: false };
}

/** Whether Telegram is on (TELEGRAM_BOT_TOKEN set): without it, the site says nothing about Telegram. */
export async function isTelegramOn(): Promise<boolean> {
  return (await getTelegramBot()) !== undefined;
}
