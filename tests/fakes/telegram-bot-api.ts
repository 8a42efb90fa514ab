import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback stand-in for Telegram's Bot API (https://core.telegram.org/bots/api): POST `/bot{token}/{method}` with a
 * JSON body, answered `{ ok: true, result }` or `{ ok: false, error_code, description, parameters: { retry_after } }`.
 * It speaks getMe, sendMessage, setWebhook, deleteWebhook and getUpdates (long polling: answers when an update is
 * queued or at the timeout; 409 while a webhook is set, or to the older of two concurrent polls, as Telegram does),
 * records every call and every sent message with its time, answers 429 with retry_after for the next N sends, 403
 * "Forbidden: bot was blocked by the user" for a blocked chat, and delivers an update to the webhook with the secret
 * header. Tests (and development, through TELEGRAM_API_URL) drive it.
 */
interface FakeTelegramCall {
  method: string;
  body: Record<string, unknown>;
  at: number;
  /** The HTTP status it was answered with. */
  status: number;
}

interface FakeSentMessage {
  chatId: number | string;
  text: string;
  parseMode?: string;
  messageId: number;
  at: number;
  body: Record<string, unknown>;
}

export interface FakeTelegramUpdate {
  update_id: number;
  message?: {
    message_id: number;
    date: number;
    chat: { id: number; type: "private"; username?: string; first_name?: string };
    from?: { id: number; is_bot: false; first_name: string; username?: string; language_code?: string };
    text?: string;
  };
}

