import type { Database } from "~/adapters/db/client.server";
import { logger } from "~/adapters/logger.server";
import { sendTelegramToUser, type TelegramDelivery } from "~/features/telegram/index.server";
import { alertTelegramHtml } from "./alert-mail";
import { dropAlertMessage, markAlertMessageSent, prepareAlert } from "./alert-mail.server";

export interface AlertTelegramSender {
  origin: string;
  /** sendTelegramToUser (the Telegram feature: 429 waited out, 403 unlinks, other failures thrown for the queue's retry). */
  send?: (db: Database, userId: string, html: string) => Promise<TelegramDelivery>;
}

/**
 * The `job-alerts-telegram` worker: sends one alert_message to the user's linked chat, at most once after it succeeded
 * (sent_at), like the e-mail sender. A user who is no longer linked, or who blocked the bot (403: the Telegram feature
 * unlinks them), has the message dropped, never retried; any other failure throws for the queue's retry with backoff.
 */
export async function sendAlertTelegram(db: Database, messageId: string, { origin, send = sendTelegramToUser }: AlertTelegramSender): Promise<void> {
  const prepared = await prepareAlert(db, messageId, "telegram", origin);
  if (prepared.state === "done") return;
  if (prepared.state === "dropped") {
    await dropAlertMessage(db, messageId, prepared.reason);
    logger.info({ messageId, reason: prepared.reason }, "Telegram alert dropped");
    return;
  }
  const delivery = await send(db, prepared.alert.userId, alertTelegramHtml(prepared.alert.content));
  if (delivery === "sent") return markAlertMessageSent(db, messageId);
  await dropAlertMessage(db, messageId, delivery === "blocked" ? "telegram blocked" : "telegram not linked");
}
