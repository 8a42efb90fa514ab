import { once } from "node:events";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BODY_LIMITS } from "../app/config/constants.ts";
import type { TrustProxy } from "../app/config/trust-proxy.ts";

// The React Router handler is replaced by one that shows what the app would see of the request.
// A body the handler cannot read is answered 400, as a route's own parsing would.
const handled = vi.hoisted(() => ({ count: 0 }));
vi.mock("react-router", () => ({
  createRequestHandler: () => async (request: Request) => {
    handled.count += 1;
    const body = request.method === "POST" ? await request.text().catch(() => null) : "";
    if (body === null) return new Response("unreadable", { status: 400 });
    return new Response(JSON.stringify({ url: request.url, clientIp: request.headers.get("x-client-ip"), bodyBytes: body.length }), {
      headers: { "content-type": "text/html" },
    });
  },
}));

const { createHttpServer } = await import("./app.ts");
const { createProbes } = await import("./probes.ts");
const { createPageHandler } = await import("./page-handler.ts");

const build = { entry: { module: { createLoadContext: () => ({}) } } } as unknown as ServerBuild;
let server: Server | undefined;

async function start(origin: string, trustProxy: TrustProxy = false, probes = createProbes(), metricsToken?: string) {
  const pages = createPageHandler({ getBuild: async () => build, mode: "production", isRenderCacheEnabled: true });
  server = createHttpServer({ projectRoot: ".", origin, trustProxy, pages, probes, metricsToken, devMiddleware: (_request, _response, next) => next() });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as AddressInfo).port;
}

/** A GET's status and body. */
async function textOf(port: number, path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: response.status, body: await response.text() };
}

/** A POST with a body of `bytes` bytes, sent in 64 KB chunks without a Content-Length unless `declared`. */
function post(port: number, path: string, bytes: number, { declared = false } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...(declared ? { "content-length": bytes } : {}) },
      },
      (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    // The server may close the connection before the whole body is sent: that is the point.
    request.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, "a");
    let left = bytes;
    const writeMore = () => {
      while (left > 0) {
        const part = chunk.subarray(0, Math.min(left, chunk.length));
        left -= part.length;
        if (!request.write(part)) return request.once("drain", writeMore);
      }
      request.end();
    };
    writeMore();
  });
}

/** A raw request, so Host and X-Forwarded-* can be anything a client writes. */
function get(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; seen: { url: string; clientIp: string } }>((resolve, reject) => {
    httpRequest({ host: "127.0.0.1", port, path, headers }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, seen: JSON.parse(body) as { url: string; clientIp: string } }),
      );
    })
      .on("error", reject)
      .end();
  });
}

afterEach(() => {
  server?.close();
  server = undefined;
});

