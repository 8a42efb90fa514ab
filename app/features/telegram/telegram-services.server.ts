import type { DatabaseHandle } from "~/adapters/db/client.server";
import { logger } from "~/adapters/logger.server";
import { work } from "~/adapters/queue/queue.server";
import type { PublishedJobs } from "~/features/jobs/index.server";
import { postPublishedJobs, TELEGRAM_CHANNEL_QUEUE } from "./jobs-channel.server";
import { getTelegramBot } from "./telegram-bot.server";
import { startTelegramUpdates, stopTelegramUpdates } from "./updates-receiver.server";

export interface TelegramStartOptions {
  /** PUBLIC_URL is set: updates by webhook. */
  hasPublicUrl: boolean;
  /** The site's origin (links in posts and replies). */
  origin: string;
}

/**
 * Starts the bot when TELEGRAM_BOT_TOKEN is set (docs/decisions/026): receiving updates (webhook or long polling) and,
 * with TELEGRAM_JOBS_CHANNEL, the channel's consumer of job publications. Returns the consumer queues to hand
 * publications to (none without a channel). Nothing here waits for Telegram: an unreachable Telegram is retried.
 */
export async function startTelegram(handle: DatabaseHandle, options: TelegramStartOptions): Promise<string[]> {
  const bot = await getTelegramBot();
  if (!bot) return [];
  void bot.username().then(
    (username) => logger.info({ username, channel: bot.settings.channel }, "Telegram bot on"),
    (error: unknown) => logger.error({ err: error }, "Telegram's getMe failed: check TELEGRAM_BOT_TOKEN"),
  );
  await startTelegramUpdates(handle, bot, { publicOrigin: options.hasPublicUrl ? options.origin : undefined, site: options.origin });
  if (!bot.settings.channel) return [];
  await work<PublishedJobs>(TELEGRAM_CHANNEL_QUEUE, { pollingIntervalSeconds: 2 }, async (job) => {
    await postPublishedJobs(handle.db, bot, job.data.jobIds, { origin: options.origin });
  });
  return [TELEGRAM_CHANNEL_QUEUE];
}

export async function stopTelegram(): Promise<void> {
  await stopTelegramUpdates();
}
