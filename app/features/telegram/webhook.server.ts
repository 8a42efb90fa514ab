import { createHash, timingSafeEqual } from "node:crypto";
import type { Database } from "~/adapters/db/client.server";
import type { TelegramUpdate } from "~/adapters/telegram/bot-api.server";
import { z } from "~/config/zod";
import { handleTelegramUpdate, type UpdateOutcome } from "./bot-updates.server";
import { getTelegramBot } from "./telegram-bot.server";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether a webhook call carries the bot's secret, compared in constant time (digests of equal length); "off" without a bot. */
export async function isTelegramSecret(given: string | null): Promise<"ok" | "wrong" | "off"> {
  const bot = await getTelegramBot();
  if (!bot) return "off";
  if (given === null) return "wrong";
  return timingSafeEqual(digest(given), digest(bot.settings.webhookSecret)) ? "ok" : "wrong";
}

/** What the bot reads of an update; the rest is ignored. */
const updateSchema = z.looseObject({
  update_id: z.number().int().nonnegative(),
  message: z
    .looseObject({
      message_id: z.number().int(),
      date: z.number().int(),
      chat: z.looseObject({ id: z.number().int(), type: z.enum(["private", "group", "supergroup", "channel"]), username: z.string().optional() }),
      from: z.looseObject({ id: z.number().int(), is_bot: z.boolean(), first_name: z.string(), username: z.string().optional() }).optional(),
      text: z.string().optional(),
    })
    .optional(),
});

/** The handling of a posted update (a promise to run after answering), or undefined when the body is no update. */
export function handleWebhookUpdate(db: Database, body: unknown, site: string): Promise<UpdateOutcome | undefined> | undefined {
  const parsed = updateSchema.safeParse(body);
  if (!parsed.success) return undefined;
  return getTelegramBot().then((bot) => (bot ? handleTelegramUpdate(db, bot, parsed.data as TelegramUpdate, site) : undefined));
}
