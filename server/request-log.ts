import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { logger } from "../app/adapters/logger.server.ts";
import { metrics } from "../app/adapters/metrics.server.ts";

/** What a request id from a proxy may look like: nginx's `$request_id` (32 hex), a UUID, a load balancer's trace id. */
const PROXY_REQUEST_ID = /^[\w.:=+/-]{8,128}$/u;

/**
 * Gives the request an id (shared with the page handler's error logs), counts it in flight until its response
 * closes, and logs one line when it ends. The id a trusted proxy sent in X-Request-Id is kept, so one id follows
 * the request through the proxy's log and ours; from anyone else it is replaced.
 */
export function trackRequest(request: IncomingMessage, response: ServerResponse, isFromTrustedProxy: (request: IncomingMessage) => boolean): void {
  const sent = request.headers["x-request-id"];
  const requestId = typeof sent === "string" && PROXY_REQUEST_ID.test(sent) && isFromTrustedProxy(request) ? sent : randomUUID();
  request.headers["x-request-id"] = requestId;
  response.setHeader("X-Request-Id", requestId);
  metrics.requestsInFlight.inc();
  response.once("close", () => metrics.requestsInFlight.dec());
  if (!logger.isLevelEnabled("info")) return;
  const startedAt = process.hrtime.bigint();
  response.once("finish", () => {
    const ms = Number(process.hrtime.bigint() - startedAt) / 1e6;
    logger.info({ requestId, method: request.method, url: request.url, status: response.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
  });
}
