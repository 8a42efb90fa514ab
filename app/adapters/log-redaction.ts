import { stdSerializers } from "pino";

/**
 * What the logs may hold of what users send. A failed query's error (drizzle's DrizzleQueryError) carries
 * every bound value — a review's text, a profile's bio, an e-mail — in its `params`, its message and its
 * stack; an address carries search words and the password-reset token in its query. The logger's
 * serializers (logger.server.ts) pass both through here, so no call site has to remember.
 */

const KEPT_PATH_CHARS = 200;
const DIGITS = /^\d{1,10}$/u;

/** The address with each query value replaced by its length (numbers stay: pages, sizes) and a long path cut. */
export function redactUrl(url: unknown): unknown {
  if (typeof url !== "string") return url;
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const shownPath = path.length > KEPT_PATH_CHARS ? `${path.slice(0, KEPT_PATH_CHARS)}…[${path.length} chars]` : path;
  if (queryStart === -1) return shownPath;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  const parts = [...query].map(([name, value]) => `${name.slice(0, 40)}=${DIGITS.test(value) ? value : `[${value.length} chars]`}`);
  return `${shownPath}?${parts.join("&")}`;
}

/** "Failed query: … params: <values>" → the same with the values counted, not repeated. */
function withoutParams(text: string | undefined, count: number): string | undefined {
  return text?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/u, `\nparams: [${count} values redacted]`);
}

/**
 * A copy of the error and its causes in which each failed query's bound values are counted, not repeated
 * (pino folds causes into one message and stack, so this happens before serialization). The error thrown
 * stays as it was.
 */
function redacted(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 10) return error;
  const params = (error as { params?: unknown }).params;
  const cause = redacted(error.cause, depth + 1);
  if (!Array.isArray(params) && cause === error.cause) return error;
  const copy = Object.assign(Object.create(Object.getPrototypeOf(error) as object) as Error, error);
  const count = Array.isArray(params) ? params.length : 0;
  Object.defineProperties(copy, {
    message: { value: Array.isArray(params) ? withoutParams(error.message, count) : error.message, enumerable: false, writable: true },
    stack: { value: Array.isArray(params) ? withoutParams(error.stack, count) : error.stack, enumerable: false, writable: true },
    cause: { value: cause, enumerable: false, writable: true },
  });
  if (Array.isArray(params)) delete (copy as { params?: unknown }).params;
  return copy;
}

/** pino's standard error serializer over a copy without the bound values of any failed query in the cause chain. */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  return stdSerializers.err(redacted(error) as Error);
}
