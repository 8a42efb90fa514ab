import { createRequestHandler, type ServerBuild } from "react-router";
import { RENDER_CACHE } from "../app/config/constants.ts";
import { RenderCache, type CachedPage } from "./render-cache.ts";
import { contentSecurityPolicy, createNonce } from "./security-headers.ts";

interface AppEntryModule {
  createLoadContext(info: { nonce: string; requestId: string }): unknown;
}

export interface PageHandlerOptions {
  getBuild: () => Promise<ServerBuild>;
  mode: "development" | "production" | "test";
  isRenderCacheEnabled: boolean;
}

const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${RENDER_CACHE.ttlMs / 1000}, stale-while-revalidate=30`;

/** The fetch handler for every page and data request: nonce + CSP, and the anonymous render cache. */
export function createPageHandler({ getBuild, mode, isRenderCacheEnabled }: PageHandlerOptions) {
  const cache = new RenderCache(RENDER_CACHE);
  const isDevelopment = mode === "development";

  async function render(request: Request): Promise<{ response: Response; nonce: string }> {
    const build = await getBuild();
    const nonce = createNonce();
    const requestId = request.headers.get("x-request-id") ?? "";
    const entry = build.entry.module as unknown as AppEntryModule;
    const handle = createRequestHandler(build, mode);
    const response = await handle(request, entry.createLoadContext({ nonce, requestId }) as never);
    if (response.headers.get("content-type")?.startsWith("text/html")) {
      response.headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, { isDevelopment }));
    }
    return { response, nonce };
  }

  return async function handlePage(request: Request): Promise<Response> {
    if (!isRenderCacheEnabled || !RenderCache.isShareable(request)) {
      const { response } = await render(request);
      if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", "private, no-store");
      return response;
    }
    const result = await cache.getOrRender(RenderCache.keyOf(request), () => render(request));
    return result instanceof Response ? result : fromCache(result, isDevelopment);
  };
}

function fromCache(page: CachedPage, isDevelopment: boolean): Response {
  const nonce = createNonce();
  const headers = new Headers(page.headers);
  const isDocument = headers.get("content-type")?.startsWith("text/html") ?? false;
  if (isDocument) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, { isDevelopment }));
  headers.set("Cache-Control", SHARED_CACHE_CONTROL);
  headers.set("Vary", "Cookie");
  return new Response(isDocument ? page.body.replaceAll(page.nonce, nonce) : page.body, { status: page.status, headers });
}