describe("the HTTP server", () => {
  it("builds every request's URL on the configured origin, whatever Host and X-Forwarded-* say", async () => {
    const port = await start("http://localhost:3000");
    const forged = await get(port, "/reset-password?x=1", { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" });
    expect(forged.seen.url).toBe("http://localhost:3000/reset-password?x=1");
  });

  it("answers behind a TLS proxy with the public https origin, so the browser's Origin matches on writes", async () => {
    const port = await start("https://zvuk.example", ["loopback"]);
    const proxied = await get(port, "/login", { host: "zvuk.example", "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.7" });
    expect(proxied.seen.url).toBe("https://zvuk.example/login");
  });

  it("never serves one Host's render to another: the cached copy is the configured origin's", async () => {
    const port = await start("http://localhost:3000");
    const first = await get(port, "/cached", { host: "evil.example" });
    const second = await get(port, "/cached", { host: "localhost:3000" });
    expect(first.seen.url).toBe("http://localhost:3000/cached");
    expect(second.seen).toEqual(first.seen);
  });

  it("sends Strict-Transport-Security on an https site, from the cache and from a render, and not on plain http", async () => {
    const httpsPort = await start("https://zvuk.example");
    for (const answer of [await get(httpsPort, "/hsts", {}), await get(httpsPort, "/hsts", {})]) {
      expect(answer.headers["strict-transport-security"]).toBe("max-age=31536000");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    }
    server?.close();
    const httpPort = await start("http://localhost:3000");
    const plain = await get(httpPort, "/hsts", {});
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    expect(plain.headers["x-frame-options"]).toBe("DENY");
  });

  it("takes the client's address from the first untrusted hop, never from entries the client wrote", async () => {
    const behindProxy = await start("http://localhost:3000", ["loopback"]);
    // An appending proxy (nginx's $proxy_add_x_forwarded_for) adds the address it saw on the right.
    const rotated = await get(behindProxy, "/ip", {
      "x-forwarded-for": "198.51.100.99, 203.0.113.7",
      "x-client-ip": "198.51.100.1",
      cookie: "better-auth.session_token=x",
    });
    expect(rotated.seen.clientIp).toBe("203.0.113.7");
    server?.close();
    const direct = await start("http://localhost:3000");
    const forged = await get(direct, "/ip", { "x-forwarded-for": "198.51.100.99", "x-client-ip": "198.51.100.1", cookie: "better-auth.session_token=x" });
    expect(forged.seen.clientIp).toBe("127.0.0.1");
  });

  it("caps request bodies by route: a declared size over the cap is refused unread, a streamed one at the cap", async () => {
    const port = await start("http://localhost:3000");
    const within = await post(port, "/dashboard", BODY_LIMITS.formBytes, { declared: true });
    expect(within.status).toBe(200);
    expect(JSON.parse(within.body)).toMatchObject({ bodyBytes: BODY_LIMITS.formBytes });

    const before = handled.count;
    const declared = await post(port, "/api/reviews", 200 * 1024 * 1024, { declared: true });
    expect(declared).toEqual({ status: 413, body: "Слишком большой запрос." });
    expect(handled.count).toBe(before);

    const streamed = await post(port, "/en/dashboard", 20 * 1024 * 1024);
    expect(streamed).toEqual({ status: 413, body: "The request is too large." });
    expect((await post(port, "/api/auth/sign-in/email", BODY_LIMITS.authBytes + 1)).status).toBe(413);
    expect((await post(port, "/api/payments/webhook", BODY_LIMITS.notificationBytes)).status).toBe(200);
  });

  it("refuses methods the site does not take (TRACE; Node's parser already answers 400 to unknown ones) with 405 and what it allows, before any route", async () => {
    const port = await start("http://localhost:3000");
    const before = handled.count;
    for (const method of ["TRACE"]) {
      const answer = await new Promise<{ status: number; allow: unknown }>((resolve, reject) => {
        httpRequest({ host: "127.0.0.1", port, path: "/specialists", method }, (response) => {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow }));
        })
          .on("error", reject)
          .end();
      });
      expect(answer).toEqual({ status: 405, allow: "GET, HEAD, POST" });
    }
    expect(handled.count).toBe(before);
  });

  it("answers /livez itself, sends /readyz and /healthz to the app, and answers them 503 once draining while pages still work", async () => {
    const probes = createProbes();
    const port = await start("http://localhost:3000", false, probes);
    const fetchText = (path: string) => textOf(port, path);
    const before = handled.count;
    expect(await fetchText("/livez")).toEqual({ status: 200, body: "ok" });
    expect(JSON.parse((await fetchText("/version")).body)).toEqual({ version: expect.stringMatching(/^[0-9a-f]{7,}$|^unknown$/), node: process.versions.node });
    expect(handled.count).toBe(before);
    expect((await fetchText("/readyz")).status).toBe(200);
    expect(handled.count).toBe(before + 1);

    probes.startDraining();
    expect(await fetchText("/readyz")).toEqual({ status: 503, body: "draining" });
    expect(await fetchText("/healthz?probe=lb")).toEqual({ status: 503, body: "draining" });
    expect(await fetchText("/livez")).toEqual({ status: 200, body: "ok" });
    const page = await fetch(`http://127.0.0.1:${port}/about`);
    expect(page.status).toBe(200);
    expect(page.headers.get("connection")).toBe("close");
  });

  it("while the services start: /livez answers, /readyz says what start-up waits for, and a page waits for the start", async () => {
    const probes = createProbes({ startPhase: "opening the database", holdMs: 10_000 });
    const port = await start("http://localhost:3000", false, probes);
    const fetchText = (path: string) => textOf(port, path);
    const before = handled.count;
    expect(await fetchText("/livez")).toEqual({ status: 200, body: "ok" });
    probes.setStartPhase("waiting for PostgreSQL at db:5432");
    expect(await fetchText("/readyz")).toEqual({ status: 503, body: "starting: waiting for PostgreSQL at db:5432" });
    let isAnswered = false;
    const page = fetchText("/about").finally(() => (isAnswered = true));
    // Two round trips later the page is still waiting.
    expect((await fetchText("/readyz")).status).toBe(503);
    expect((await fetchText("/livez")).status).toBe(200);
    expect({ isAnswered, handled: handled.count }).toEqual({ isAnswered: false, handled: before });
    probes.markStarted();
    expect((await page).status).toBe(200);
    expect(handled.count).toBe(before + 1);
    expect((await fetchText("/readyz")).status).toBe(200);
  });

  it("answers a page 503 with Retry-After when the services do not start within the hold", async () => {
    const port = await start("http://localhost:3000", false, createProbes({ startPhase: "opening the database", holdMs: 50 }));
    const before = handled.count;
    const response = await fetch(`http://127.0.0.1:${port}/about`);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("10");
    expect(await response.text()).toBe("Сайт запускается: обновите страницу через минуту.\nThe site is starting: reload the page in a minute.\n");
    expect(handled.count).toBe(before);
  });

  it("keeps a trusted proxy's X-Request-Id and replaces anyone else's", async () => {
    const id = "0f1e2d3c4b5a69788796a5b4c3d2e1f0";
    const behindProxy = await start("http://localhost:3000", ["loopback"]);
    expect((await get(behindProxy, "/about", { "x-request-id": id })).headers["x-request-id"]).toBe(id);
    expect((await get(behindProxy, "/about", { "x-request-id": "bad id\twith spaces" })).headers["x-request-id"]).not.toBe("bad id\twith spaces");
    server?.close();
    const direct = await start("http://localhost:3000");
    const replaced = (await get(direct, "/about", { "x-request-id": id })).headers["x-request-id"];
    expect(replaced).not.toBe(id);
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("serves /metrics only with METRICS_TOKEN and only to a scraper that sends it; counts requests and render-cache lookups", async () => {
    const unconfigured = await start("http://localhost:3000");
    const before = handled.count;
    await fetch(`http://127.0.0.1:${unconfigured}/metrics`);
    expect(handled.count).toBe(before + 1);
    server?.close();

    const token = "scraper-token-0123456789";
    const port = await start("http://localhost:3000", false, createProbes(), token);
    await fetch(`http://127.0.0.1:${port}/about?metrics=1`);
    await fetch(`http://127.0.0.1:${port}/about?metrics=1`);
    for (const authorization of [undefined, "Bearer wrong-token-0123456789", token]) {
      const refused = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(refused.status).toBe(401);
    }
    const scraped = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(scraped.status).toBe(200);
    const text = await scraped.text();
    expect(text).toMatch(/^http_requests_total\{route="\(none\)",method="GET",status="200"\} \d+$/m);
    expect(text).toMatch(/^render_cache_lookups_total\{result="hit"\} \d+$/m);
    expect(text).toContain("http_request_duration_seconds_bucket");
  });
});
