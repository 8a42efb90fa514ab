/**
 * A small typed client of Telegram's Bot API (https://core.telegram.org/bots/api): POST JSON to
 * `{apiUrl}/bot{token}/{method}`, answered `{ ok: true, result }` or `{ ok: false, error_code, description, parameters }`.
 * Only the methods the site uses. Every failure is a TelegramApiError with the HTTP status, Telegram's description and,
 * for 429, `retry_after` (seconds); network failures and timeouts are TelegramApiError with status 0.
 */

interface TelegramUser {
  id: number;
  is_bot: boolean;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

interface TelegramChat {
  id: number;
  type: "private" | "group" | "supergroup" | "channel";
  username?: string;
  first_name?: string;
  last_name?: string;
  title?: string;
}

export interface TelegramMessage {
  message_id: number;
  date: number;
  chat: TelegramChat;
  from?: TelegramUser;
  text?: string;
}

/** An incoming update (only the kinds the bot asks for: `allowed_updates`). */
export interface TelegramUpdate {
  update_id: number;
  message?: TelegramMessage;
}

/** What the bot receives: private messages only (commands). */
const ALLOWED_UPDATES = ["message"] as const;

export interface SendMessageRequest {
  chat_id: number | string;
  text: string;
}

export class TelegramApiError extends Error {
  /** HTTP status (Telegram's error_code), 0 when there was no answer. */
  readonly status: number;
  /** Telegram's description ("Forbidden: bot was blocked by the user"). */
  readonly description: string;
  /** Seconds to wait before the next request (429 Too Many Requests). */
  readonly retryAfter: number | undefined;
  readonly method: string;

  constructor(method: string, status: number, description: string, retryAfter?: number) {
    super(`Telegram ${method}: ${status === 0 ? "" : `${status} `}${description}`);
    this.name = "TelegramApiError";
    this.method = method;
    this.status = status;
    this.description = description;
    this.retryAfter = retryAfter;
  }
}

export interface BotApiConfig {
  token: string;
  /** https://api.telegram.org, or a fake's address in tests. */
  apiUrl: string;
  /** Per request, beyond a getUpdates's own long-polling timeout. */
  timeoutMs?: number;
}

export interface BotApi {
  getMe(): Promise<TelegramUser>;
  /** HTML parse mode, link previews off. */
  sendMessage(request: SendMessageRequest): Promise<TelegramMessage>;
  setWebhook(request: { url: string; secretToken: string }): Promise<true>;
  deleteWebhook(): Promise<true>;
  /** Long polling: Telegram answers when an update arrives or after `timeout` seconds. */
  getUpdates(request: { offset?: number; timeout: number; signal?: AbortSignal }): Promise<TelegramUpdate[]>;
}

const DEFAULT_TIMEOUT_MS = 15_000;

export function createBotApi(config: BotApiConfig): BotApi {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const base = config.apiUrl.replace(/\/+$/, "");

  async function call<T>(method: string, body: object, options: { extraMs?: number; signal?: AbortSignal } = {}): Promise<T> {
    const timeout = AbortSignal.timeout(timeoutMs + (options.extraMs ?? 0));
    const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
    let response: Response;
    try {
      response = await fetch(`${base}/bot${config.token}/${method}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
        signal,
      });
    } catch (error) {
      // Never the URL: it holds the token.
      const reason = !(error instanceof Error)
        ? String(error)
        : error.name === "TimeoutError"
          ? "timed out"
          : error.name === "AbortError"
            ? "aborted"
            : error.message;
      throw new TelegramApiError(method, 0, reason);
    }
    const json = (await response.json().catch(() => null)) as {
      ok?: boolean;
      result?: unknown;
      error_code?: number;
      description?: string;
      parameters?: { retry_after?: number };
    } | null;
    if (!response.ok || json?.ok !== true) {
      const retryAfter = json?.parameters?.retry_after;
      throw new TelegramApiError(
        method,
        json?.error_code ?? response.status,
        json?.description ?? `HTTP ${response.status}`,
        typeof retryAfter === "number" ? retryAfter : undefined,
      );
    }
    return json.result as T;
  }

  return {
    getMe: () => call<TelegramUser>("getMe", {}),
    sendMessage: ({ chat_id, text }) =>
      call<TelegramMessage>("sendMessage", { chat_id, text, parse_mode: "HTML", link_preview_options: { is_disabled: true } }),
    setWebhook: ({ url, secretToken }) =>
      call<true>("setWebhook", { url, secret_token: secretToken, allowed_updates: ALLOWED_UPDATES, drop_pending_updates: false }),
    deleteWebhook: () => call<true>("deleteWebhook", { drop_pending_updates: false }),
    getUpdates: ({ offset, timeout, signal }) =>
      call<TelegramUpdate[]>("getUpdates", { offset, timeout, allowed_updates: ALLOWED_UPDATES }, { extraMs: timeout * 1000, signal }),
  };
}
