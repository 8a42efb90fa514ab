import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, it } from "vitest";
import { createProbes } from "./probes.ts";
import { shutDown } from "./shutdown.ts";

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** The answer of one GET on a new connection, or the error code when the connection is refused. */
async function get(port: number, path: string): Promise<string> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { connection: "close" } });
    return `${response.status} ${await response.text()}`;
  } catch (error) {
    return String((error as { cause?: { code?: string } }).cause?.code ?? error);
  }
}

it("drains before it closes: readiness 503 while pages are served, then a slow request finishes and the services stop last", async () => {
  const probes = createProbes();
  const events: string[] = [];
  const slow = { arrived: Promise.withResolvers<void>(), release: () => {} };
  const app = createServer((request, response) => {
    if (probes.answer(request, response)) return;
    if (request.url === "/slow") {
      slow.release = () => response.end("slow done");
      slow.arrived.resolve();
      return;
    }
    response.end(request.url === "/readyz" ? "ok" : "page");
  });
  server = app;
  app.listen(0, "127.0.0.1");
  await once(app, "listening");
  const { port } = app.address() as AddressInfo;

  const slowAnswer = get(port, "/slow");
  await slow.arrived.promise;
  const signalledAt = Date.now();
  const stopped = shutDown({ server: app, probes, drainMs: 300, graceMs: 5_000, stopServices: async () => void events.push("services stopped") }).then(() =>
    events.push("shut down"),
  );

  expect(await get(port, "/readyz")).toBe("503 draining");
  expect(await get(port, "/about")).toBe("200 page");
  expect(await get(port, "/livez")).toBe("200 ok");
  // Once the drain is over the listener closes: new connections are refused while the slow request is still served.
  let page = await get(port, "/about");
  while (page !== "ECONNREFUSED" && Date.now() - signalledAt < 5_000) page = await get(port, "/about");
  expect(page).toBe("ECONNREFUSED");
  expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(300);
  expect(events).toEqual([]);
  slow.release();
  expect(await slowAnswer).toBe("200 slow done");
  await stopped;
  expect(events).toEqual(["services stopped", "shut down"]);
});
