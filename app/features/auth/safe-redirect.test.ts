import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/en/job/42?from=list#apply", "/en/job/42?from=list#apply"],
    ["//evil.example", "/fallback"],
    ["/\\evil.example", "/fallback"],
    ["https://evil.example/dashboard", "/fallback"],
    ["javascript:alert(1)", "/fallback"],
    ["dashboard", "/fallback"],
    ["", "/fallback"],
    [null, "/fallback"],
  ])("%s → %s", (target, expected) => {
    expect(safeRedirect(target, "/fallback")).toBe(expected);
  });
});
