import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { registry } from "../app/adapters/metrics.server.ts";

/**
 * GET /metrics for Prometheus (docs/decisions/013): only with METRICS_TOKEN set, and only to a scraper that sends
 * it as `Authorization: Bearer …`; without a token the path is an ordinary unknown page. True when it answered.
 */
export function answerMetrics(request: IncomingMessage, response: ServerResponse, token: string | undefined): boolean {
  if (!token || (request.url ?? "").split("?")[0] !== "/metrics") return false;
  const sent = Buffer.from(request.headers.authorization ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
    response.writeHead(401, { "WWW-Authenticate": 'Bearer realm="metrics"', "Cache-Control": "no-store" }).end();
    return true;
  }
  registry.metrics().then(
    (text) => response.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" }).end(text),
    () => response.writeHead(500).end(),
  );
  return true;
}
