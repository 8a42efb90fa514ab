import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { gunzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { describe, expect, it, vi } from "vitest";

// The React Router handler is replaced by one that echoes the nonce it was given, as the real document does, and
// names the route it matched as the root route's middleware does.
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock("react-router", () => ({
  createRequestHandler: () => async (request: Request, context: { nonce: string; route?: string }) => {
    renders.count += 1;
    context.route = "/:page";
    const isData = new URL(request.url).pathname.endsWith(".data");
    return new Response(isData ? "data" : `<script nonce="${context.nonce}">1</script><script nonce="${context.nonce}">2</script>`, {
      headers: { "content-type": isData ? "text/x-script" : "text/html" },
    });
  },
}));

const { createPageHandler } = await import("./page-handler.ts");
const { registry } = await import("../app/adapters/metrics.server.ts");

const build = { entry: { module: { createLoadContext: (info: { nonce: string }) => info } } } as unknown as ServerBuild;
const pages = createPageHandler({ getBuild: async () => build, mode: "production", isRenderCacheEnabled: true });

const nonceOf = (csp: string | null | undefined) => /'nonce-([\w-]+)'/.exec(csp ?? "")?.[1] ?? "";

/** A minimal Node request/response pair for the cached fast path. */
function nodeExchange(url: string, headers: Record<string, string> = {}) {
  const written: { status?: number; headers?: Record<string, string | number>; body?: Buffer } = {};
  const request = Object.assign(new EventEmitter(), { method: "GET", url, headers }) as unknown as IncomingMessage;
  const response = {
    writeHead(status: number, head: Record<string, string | number>) {
      written.status = status;
      written.headers = head;
    },
    end(body?: Buffer) {
      written.body = body;
    },
  } as unknown as ServerResponse;
  return { request, response, written };
}

describe("page handler", () => {
  it("renders each uncached document with its own nonce in both the CSP header and every script", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await pages.handlePage(new Request(`http://localhost/page-${i}`, { headers: { cookie: "better-auth.session_token=x" } }));
      const nonce = nonceOf(response.headers.get("content-security-policy"));
      expect(nonce).toMatch(/^[\w-]{22}$/);
      expect((await response.text()).match(/nonce="([\w-]+)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
      seen.add(nonce);
    }
    expect(seen.size).toBe(3);
  });

  it("marks shared pages cacheable by a CDN and signed-in pages private", async () => {
    const anonymous = await pages.handlePage(new Request("http://localhost/"));
    expect(anonymous.headers.get("cache-control")).toMatch(/^public, .*s-maxage=5/);
    const signedIn = await pages.handlePage(new Request("http://localhost/", { headers: { cookie: "better-auth.session_token=x" } }));
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
  });

  it("serves a cached page from Node with a CSP matching its body, compressed when asked", async () => {
    const before = renders.count;
    await pages.handlePage(new Request("http://localhost/cached"));
    const plain = nodeExchange("/cached");
    expect(pages.serveCached(plain.request, plain.response)).toBe(true);
    const body = plain.written.body?.toString() ?? "";
    expect(body).toContain(`nonce="${nonceOf(String(plain.written.headers?.["content-security-policy"]))}"`);

    const gzip = nodeExchange("/cached", { "accept-encoding": "gzip, deflate" });
    expect(pages.serveCached(gzip.request, gzip.response)).toBe(true);
    expect(gzip.written.headers?.["Content-Encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.written.body ?? Buffer.alloc(0)).toString()).toBe(body);
    expect(renders.count - before).toBe(1);
  });

  it("never serves the shared copy to a signed-in request", async () => {
    await pages.handlePage(new Request("http://localhost/private-check"));
    const signedIn = nodeExchange("/private-check", { cookie: "better-auth.session_token=x" });
    expect(pages.serveCached(signedIn.request, signedIn.response)).toBe(false);
  });

  it("counts a render-cache hit, from Node or through Express, under the route that rendered the page", async () => {
    const counted = async () => {
      const { values } = await registry.getSingleMetric("http_requests_total")!.get();
      return Object.fromEntries(values.map(({ labels, value }) => [`${labels.route} ${labels.method} ${labels.status}`, value]));
    };
    const before = await counted();
    await pages.handlePage(new Request("http://localhost/labelled"));
    await pages.handlePage(new Request("http://localhost/labelled"));
    const exchange = nodeExchange("/labelled");
    expect(pages.serveCached(exchange.request, exchange.response)).toBe(true);
    const after = await counted();
    expect((after["/:page GET 200"] ?? 0) - (before["/:page GET 200"] ?? 0)).toBe(3);
    expect(Object.keys(after).filter((series) => !series.startsWith("/:page "))).toEqual([]);
  });

  it("adds the CSP to documents only", async () => {
    const data = await pages.handlePage(new Request("http://localhost/about.data"));
    expect(data.headers.has("content-security-policy")).toBe(false);
    expect(await data.text()).toBe("data");
  });
});
