import { describe, expect, it, vi } from "vitest";
import { RenderCache, type CachedPage } from "./render-cache.ts";

const html = (body: string, init: ResponseInit = {}) =>
  new Response(body, { status: 200, ...init, headers: { "content-type": "text/html; charset=utf-8", ...init.headers } });

function cacheAt(clock: { now: number }, maxEntries = 3) {
  return new RenderCache({ ttlMs: 5000, maxEntries, maxBodyBytes: 1024, now: () => clock.now });
}

describe("RenderCache.isShareable", () => {
  it("shares anonymous GETs only", () => {
    expect(RenderCache.isShareable(new Request("http://x/about"))).toBe(true);
    expect(RenderCache.isShareable(new Request("http://x/about", { headers: { cookie: "theme=dark" } }))).toBe(true);
    expect(RenderCache.isShareable(new Request("http://x/about", { method: "POST" }))).toBe(false);
    expect(RenderCache.isShareable(new Request("http://x/about", { headers: { cookie: "a=1; better-auth.session_token=abc" } }))).toBe(false);
    expect(RenderCache.isShareable(new Request("http://x/about", { headers: { cookie: "__Secure-better-auth.session_token=abc" } }))).toBe(false);
  });

  it("keys by path and query, so each language and search has its own entry", () => {
    expect(RenderCache.keyOf(new Request("http://x/en/about?q=1"))).toBe("/en/about?q=1");
  });
});

describe("RenderCache.getOrRender", () => {
  it("renders once and serves the stored page until the TTL passes", async () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    const render = vi.fn(async () => ({ response: html("<p nonce=\"n1\">hi</p>"), nonce: "n1" }));
    const first = (await cache.getOrRender("/", render)) as CachedPage;
    expect(first.body).toContain("hi");
    clock.now = 4999;
    await cache.getOrRender("/", render);
    expect(render).toHaveBeenCalledTimes(1);
    clock.now = 5001;
    await cache.getOrRender("/", render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("lets concurrent misses share one render", async () => {
    const cache = cacheAt({ now: 0 });
    const render = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { response: html("page"), nonce: "n" };
    });
    await Promise.all(Array.from({ length: 20 }, () => cache.getOrRender("/", render)));
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("passes through what must not be shared: errors, cookies, private, other types, big bodies", async () => {
    const cache = cacheAt({ now: 0 });
    const cases = [
      html("missing", { status: 404 }),
      html("with cookie", { headers: { "set-cookie": "a=1" } }),
      html("private", { headers: { "cache-control": "private, no-store" } }),
      new Response("{}", { headers: { "content-type": "application/json" } }),
      html("x".repeat(2000)),
    ];
    for (const [index, response] of cases.entries()) {
      const result = await cache.getOrRender(`/case-${index}`, async () => ({ response, nonce: "n" }));
      expect(result).toBeInstanceOf(Response);
    }
    expect(cache.size).toBe(0);
  });

  it("stays bounded, evicting the least recently used page", async () => {
    const cache = cacheAt({ now: 0 }, 2);
    const render = (body: string) => async () => ({ response: html(body), nonce: "n" });
    await cache.getOrRender("/a", render("a"));
    await cache.getOrRender("/b", render("b"));
    cache.get("/a");
    await cache.getOrRender("/c", render("c"));
    expect(cache.size).toBe(2);
    expect(cache.get("/a")).not.toBeNull();
    expect(cache.get("/b")).toBeNull();
  });
});
