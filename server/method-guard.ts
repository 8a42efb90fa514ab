import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * The methods a request may use here: the site's pages and APIs answer GET, HEAD and POST, and the Fetch
 * API (which every route runs on) cannot even represent TRACE, TRACK or CONNECT. Anything else is refused
 * before routing, with 405 and the methods that are allowed — never a 500.
 */
const ALLOWED = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const ALLOW_HEADER = "GET, HEAD, POST";

/** True when the request was answered (405); the caller stops there. */
export function refuseUnsupportedMethod(request: IncomingMessage, response: ServerResponse): boolean {
  if (ALLOWED.has(request.method ?? "")) return false;
  response.writeHead(405, { Allow: ALLOW_HEADER, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  response.end("Method Not Allowed");
  return true;
}
