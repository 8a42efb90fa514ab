import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { metrics } from "../app/adapters/metrics.server.ts";
import { RENDER_CACHE } from "../app/config/constants.ts";
import { RenderCache, preferredEncoding, type CachedPage, type Rendered } from "./render-cache.ts";
import { contentSecurityPolicy, createNonce } from "./security-headers.ts";

interface AppEntryModule {
  /** `route` is filled in by the root route's middleware with the matched pattern (app/server/request-context.ts). */
  createLoadContext(info: { nonce: string; requestId: string; route?: string }): RouterContextProvider;
}

/** The label of answers no route matched (static files never get here). */
const UNMATCHED = "(none)";

function record(route: string, method: string, status: number, startedAt: number): void {
  metrics.requests.inc({ route, method, status });
  metrics.requestSeconds.observe({ route, method }, (performance.now() - startedAt) / 1000);
}

export interface PageHandlerOptions {
  getBuild: () => Promise<ServerBuild>;
  mode: "development" | "production" | "test";
  isRenderCacheEnabled: boolean;
}

const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${RENDER_CACHE.ttlMs / 1000}, stale-while-revalidate=30`;

/**
 * The handler for every page and data request: a fresh CSP nonce per render, and the anonymous
 * render cache — filled through the Fetch handler, served straight from Node on a hit.
 */
export function createPageHandler({ getBuild, mode, isRenderCacheEnabled }: PageHandlerOptions) {
  const cache = new RenderCache(RENDER_CACHE);
  const isDevelopment = mode === "development";
  // Creating a handler flattens and ranks the whole route table: once per build, not per request.
  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();

  async function render(request: Request): Promise<Rendered> {
    const build = await getBuild();
    let handler = handlers.get(build);
    if (!handler) {
      handler = createRequestHandler(build, mode);
      handlers.set(build, handler);
    }
    const startedAt = performance.now();
    const info = { nonce: createNonce(), requestId: request.headers.get("x-request-id") ?? "", route: undefined as string | undefined };
    const entry = build.entry.module as unknown as AppEntryModule;
    const response = await handler(request, entry.createLoadContext(info));
    if (response.headers.get("content-type")?.startsWith("text/html")) {
      response.headers.set("Content-Security-Policy", contentSecurityPolicy(info.nonce, { isDevelopment }));
    }
    const route = info.route ?? UNMATCHED;
    record(route, request.method, response.status, startedAt);
    return { response, route };
  }

  async function handlePage(request: Request): Promise<Response> {
    if (!isRenderCacheEnabled || !RenderCache.isShareable(request.method, request.headers.get("cookie"))) {
      const { response } = await render(request);
      if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", "private, no-store");
      return response;
    }
    const startedAt = performance.now();
    let isRendered = false;
    const result = await cache.getOrRender(RenderCache.keyOf(request.url), () => {
      isRendered = true;
      return render(request);
    });
    metrics.renderCache.inc({ result: isRendered ? "miss" : "hit" });
    if (result instanceof Response) return result;
    if (!isRendered) record(result.route, request.method, result.status, startedAt);
    return new Response(new Uint8Array(result.body), { status: result.status, headers: { ...result.headers, ...sharedHeaders() } });
  }

  /** Answers a cached anonymous GET without leaving Node's request/response; false when it cannot. */
  function serveCached(request: IncomingMessage, response: ServerResponse): boolean {
    if (!isRenderCacheEnabled || !request.url || !RenderCache.isShareable(request.method ?? "", request.headers.cookie)) return false;
    const startedAt = performance.now();
    const page = cache.get(RenderCache.keyOf(request.url));
    if (!page) return false;
    writeCached(page, request, response);
    metrics.renderCache.inc({ result: "hit" });
    record(page.route, request.method ?? "GET", page.status, startedAt);
    return true;
  }

  /** After a change to what pages show (here or on another instance): the next request renders afresh. */
  function forgetRenders(): void {
    cache.clear();
  }

  return { handlePage, serveCached, forgetRenders };
}

function sharedHeaders(): Record<string, string> {
  return { "Cache-Control": SHARED_CACHE_CONTROL, Vary: "Cookie, Accept-Encoding" };
}

function writeCached(page: CachedPage, request: IncomingMessage, response: ServerResponse): void {
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  const body = RenderCache.bodyFor(page, encoding);
  // The security headers are already set on `response` (server/app.ts); these are merged with them.
  response.writeHead(page.status, {
    ...page.headers,
    ...sharedHeaders(),
    "Content-Length": body.byteLength,
    ...(encoding ? { "Content-Encoding": encoding } : {}),
  });
  response.end(request.method === "HEAD" ? undefined : body);
}
