import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { logger } from "../app/adapters/logger.server.ts";

/** Gives the request an id (shared with the page handler's error logs) and logs one line when it ends. */
export function trackRequest(request: IncomingMessage, response: ServerResponse): void {
  const requestId = randomUUID();
  request.headers["x-request-id"] = requestId;
  response.setHeader("X-Request-Id", requestId);
  if (!logger.isLevelEnabled("info")) return;
  const startedAt = process.hrtime.bigint();
  response.once("finish", () => {
    const ms = Number(process.hrtime.bigint() - startedAt) / 1e6;
    logger.info({ requestId, method: request.method, url: request.url, status: response.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
  });
}
