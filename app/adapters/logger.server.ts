import pino from "pino";
import { redactUrl, serializeError } from "./log-redaction.ts";

// One JSON line per event; request lines carry the request id the server assigned. What users typed stays
// out: errors lose their queries' bound values and addresses their query values (log-redaction.ts).
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: undefined,
  serializers: { err: serializeError, url: redactUrl },
});
