import { setTimeout as delay } from "node:timers/promises";
import { logger } from "~/adapters/logger.server";
import { TIMINGS } from "~/config/constants";
import { SheetsError, readGoogleError } from "./sheets-error";
import { toSheetRows } from "./sheet-values";

export { SheetsError } from "./sheets-error";

const DEFAULT_SHEETS_BASE_URL = "https://sheets.googleapis.com";
const DEFAULT_SHEETS_TIMEOUT_MS = 10_000;
/** A Retry-After longer than this is not worth holding a round for; the next round retries anyway. */
const MAX_RETRY_AFTER_MS = 60_000;

export interface FetchSheetValuesOptions {
  spreadsheetId: string;
  /** A1 range such as `Sheet1!A2:Q`; encoded here. */
  range: string;
  apiKey: string;
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Aborts the whole read (all attempts); an abort is not retried. */
  signal?: AbortSignal;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
  attempts?: number;
  retryDelayMs?: number;
}

/**
 * Reads a range through the Sheets values API (spec 7 "Read job rows" / "Read blog rows"):
 * up to 3 attempts 1 s apart (spec 9 "Timings"), longer after a 429. Throws SheetsError
 * after the last failure. The API key travels only in the request URL, never in a log line.
 */
export async function fetchSheetValues(options: FetchSheetValuesOptions): Promise<string[][]> {
  const {
    spreadsheetId,
    range,
    apiKey,
    fetch: fetchImpl = globalThis.fetch,
    signal,
    sleep = (ms) => delay(ms, undefined, { signal }),
    timeoutMs = DEFAULT_SHEETS_TIMEOUT_MS,
    attempts = TIMINGS.sheetRetries,
    retryDelayMs = TIMINGS.sheetRetryDelayMs,
  } = options;
  const base = (options.baseUrl ?? DEFAULT_SHEETS_BASE_URL).replace(/\/+$/, "");
  const url = `${base}/v4/spreadsheets/${encodeURIComponent(spreadsheetId)}/values/${encodeURIComponent(range)}?key=${encodeURIComponent(apiKey)}`;
  let lastError = new SheetsError({ code: 0, status: "NOT_ATTEMPTED", message: "no attempt was made" });

  for (let attempt = 1; attempt <= attempts; attempt++) {
    let waitMs = retryDelayMs;
    try {
      const attemptSignal = signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
      const response = await fetchImpl(url, { headers: { accept: "application/json" }, signal: attemptSignal });
      if (response.ok) {
        const rows = toSheetRows(await response.json());
        if (rows) return rows;
        lastError = new SheetsError({ code: response.status, status: "INVALID_RESPONSE", message: "response is not a values range" });
      } else {
        lastError = await readGoogleError(response);
        // Quota exceeded: Google says how long to wait, or we wait twice as long.
        if (response.status === 429) waitMs = retryAfterMs(response.headers.get("retry-after")) ?? retryDelayMs * 2;
      }
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      lastError = toSheetsError(error, timeoutMs);
    }
    lastError = redact(lastError, apiKey);
    logger.warn({ spreadsheetId, range, attempt, attempts, code: lastError.code, status: lastError.status, error: lastError.message }, "sheet read failed");
    if (attempt < attempts) await sleep(waitMs);
  }
  throw lastError;
}

/** Retry-After is either delta-seconds or an HTTP date. */
function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

function toSheetsError(error: unknown, timeoutMs: number): SheetsError {
  const name = error instanceof Error ? error.name : "";
  if (name === "TimeoutError" || name === "AbortError") {
    return new SheetsError({ code: 504, status: "DEADLINE_EXCEEDED", message: `no answer within ${timeoutMs} ms` }, { cause: error });
  }
  if (error instanceof SyntaxError) {
    return new SheetsError({ code: 502, status: "INVALID_RESPONSE", message: "response is not JSON" }, { cause: error });
  }
  // Spec 8 "Data loading": a network failure counts as status 500.
  const message = error instanceof Error ? describeNetworkError(error) : String(error);
  return new SheetsError({ code: 500, status: "NETWORK_ERROR", message }, { cause: error });
}

function describeNetworkError(error: Error): string {
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
}

/** Belt and braces: no message we log or throw may carry the key, even if an error echoes the URL. */
function redact(error: SheetsError, apiKey: string): SheetsError {
  if (!apiKey || !error.message.includes(apiKey)) return error;
  return new SheetsError({ code: error.code, status: error.status, message: error.message.replaceAll(apiKey, "[redacted]") });
}
