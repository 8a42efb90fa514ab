import type { Database } from "~/adapters/db/client.server";
import { logger } from "~/adapters/logger.server";
import { deepLink } from "./link-tokens";
import { createLinkToken, unlinkUser } from "./linking.server";
import { getTelegramBot } from "./telegram-bot.server";
import { refuse, type Outcome } from "~/server/outcome";

export type ConnectResult = Outcome<"UNAVAILABLE", { url: string }>;

/** «Подключить Telegram»: a fresh one-time token and the bot's deep link for it; UNAVAILABLE when Telegram is off or unreachable. */
export async function startTelegramLinking(db: Database, userId: string): Promise<ConnectResult> {
  const bot = await getTelegramBot();
  if (!bot) return refuse("UNAVAILABLE");
  let username: string;
  try {
    username = await bot.username();
  } catch (error) {
    logger.error({ err: error }, "could not learn the Telegram bot's username (getMe)");
    return refuse("UNAVAILABLE");
  }
  return { ok: true, url: deepLink(username, await createLinkToken(db, userId)) };
}

/** «Отключить». */
export async function stopTelegramLinking(db: Database, userId: string): Promise<void> {
  await unlinkUser(db, userId);
}
