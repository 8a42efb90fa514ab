import escapeHtml from "escape-html";
import type { Database } from "~/adapters/db/client.server";
import { logger } from "~/adapters/logger.server";
import type { TelegramUpdate } from "~/adapters/telegram/bot-api.server";
import { telegramText } from "~/i18n/telegram";
import { interpolate } from "~/i18n/plural";
import { linkChat, unlinkChat } from "./linking.server";
import type { TelegramBot } from "./telegram-bot.server";

/** The bot speaks both languages in one message: it cannot know which site its user came from. */
function bilingual(pick: (dictionary: (typeof telegramText)["ru"]["bot"]) => string, values: Record<string, string>): string {
  return (["ru", "en"] as const).map((language) => interpolate(pick(telegramText[language].bot), values)).join("\n\n");
}

/** Update ids handled lately by this process: the same update delivered twice (webhook retries) is answered once. */
const recentUpdates = new Set<number>();
const RECENT_UPDATES_KEPT = 1000;

function isRepeat(updateId: number): boolean {
  if (recentUpdates.has(updateId)) return true;
  recentUpdates.add(updateId);
  if (recentUpdates.size > RECENT_UPDATES_KEPT) recentUpdates.delete(recentUpdates.values().next().value!);
  return false;
}

export type UpdateOutcome = "linked" | "invalid-token" | "help" | "stopped" | "not-linked" | "ignored" | "repeat";

/**
 * One update from Telegram (webhook or long polling): "/start <token>" links the chat (linkChat), "/start" alone or any
 * other private message explains how to link, "/stop" unlinks. Only private chats are answered. Idempotent: the state
 * it writes is the same however often an update comes, and an update id seen lately is not answered again.
 * `site`: the site's origin, named in the replies.
 */
export async function handleTelegramUpdate(db: Database, bot: TelegramBot, update: TelegramUpdate, site: string): Promise<UpdateOutcome> {
  const message = update.message;
  if (!message || message.chat.type !== "private" || typeof message.text !== "string") return "ignored";
  if (isRepeat(update.update_id)) return "repeat";
  const chatId = message.chat.id;
  const [command, ...rest] = message.text.trim().split(/\s+/);
  const name = command?.replace(/@\w+$/, "").toLowerCase();
  const values = { site: escapeHtml(site) };
  let outcome: UpdateOutcome;
  let reply: string;
  if (name === "/start" && rest[0]) {
    const linked = await linkChat(db, rest[0], { chatId, username: message.from?.username ?? message.chat.username ?? null }).catch(forget(update.update_id));
    outcome = linked.outcome === "linked" ? "linked" : "invalid-token";
    reply =
      linked.outcome === "linked" ? bilingual((t) => t.linked, { ...values, account: escapeHtml(linked.email) }) : bilingual((t) => t.invalidToken, values);
  } else if (name === "/stop") {
    outcome = (await unlinkChat(db, chatId).catch(forget(update.update_id))) ? "stopped" : "not-linked";
    reply = bilingual((t) => (outcome === "stopped" ? t.stopped : t.notLinked), values);
  } else {
    outcome = "help";
    reply = bilingual((t) => t.howToLink, values);
  }
  logger.info({ updateId: update.update_id, outcome }, "Telegram update handled");
  try {
    await bot.send({ chat_id: chatId, text: reply });
  } catch (error) {
    // The state is written; a reply that could not go out (the user blocked the bot meanwhile) is only logged.
    logger.warn({ err: error, updateId: update.update_id }, "could not answer a Telegram update");
  }
  return outcome;
}

/** A write that failed (the database): the update is not "handled lately", so its redelivery is handled. */
function forget(updateId: number) {
  return (error: unknown): never => {
    recentUpdates.delete(updateId);
    throw error;
  };
}

/** Forgets the update ids seen (tests). */
export function forgetRecentUpdates(): void {
  recentUpdates.clear();
}
