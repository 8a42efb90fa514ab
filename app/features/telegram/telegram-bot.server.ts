import { createHmac } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { loadAuthSecret } from "~/adapters/auth/auth-secret.server";
import { logger } from "~/adapters/logger.server";
import { createBotApi, TelegramApiError, type BotApi, type SendMessageRequest, type TelegramMessage } from "~/adapters/telegram/bot-api.server";
import { TELEGRAM } from "~/config/constants";
import { getEnv, type Env } from "~/config/env.server";

/** What the site's Telegram bot is configured with (docs/decisions/026). */
export interface TelegramSettings {
  token: string;
  apiUrl: string;
  /** The jobs channel (@username or -100…), if new jobs are posted. */
  channel?: string;
  /** The bot's username for deep links; asked from Telegram (getMe) when not given. */
  username?: string;
  /** The secret Telegram sends with webhook updates (X-Telegram-Bot-Api-Secret-Token). */
  webhookSecret: string;
}

export interface TelegramBot {
  api: BotApi;
  settings: TelegramSettings;
  /** The bot's username (getMe once, then kept). */
  username(): Promise<string>;
  /**
   * sendMessage honouring 429: every send of this process waits out the last retry_after (up to
   * TELEGRAM.maxRateLimitWaits times, each at most TELEGRAM.maxRetryAfterSeconds), then throws TelegramApiError.
   */
  send(request: SendMessageRequest): Promise<TelegramMessage>;
}

let current: Promise<TelegramBot | undefined> | undefined;

/** The bot, or undefined without TELEGRAM_BOT_TOKEN (then nothing Telegram is on). */
export function getTelegramBot(): Promise<TelegramBot | undefined> {
  current ??= botFromEnv(getEnv());
  return current;
}

/** Sets the bot (tests, or another configuration); undefined turns Telegram off. */
export function configureTelegramBot(settings: TelegramSettings | undefined): TelegramBot | undefined {
  const bot = settings ? createTelegramBot(settings) : undefined;
  current = Promise.resolve(bot);
  return bot;
}

/** Forgets the configured bot: the next use reads the environment again. */
export function resetTelegramBot(): void {
  current = undefined;
}

async function botFromEnv(env: Env): Promise<TelegramBot | undefined> {
  if (!env.TELEGRAM_BOT_TOKEN) return undefined;
  return createTelegramBot({
    token: env.TELEGRAM_BOT_TOKEN,
    apiUrl: env.TELEGRAM_API_URL,
    channel: env.TELEGRAM_JOBS_CHANNEL,
    username: env.TELEGRAM_BOT_USERNAME,
    webhookSecret: env.TELEGRAM_WEBHOOK_SECRET ?? deriveWebhookSecret(await loadAuthSecret(env.dataDir, env.AUTH_SECRET)),
  });
}

/** The webhook's secret without TELEGRAM_WEBHOOK_SECRET: an HMAC of AUTH_SECRET, the same on every instance. */
export function deriveWebhookSecret(authSecret: string): string {
  return createHmac("sha256", authSecret).update("telegram-webhook-secret").digest("base64url");
}

function createTelegramBot(settings: TelegramSettings): TelegramBot {
  const api = createBotApi({ token: settings.token, apiUrl: settings.apiUrl, timeoutMs: TELEGRAM.apiTimeoutMs });
  let username: Promise<string> | undefined = settings.username ? Promise.resolve(settings.username) : undefined;
  /** When Telegram said this process may send again (a 429's retry_after), as Date.now(). */
  let pausedUntil = 0;
  return {
    api,
    settings,
    username() {
      username ??= api.getMe().then(
        (me) => {
          if (!me.username) throw new Error("Telegram's getMe gave no username");
          return me.username;
        },
        (error: unknown) => {
          username = undefined;
          throw error;
        },
      );
      return username;
    },
    async send(request) {
      for (let waits = 0; ; waits += 1) {
        const wait = pausedUntil - Date.now();
        if (wait > 0) await sleep(wait);
        try {
          return await api.sendMessage(request);
        } catch (error) {
          if (!(error instanceof TelegramApiError) || error.status !== 429) throw error;
          const seconds = error.retryAfter ?? 1;
          pausedUntil = Math.max(pausedUntil, Date.now() + seconds * 1000);
          if (waits >= TELEGRAM.maxRateLimitWaits || seconds > TELEGRAM.maxRetryAfterSeconds) throw error;
          logger.warn({ retryAfter: seconds, attempt: waits + 1 }, "Telegram asked to slow down (429); waiting retry_after");
        }
      }
    },
  };
}
