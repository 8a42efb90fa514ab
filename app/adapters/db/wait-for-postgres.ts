import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { logger } from "../logger.server.ts";
import { pgErrorCode } from "./pg-error.ts";
import { StartupFailure } from "./startup-failure.ts";

export class DatabaseUnreachableError extends StartupFailure {}

/** The pause after the first failed attempt, doubled after each until this cap. */
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5_000;
/** The longest one attempt may take: a host that drops packets would otherwise hold it for minutes. */
const MAX_ATTEMPT_MS = 10_000;
/** Server answers that pass: starting up, shutting down, too many connections. Other SQLSTATEs (a wrong password, no such database) do not. */
const PASSING_SQLSTATES = new Set(["57P03", "57P01", "53300"]);

/** host:port of a connection string, for messages: never the user or the password. */
export function serverAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname || "localhost"}:${parsed.port || "5432"}`;
}

/** Why an attempt failed, in a few words: the system error code, or the server's message and SQLSTATE. */
function reasonOf(error: unknown): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  const sqlState = pgErrorCode(error);
  if (sqlState) return `${String(message)} (${sqlState})`;
  if (typeof code === "string" && code) return code;
  return typeof message === "string" && message ? message : String(error);
}

async function attempt(url: string, timeoutMs: number): Promise<unknown> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on("error", () => {}); // a connection the server drops meanwhile is ended below anyway
  try {
    await client.connect();
    return null;
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Start-up's first connection to PostgreSQL: a server that does not answer yet (still starting, or
 * started after the app, as compose and orchestrators do) is tried again with a doubling pause, each
 * failure logged at warn, for `timeoutSeconds`; then, or at once when the server refuses the
 * connection itself (a wrong password, no such database), it fails with one line naming the server
 * and the reason.
 */
export async function waitForPostgres(url: string, timeoutSeconds: number): Promise<void> {
  const address = serverAddress(url);
  const deadline = Date.now() + timeoutSeconds * 1000;
  for (let attempts = 1, pause = FIRST_RETRY_MS; ; attempts++, pause = Math.min(pause * 2, MAX_RETRY_MS)) {
    const error = await attempt(url, Math.max(1_000, Math.min(deadline - Date.now(), MAX_ATTEMPT_MS)));
    if (!error) return;
    const reason = reasonOf(error);
    const sqlState = pgErrorCode(error);
    if (sqlState && !PASSING_SQLSTATES.has(sqlState)) {
      throw new DatabaseUnreachableError(`PostgreSQL at ${address} refused the connection: ${reason}: check DATABASE_URL`);
    }
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      throw new DatabaseUnreachableError(`PostgreSQL at ${address} did not answer within ${timeoutSeconds} s (${reason}): check DATABASE_URL`);
    }
    const wait = Math.min(pause, remaining);
    logger.warn({ address, attempts, reason, retryInMs: wait }, `PostgreSQL at ${address} did not answer (${reason}): trying again in ${wait / 1000} s`);
    await sleep(wait);
  }
}