export interface FakeTelegramBotApi {
  /** TELEGRAM_API_URL for the app. */
  apiUrl: string;
  token: string;
  botUsername: string;
  calls: FakeTelegramCall[];
  sent: FakeSentMessage[];
  /** The webhook the bot set (url and secret), if any. */
  webhook: { url: string; secretToken: string; allowedUpdates: unknown } | undefined;
  /** The next `count` sendMessage calls are answered 429 with `retry_after` seconds. */
  rateLimitNextSends(count: number, retryAfter: number): void;
  /** sendMessage to this chat is answered 403 "Forbidden: bot was blocked by the user". */
  blockChat(chatId: number): void;
  /** The next `count` sendMessage calls are answered 500 (Telegram's internal errors). */
  failNextSends(count: number): void;
  /** Builds a private message update from a user (a command such as "/start token"). */
  messageUpdate(options: { chatId: number; text: string; username?: string; firstName?: string; languageCode?: string }): FakeTelegramUpdate;
  /** Queues an update for getUpdates (a waiting long poll gets it at once). */
  queueUpdate(update: FakeTelegramUpdate): void;
  /** Posts an update to the webhook as Telegram does, with X-Telegram-Bot-Api-Secret-Token; returns the HTTP status. */
  deliverToWebhook(update: FakeTelegramUpdate, options?: { secretToken?: string | null; url?: string }): Promise<number>;
  /** Resolves once the bot confirmed (by asking with a higher offset) every queued update up to this one. */
  waitUntilConfirmed(updateId: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

interface Poll {
  offset: number;
  respond: (status: number, body: unknown) => void;
  timer: NodeJS.Timeout;
}

export async function startFakeTelegramBotApi(options: { token?: string; botUsername?: string; port?: number } = {}): Promise<FakeTelegramBotApi> {
  const token = options.token ?? "123456:TEST-fake-bot-token-0123456789";
  const botUsername = options.botUsername ?? "zvuk_rabota_test_bot";
  const calls: FakeTelegramCall[] = [];
  const sent: FakeSentMessage[] = [];
  const queued: FakeTelegramUpdate[] = [];
  const blocked = new Set<number>();
  let confirmedBelow = 0;
  const confirmWaiters: { updateId: number; resolve: () => void }[] = [];
  let rateLimited = 0;
  let rateLimitSeconds = 0;
  let failures = 0;
  let nextMessageId = 1;
  let nextUpdateId = 100_000;
  let poll: Poll | undefined;
  let webhook: FakeTelegramBotApi["webhook"];

  const ok = (result: unknown) => ({ ok: true, result });
  const failure = (code: number, description: string, parameters?: object) => ({
    ok: false,
    error_code: code,
    description,
    ...(parameters ? { parameters } : {}),
  });

  const server = createServer((request, response) => {
    void handle(request, response).catch(() => send(response, 500, failure(500, "Internal Server Error")));
  });

  function confirm(offset: number) {
    if (offset <= confirmedBelow) return;
    confirmedBelow = offset;
    for (let index = queued.length - 1; index >= 0; index -= 1) if (queued[index]!.update_id < offset) queued.splice(index, 1);
    for (let index = confirmWaiters.length - 1; index >= 0; index -= 1) {
      const waiter = confirmWaiters[index]!;
      if (waiter.updateId < offset) {
        confirmWaiters.splice(index, 1);
        waiter.resolve();
      }
    }
  }

  function pending(offset: number): FakeTelegramUpdate[] {
    return queued.filter((update) => update.update_id >= offset).slice(0, 100);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
    const text = await readBody(request);
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      return send(response, 400, failure(400, "Bad Request: can't parse JSON"));
    }
    const reply = (status: number, payload: unknown) => {
      calls.push({ method: match?.[2] ?? url.pathname, body, at: Date.now(), status });
      send(response, status, payload);
    };
    if (!match) return reply(404, failure(404, "Not Found"));
    if (match[1] !== token) return reply(401, failure(401, "Unauthorized"));
    const method = match[2];
    switch (method) {
      case "getMe":
        return reply(200, ok({ id: Number(token.split(":")[0]) || 1, is_bot: true, first_name: "Звук.Работа", username: botUsername }));
      case "setWebhook": {
        if (typeof body.url !== "string") return reply(400, failure(400, "Bad Request: bad webhook: URL must be provided"));
        if (body.url === "") webhook = undefined;
        else webhook = { url: body.url, secretToken: typeof body.secret_token === "string" ? body.secret_token : "", allowedUpdates: body.allowed_updates };
        return reply(200, { ok: true, result: true, description: body.url === "" ? "Webhook was deleted" : "Webhook was set" });
      }
      case "deleteWebhook":
        webhook = undefined;
        return reply(200, { ok: true, result: true, description: "Webhook was deleted" });
      case "getUpdates": {
        if (webhook)
          return reply(409, failure(409, "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first"));
        const offset = typeof body.offset === "number" ? body.offset : 0;
        confirm(offset);
        if (poll) {
          const older = poll;
          poll = undefined;
          clearTimeout(older.timer);
          older.respond(409, failure(409, "Conflict: terminated by other getUpdates request; make sure that only one bot instance is running"));
        }
        const ready = pending(offset);
        const timeout = typeof body.timeout === "number" ? body.timeout : 0;
        if (ready.length > 0 || timeout <= 0) return reply(200, ok(ready));
        const current: Poll = {
          offset,
          respond: (status, payload) => reply(status, payload),
          timer: setTimeout(() => {
            if (poll === current) poll = undefined;
            reply(200, ok([]));
          }, timeout * 1000),
        };
        poll = current;
        request.socket.once("close", () => {
          if (poll === current) {
            clearTimeout(current.timer);
            poll = undefined;
          }
        });
        return;
      }
      case "sendMessage": {
        const chatId = body.chat_id;
        if ((typeof chatId !== "number" && typeof chatId !== "string") || typeof body.text !== "string" || body.text === "")
          return reply(400, failure(400, "Bad Request: message text is empty"));
        if (rateLimited > 0) {
          rateLimited -= 1;
          return reply(429, failure(429, `Too Many Requests: retry after ${rateLimitSeconds}`, { retry_after: rateLimitSeconds }));
        }
        if (failures > 0) {
          failures -= 1;
          return reply(500, failure(500, "Internal Server Error"));
        }
        if (typeof chatId === "number" && blocked.has(chatId)) return reply(403, failure(403, "Forbidden: bot was blocked by the user"));
        const messageId = nextMessageId++;
        const at = Date.now();
        sent.push({ chatId, text: body.text, parseMode: typeof body.parse_mode === "string" ? body.parse_mode : undefined, messageId, at, body });
        const chat = typeof chatId === "number" ? { id: chatId, type: "private" } : { id: -1001234567890, type: "channel", username: chatId.replace(/^@/, "") };
        return reply(200, ok({ message_id: messageId, date: Math.floor(at / 1000), chat, text: body.text }));
      }
      default:
        return reply(404, failure(404, "Not Found: method not found"));
    }
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeTelegramBotApi = {
    apiUrl: `http://127.0.0.1:${port}`,
    token,
    botUsername,
    calls,
    sent,
    get webhook() {
      return webhook;
    },
    rateLimitNextSends(count, retryAfter) {
      rateLimited = count;
      rateLimitSeconds = retryAfter;
    },
    blockChat(chatId) {
      blocked.add(chatId);
    },
    failNextSends(count) {
      failures = count;
    },
    messageUpdate({ chatId, text, username, firstName, languageCode }) {
      return {
        update_id: nextUpdateId++,
        message: {
          message_id: nextMessageId++,
          date: Math.floor(Date.now() / 1000),
          chat: { id: chatId, type: "private", username, first_name: firstName ?? "Test" },
          from: { id: chatId, is_bot: false, first_name: firstName ?? "Test", username, language_code: languageCode },
          text,
        },
      };
    },
    queueUpdate(update) {
      queued.push(update);
      if (poll && update.update_id >= poll.offset) {
        const current = poll;
        poll = undefined;
        clearTimeout(current.timer);
        current.respond(200, ok(pending(current.offset)));
      }
    },
    async deliverToWebhook(update, deliver = {}) {
      const target = deliver.url ?? webhook?.url;
      if (!target) throw new Error("no webhook is set");
      const secret = deliver.secretToken === undefined ? webhook?.secretToken : deliver.secretToken;
      const headers: Record<string, string> = { "Content-Type": "application/json" };
      if (secret) headers["X-Telegram-Bot-Api-Secret-Token"] = secret;
      const response = await fetch(target, { method: "POST", headers, body: JSON.stringify(update) });
      await response.body?.cancel();
      return response.status;
    },
    waitUntilConfirmed(updateId, timeoutMs = 10_000) {
      if (updateId < confirmedBelow) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`update ${updateId} was not confirmed within ${timeoutMs} ms`)), timeoutMs);
        confirmWaiters.push({
          updateId,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    close() {
      if (poll) {
        clearTimeout(poll.timer);
        poll = undefined;
      }
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  if (response.headersSent || response.destroyed) return;
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}
