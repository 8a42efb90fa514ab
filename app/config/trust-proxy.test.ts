import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "./trust-proxy";

describe("TRUST_PROXY", () => {
  it("takes off, a hop count or the proxies' addresses, ranges and names", () => {
    expect(parseTrustProxy("off")).toEqual({ value: false });
    expect(parseTrustProxy("1")).toEqual({ value: 1 });
    expect(parseTrustProxy("loopback, 10.0.0.0/8,fd00::1")).toEqual({ value: ["loopback", "10.0.0.0/8", "fd00::1"] });
  });

  it("refuses `on`, which trusted every entry a client writes, and anything it cannot read", () => {
    expect(parseTrustProxy("on")).toEqual({ error: expect.stringContaining("would trust every X-Forwarded-For entry") });
    expect(parseTrustProxy("0")).toEqual({ error: expect.stringContaining("a hop count is 1 to 16") });
    expect(parseTrustProxy("loopback, nginx")).toEqual({ error: expect.stringContaining('"nginx" is not off, a hop count') });
    expect(parseTrustProxy("10.0.0.0/33")).toEqual({ error: expect.stringContaining('"10.0.0.0/33"') });
  });
});
