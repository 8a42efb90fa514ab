import { describe, expect, it } from "vitest";
import { pagePathOf } from "./page-path";

describe("pagePathOf", () => {
  it.each([
    ["/dashboard?tab=saved", "/dashboard?tab=saved"],
    ["/dashboard.data?tab=saved&_routes=routes%2Fdashboard", "/dashboard?tab=saved"],
    ["/en/dashboard.data", "/en/dashboard"],
    ["/_root.data?_routes=root", "/"],
    ["/en.data", "/en"],
    ["/payment/success.data?payment_id=p1", "/payment/success?payment_id=p1"],
    ["/job/42", "/job/42"],
  ])("%s → %s", (address, expected) => {
    expect(pagePathOf(new URL(address, "http://localhost:3000"))).toBe(expected);
  });
});
