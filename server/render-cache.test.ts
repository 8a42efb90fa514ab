import { describe, expect, it, vi } from "vitest";
import { RenderCache, preferredEncoding, type CachedPage, type Rendered } from "./render-cache.ts";

const html = (body: string, init: ResponseInit = {}) =>
  new Response(body, { status: 200, ...init, headers: { "content-type": "text/html; charset=utf-8", ...init.headers } });
const rendered = (response: Response, route = "/job/:id"): Rendered => ({ response, route });

function cacheAt(clock: { now: number }, maxEntries = 3) {
  return new RenderCache({ ttlMs: 5000, maxEntries, maxBodyBytes: 1024, now: () => clock.now });
}

describe("RenderCache.isShareable", () => {
  it("shares anonymous GETs only", () => {
    expect(RenderCache.isShareable("GET", undefined)).toBe(true);
    expect(RenderCache.isShareable("GET", "theme=dark")).toBe(true);
    expect(RenderCache.isShareable("POST", undefined)).toBe(false);
    expect(RenderCache.isShareable("GET", "a=1; better-auth.session_token=abc")).toBe(false);
    expect(RenderCache.isShareable("GET", "__Secure-better-auth.session_token=abc")).toBe(false);
  });

  it("keys by path and query, the same for Node's raw URL and a full URL", () => {
    expect(RenderCache.keyOf("http://x/en/about?q=1")).toBe("/en/about?q=1");
    expect(RenderCache.keyOf("/en/about?q=1")).toBe("/en/about?q=1");
    expect(RenderCache.keyOf("/?q=%D0%B7%D0%B2%D1%83%D0%BA")).toBe(RenderCache.keyOf("http://x/?q=%D0%B7%D0%B2%D1%83%D0%BA"));
  });
});

describe("RenderCache.getOrRender", () => {
  it("renders once and serves the stored page, with the route that rendered it, until the TTL passes", async () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    const render = vi.fn(async () => rendered(html("<p>hi</p>"), "/job/:id"));
    const first = (await cache.getOrRender("/job/7", render)) as CachedPage;
    expect(first.body.toString()).toContain("hi");
    clock.now = 4999;
    expect(((await cache.getOrRender("/job/7", render)) as CachedPage).route).toBe("/job/:id");
    expect(cache.get("/job/7")?.route).toBe("/job/:id");
    expect(render).toHaveBeenCalledTimes(1);
    clock.now = 5001;
    await cache.getOrRender("/job/7", render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("forgets every page on clear, and does not keep a render that began before it", async () => {
    const cache = cacheAt({ now: 0 });
    await cache.getOrRender("/", async () => rendered(html("old home")));
    const slow = Promise.withResolvers<Rendered>();
    const begun = cache.getOrRender("/about", () => slow.promise);
    cache.clear();
    expect(cache.get("/")).toBeNull();
    slow.resolve(rendered(html("about, read before the change")));
    expect(((await begun) as CachedPage).body.toString()).toBe("about, read before the change");
    expect(cache.get("/about")).toBeNull();
    expect(((await cache.getOrRender("/", async () => rendered(html("new home")))) as CachedPage).body.toString()).toBe("new home");
  });

  it("lets concurrent misses share one render", async () => {
    const cache = cacheAt({ now: 0 });
    const render = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return rendered(html("page"));
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
      const result = await cache.getOrRender(`/case-${index}`, async () => rendered(response));
      expect(result).toBeInstanceOf(Response);
    }
    expect(cache.size).toBe(0);
  });

  it("stays bounded, evicting the least recently used page", async () => {
    const cache = cacheAt({ now: 0 }, 2);
    const render = (body: string) => async () => rendered(html(body));
    await cache.getOrRender("/a", render("a"));
    await cache.getOrRender("/b", render("b"));
    cache.get("/a");
    await cache.getOrRender("/c", render("c"));
    expect(cache.size).toBe(2);
    expect(cache.get("/a")).not.toBeNull();
    expect(cache.get("/b")).toBeNull();
  });
});

describe("preferredEncoding", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["gzip, deflate", "gzip"],
    ["gzip, deflate, br, zstd", "br"],
    ["br", "br"],
    ["deflate", null],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0.5, br;q=0.9", "br"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["gzip;q=0, br;q=0", null],
    ["*", "br"],
    ["*;q=0", null],
  ] as const)("Accept-Encoding %j → %s (null: none, identity)", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
