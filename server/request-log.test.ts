import { once } from "node:events";
import { createServer, request as httpRequest, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { registry } from "../app/adapters/metrics.server.ts";
import { trackRequest } from "./request-log.ts";

// A server that tracks each request and keeps its response open until the test ends it.
const waiting: { response: ServerResponse; closed: Promise<unknown> }[] = [];
const server = createServer((request, response) => {
  trackRequest(request, response, () => false);
  waiting.push({ response, closed: once(response, "close") });
});
server.listen(0, "127.0.0.1");
await once(server, "listening");
const { port } = server.address() as AddressInfo;
afterAll(() => server.close());

async function inFlight(): Promise<number> {
  const scraped = await registry.metrics();
  return Number(/^http_requests_in_flight (\d+)$/m.exec(scraped)?.[1]);
}

async function untilAnswering(count: number): Promise<void> {
  while (waiting.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe("requests in flight", () => {
  it("counts a request from its arrival until its response ends, or until its client goes away", async () => {
    const idle = await inFlight();
    const answered = new Promise((resolve) => httpRequest({ host: "127.0.0.1", port, path: "/a" }, resolve).end());
    const abandoned = httpRequest({ host: "127.0.0.1", port, path: "/b" });
    abandoned.on("error", () => undefined);
    abandoned.end();
    await untilAnswering(2);
    expect(await inFlight()).toBe(idle + 2);

    waiting[0]?.response.end("done");
    await answered;
    abandoned.destroy();
    await Promise.all(waiting.map(({ closed }) => closed));
    expect(await inFlight()).toBe(idle);
  });
});
