import { once } from "node:events";
import { createServer, type Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, expect, it } from "vitest";
import { createHttpServer } from "./app.ts";
import type { createPageHandler } from "./page-handler.ts";
import { createProbes } from "./probes.ts";
import { shutDown } from "./shutdown.ts";

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** One kept-alive connection, as nginx holds to an instance: requests one at a time, and whether the server closed it. */
async function connect(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  await once(socket, "connect");
  let isClosed = false;
  socket.on("close", () => (isClosed = true));
  let buffered = "";
  socket.on("data", (chunk: Buffer) => (buffered += chunk.toString()));
  return {
    get isClosed() {
      return isClosed;
    },
    closed: once(socket, "close"),
    /** Sends GET `path` and resolves with the answer's status, `connection` header and body. */
    async get(path: string): Promise<{ status: number; connection: string; body: string }> {
      buffered = "";
      socket.write(`GET ${path} HTTP/1.1\r\nHost: instance\r\n\r\n`);
      for (;;) {
        const answer = parseAnswer(buffered);
        if (answer) return answer;
        await Promise.race([once(socket, "data"), once(socket, "close").then(() => Promise.reject(new Error(`closed while waiting for ${path}`)))]);
      }
    },
    destroy: () => socket.destroy(),
  };
}

/** A whole HTTP/1.1 answer at the start of `text` (a Content-Length body or a chunked one), or undefined while incomplete. */
function parseAnswer(text: string): { status: number; connection: string; body: string } | undefined {
  const match = /^HTTP\/1\.1 (\d+)[^\r]*\r\n([\s\S]*?)\r\n\r\n/.exec(text);
  if (!match) return undefined;
  const headers = match[2] ?? "";
  const rest = text.slice(match[0].length);
  const connection = (/connection: ([^\r]+)/i.exec(headers)?.[1] ?? "").toLowerCase();
  const length = /content-length: (\d+)/i.exec(headers)?.[1];
  if (length !== undefined) return rest.length >= Number(length) ? { status: Number(match[1]), connection, body: rest.slice(0, Number(length)) } : undefined;
  if (!rest.endsWith("0\r\n\r\n")) return undefined;
  const body = rest.replace(/(?:^|\r\n)[0-9a-f]+\r\n/gi, "").replace(/\r\n$/, "");
  return { status: Number(match[1]), connection, body };
}

/** Whether a new connection to the port is refused. */
async function isRefused(port: number): Promise<boolean> {
  const socket = net.connect(port, "127.0.0.1");
  try {
    await once(socket, "connect");
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ECONNREFUSED";
  } finally {
    socket.destroy();
  }
}

it("refuses new connections at once, answers kept-alive ones with Connection: close, leaves idle ones to the proxy for the drain, finishes a slow request, then stops the services", async () => {
  const probes = createProbes();
  const events: string[] = [];
  const slow = { arrived: Promise.withResolvers<void>(), release: () => {} };
  const pages = {
    serveCached: () => false,
    handlePage: async (request: Request) => {
      if (new URL(request.url).pathname !== "/slow") return new Response("page");
      slow.arrived.resolve();
      await new Promise<void>((resolve) => (slow.release = resolve));
      return new Response("slow done");
    },
    forgetRenders: () => {},
  } as unknown as ReturnType<typeof createPageHandler>;
  const app = createHttpServer({
    projectRoot: ".",
    origin: "http://localhost:3000",
    trustProxy: false,
    pages,
    probes,
    devMiddleware: (_request, _response, next) => next(),
  });
  server = app;
  app.listen(0, "127.0.0.1");
  await once(app, "listening");
  const { port } = app.address() as AddressInfo;

  const used = await connect(port);
  const idle = await connect(port);
  expect(await used.get("/about")).toEqual({ status: 200, connection: "keep-alive", body: "page" });
  expect(await idle.get("/about")).toEqual({ status: 200, connection: "keep-alive", body: "page" });
  const inFlight = await connect(port);
  const slowAnswer = inFlight.get("/slow");
  await slow.arrived.promise;

  const drainMs = 600;
  const signalledAt = Date.now();
  const stopped = shutDown({ server: app, probes, drainMs, graceMs: 5_000, stopServices: async () => void events.push("services stopped") }).then(() =>
    events.push("shut down"),
  );

  expect(await isRefused(port)).toBe(true);
  // A request on a connection the proxy already holds is answered, and that connection is closed after it.
  expect(await used.get("/readyz")).toEqual({ status: 503, connection: "close", body: "draining" });
  await used.closed;
  // The idle one stays open (the proxy's to close) until the drain is over; then the server closes it.
  expect(idle.isClosed).toBe(false);
  await idle.closed;
  expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(drainMs - 20);
  expect(events).toEqual([]);
  slow.release();
  expect(await slowAnswer).toEqual({ status: 200, connection: "close", body: "slow done" });
  await stopped;
  expect(events).toEqual(["services stopped", "shut down"]);
});

it("stops as soon as the last connection has ended, without waiting for the drain", async () => {
  const probes = createProbes();
  const app = createServer((request, response) => void (probes.answer(request, response) || response.end("page")));
  server = app;
  app.listen(0, "127.0.0.1");
  await once(app, "listening");
  const { port } = app.address() as AddressInfo;
  const client = await connect(port);
  expect((await client.get("/about")).status).toBe(200);
  const startedAt = Date.now();
  const stopped = shutDown({ server: app, probes, drainMs: 10_000, graceMs: 5_000, stopServices: async () => {} });
  client.destroy();
  await stopped;
  expect(Date.now() - startedAt).toBeLessThan(5_000);
});
