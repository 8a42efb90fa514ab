import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { compileTrust, setClientIp } from "./client-ip.ts";
import type { TrustProxy } from "../app/config/trust-proxy.ts";

function clientIpOf(trust: TrustProxy, remoteAddress: string, headers: Record<string, string> = {}): string {
  const request = { socket: { remoteAddress }, connection: { remoteAddress }, headers: { ...headers } } as unknown as IncomingMessage;
  setClientIp(request, compileTrust(trust));
  return String(request.headers["x-client-ip"]);
}

describe("the client's address", () => {
  it("is the connection's without a trusted proxy, whatever the client sends", () => {
    expect(clientIpOf(false, "203.0.113.7", { "x-forwarded-for": "198.51.100.1", "x-client-ip": "198.51.100.2" })).toBe("203.0.113.7");
  });

  it("is the first untrusted hop from the right: entries a client writes before an appending proxy's own are ignored", () => {
    // nginx on loopback appends the address it saw ($proxy_add_x_forwarded_for).
    for (const forged of ["1.2.3.4", "10.0.0.1, 1.2.3.4", "unknown"]) {
      expect(clientIpOf(["loopback"], "127.0.0.1", { "x-forwarded-for": `${forged}, 203.0.113.7` })).toBe("203.0.113.7");
    }
    expect(clientIpOf(1, "10.0.0.2", { "x-forwarded-for": "1.2.3.4, 203.0.113.7" })).toBe("203.0.113.7");
    expect(clientIpOf(2, "10.0.0.2", { "x-forwarded-for": "1.2.3.4, 203.0.113.7, 10.0.0.3" })).toBe("203.0.113.7");
    expect(clientIpOf(["10.0.0.0/8"], "10.0.0.2", { "x-forwarded-for": "1.2.3.4, 203.0.113.7, 10.0.0.3" })).toBe("203.0.113.7");
  });

  it("is the connection's when it does not come from a trusted proxy", () => {
    expect(clientIpOf(["loopback"], "203.0.113.7", { "x-forwarded-for": "1.2.3.4" })).toBe("203.0.113.7");
  });
});
