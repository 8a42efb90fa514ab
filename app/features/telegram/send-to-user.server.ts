import { and, eq } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { telegramLinks } from "~/adapters/db/schema";
import { logger } from "~/adapters/logger.server";
import { TelegramApiError } from "~/adapters/telegram/bot-api.server";
import { getTelegramBot } from "./telegram-bot.server";

export type TelegramDelivery = "sent" | "not-linked" | "blocked";

/**
 * Sends `html` (Telegram's HTML: escape text with escape-html) to the user's linked chat. "not-linked" when the
 * user has no linked chat or Telegram is off; "blocked" when Telegram answers 403 (the user blocked the bot or is gone):
 * the link is deleted, so nothing is sent there again until the user links anew — never retried. A 429 is waited out
 * (retry_after, bounded); any other failure throws, for the caller's queue to retry with backoff.
 */
export async function sendTelegramToUser(db: Database, userId: string, html: string): Promise<TelegramDelivery> {
  const bot = await getTelegramBot();
  if (!bot) return "not-linked";
  const [link] = await db.select({ chatId: telegramLinks.chatId }).from(telegramLinks).where(eq(telegramLinks.userId, userId));
  if (!link) return "not-linked";
  try {
    await bot.send({ chat_id: link.chatId, text: html });
    return "sent";
  } catch (error) {
    if (!(error instanceof TelegramApiError) || error.status !== 403) throw error;
    // Only this chat's link: the user may have linked another chat meanwhile.
    await db.delete(telegramLinks).where(and(eq(telegramLinks.userId, userId), eq(telegramLinks.chatId, link.chatId)));
    logger.info({ userId, description: error.description }, "Telegram refused the user's chat (403): unlinked");
    return "blocked";
  }
}
