import type { IncomingMessage } from "node:http";

/**
 * The client's address for rate limits, put in x-client-ip by the server itself (any value a client
 * sent is replaced). Behind a trusted proxy it is the first X-Forwarded-For entry.
 */
export function setClientIp(request: IncomingMessage, isBehindProxy: boolean): void {
  const forwarded = isBehindProxy ? String(request.headers["x-forwarded-for"] ?? "").split(",")[0]?.trim() : "";
  request.headers["x-client-ip"] = forwarded || request.socket.remoteAddress || "unknown";
}
