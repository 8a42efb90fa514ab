import pg from "pg";
import { logger } from "../logger.server.ts";

/**
 * PostgreSQL's LISTEN/NOTIFY between the instances that share one database: a notice sent by any of them (after its
 * write has committed) reaches every listener within milliseconds. A listener holds one connection of its own, outside
 * the pool; when it is lost it reconnects with a growing pause and reports the gap, since notices sent meanwhile are
 * gone (docs/decisions/013).
 */
export interface NoticeListener {
  close(): Promise<void>;
}

export interface ListenOptions {
  url: string;
  channel: string;
  onNotice(payload: string): void;
  /** Called after a reconnection: notices may have been missed. */
  onGap(): void;
}

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

export async function listenForNotices({ url, channel, onNotice, onGap }: ListenOptions): Promise<NoticeListener> {
  let client: pg.Client | undefined;
  let isClosed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel) onNotice(message.payload ?? "");
    });
    next.on("error", (error) => {
      logger.warn({ err: error, channel }, "the change-notice connection failed; reconnecting");
    });
    next.on("end", () => {
      if (isClosed || client !== next) return;
      client = undefined;
      scheduleReconnect(FIRST_RETRY_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  }

  function scheduleReconnect(pauseMs: number): void {
    if (isClosed) return;
    retryTimer = setTimeout(() => {
      connect().then(onGap, (error: unknown) => {
        logger.warn({ err: error, channel, retryInMs: pauseMs }, "could not listen for change notices; trying again");
        scheduleReconnect(Math.min(pauseMs * 2, MAX_RETRY_MS));
      });
    }, pauseMs);
    retryTimer.unref();
  }

  await connect();
  return {
    async close() {
      isClosed = true;
      clearTimeout(retryTimer);
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}
