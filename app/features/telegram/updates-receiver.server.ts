import { setTimeout as sleep } from "node:timers/promises";
import { ADVISORY_LOCK_KEYS } from "~/adapters/db/advisory-lock-keys";
import { tryHoldAdvisoryLock, type HeldLock } from "~/adapters/db/advisory-lock.server";
import type { DatabaseHandle } from "~/adapters/db/client.server";
import { logger } from "~/adapters/logger.server";
import { TelegramApiError } from "~/adapters/telegram/bot-api.server";
import { TELEGRAM } from "~/config/constants";
import { handleTelegramUpdate } from "./bot-updates.server";
import type { TelegramBot } from "./telegram-bot.server";

/** The path Telegram posts updates to when the site has a public address. */
const TELEGRAM_WEBHOOK_PATH = "/api/telegram/webhook";

export interface UpdatesOptions {
  /** PUBLIC_URL's origin: updates by webhook there; without it, long polling. */
  publicOrigin?: string;
  /** The site's origin, named in the bot's replies. */
  site: string;
  /** Pause after a failed poll or a lock held elsewhere (tests shorten it). */
  retryMs?: number;
}

let running: { stop(): Promise<void> } | undefined;

/**
 * How the bot receives updates (docs/decisions/026). With a public address: setWebhook({origin}/api/telegram/webhook,
 * secret_token) — every instance sets the same webhook, which is idempotent. Without: long polling on one instance at a
 * time (Telegram answers a second poller 409): on PostgreSQL the poller holds a session advisory lock on a connection of
 * its own, the others retry taking it every `retryMs`; the embedded database is one process anyway. deleteWebhook first.
 */
export async function startTelegramUpdates(handle: DatabaseHandle, bot: TelegramBot, options: UpdatesOptions): Promise<void> {
  await stopTelegramUpdates();
  const controller = new AbortController();
  const retryMs = options.retryMs ?? 30_000;
  const done = options.publicOrigin
    ? keepWebhook(bot, `${options.publicOrigin}${TELEGRAM_WEBHOOK_PATH}`, controller.signal, retryMs)
    : poll(handle, bot, options.site, controller.signal, retryMs);
  running = {
    async stop() {
      controller.abort();
      await done;
    },
  };
}

export async function stopTelegramUpdates(): Promise<void> {
  const current = running;
  running = undefined;
  await current?.stop();
}

async function pause(ms: number, signal: AbortSignal): Promise<void> {
  await sleep(ms, undefined, { signal }).catch(() => undefined);
}

async function keepWebhook(bot: TelegramBot, url: string, signal: AbortSignal, retryMs: number): Promise<void> {
  while (!signal.aborted) {
    try {
      await bot.api.setWebhook({ url, secretToken: bot.settings.webhookSecret });
      logger.info({ url }, "Telegram webhook set");
      return;
    } catch (error) {
      logger.error({ err: error, url, retryInMs: retryMs }, "could not set the Telegram webhook; trying again");
      await pause(retryMs, signal);
    }
  }
}

async function poll(handle: DatabaseHandle, bot: TelegramBot, site: string, signal: AbortSignal, retryMs: number): Promise<void> {
  while (!signal.aborted) {
    let lock: HeldLock | undefined;
    if (handle.kind === "postgres") {
      try {
        lock = await tryHoldAdvisoryLock(handle.url!, ADVISORY_LOCK_KEYS.telegramPolling);
      } catch (error) {
        logger.warn({ err: error }, "could not ask for the Telegram polling lock");
      }
      if (!lock) {
        await pause(retryMs, signal);
        continue;
      }
    }
    try {
      await pollWhileHeld(handle, bot, site, signal, retryMs, lock);
    } finally {
      await lock?.release();
    }
  }
}

async function pollWhileHeld(
  handle: DatabaseHandle,
  bot: TelegramBot,
  site: string,
  signal: AbortSignal,
  retryMs: number,
  lock: HeldLock | undefined,
): Promise<void> {
  let isLost = false;
  void lock?.lost.then(() => (isLost = true));
  const lostOrStopped = lock ? AbortSignal.any([signal, abortOn(lock.lost)]) : signal;
  let offset = 0;
  let isWebhookDeleted = false;
  let failures = 0;
  logger.info("polling Telegram for updates (no PUBLIC_URL)");
  while (!lostOrStopped.aborted && !isLost) {
    try {
      if (!isWebhookDeleted) {
        await bot.api.deleteWebhook();
        isWebhookDeleted = true;
      }
      // The offset confirms every update before it: Telegram forgets them.
      const updates = await bot.api.getUpdates({ offset, timeout: TELEGRAM.longPollSeconds, signal: lostOrStopped });
      for (const update of updates) {
        await handleTelegramUpdate(handle.db, bot, update, site);
        offset = update.update_id + 1;
      }
      failures = 0;
    } catch (error) {
      if (lostOrStopped.aborted) return;
      failures += 1;
      const waitMs = Math.min(retryMs, 1000 * 2 ** Math.min(failures - 1, 5));
      const isConflict = error instanceof TelegramApiError && error.status === 409;
      logger.warn({ err: error, retryInMs: waitMs }, isConflict ? "Telegram refused the poll: another poller or a webhook (409)" : "polling Telegram failed");
      await pause(waitMs, lostOrStopped);
    }
  }
}

function abortOn(promise: Promise<void>): AbortSignal {
  const controller = new AbortController();
  void promise.then(() => controller.abort());
  return controller.signal;
}
