import fc from "fast-check";
import { redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

const SITE = "https://site.example";
const FALLBACK = "/fallback";

/** Where a browser goes with this Location header, answered on the login page of the site. */
function browserTarget(target: string): URL {
  const location = redirect(safeRedirect(target, FALLBACK)).headers.get("location") ?? "";
  return new URL(location, `${SITE}/en/login?redirectTo=x`);
}

describe("safeRedirect", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/en/job/42?from=list#apply", "/en/job/42?from=list#apply"],
    ["/en/./job/../dashboard", "/en/dashboard"],
    ["/", "/"],
    ["/?tab=saved", "/?tab=saved"],
    ["//evil.example", FALLBACK],
    ["/\\evil.example", FALLBACK],
    ["/\t/evil.example", FALLBACK],
    ["https://evil.example/dashboard", FALLBACK],
    ["javascript:alert(1)", FALLBACK],
    ["dashboard", FALLBACK],
    ["", FALLBACK],
    [null, FALLBACK],
  ])("%s → %s", (target, expected) => {
    expect(safeRedirect(target, FALLBACK)).toBe(expected);
  });

  // Each of these normalises to "//evil.example", which a browser reads as another host.
  it.each(["/..//evil.example", "/.//evil.example", "/%2e%2e//evil.example", "/en/../\\evil.example"])(
    "%s falls back instead of becoming //evil.example",
    (target) => {
      expect(safeRedirect(target, FALLBACK)).toBe(FALLBACK);
      expect(browserTarget(target).href).toBe(`${SITE}${FALLBACK}`);
    },
  );

  const fragment = fc.constantFrom(
    "/",
    "\\",
    "..",
    ".",
    "%2e",
    "%2E",
    "%2f",
    "%2F",
    "%5c",
    "%5C",
    "evil.example",
    "//",
    "@",
    ":",
    "\t",
    "\n",
    "\r",
    " ",
    "?",
    "#",
    "en",
    "https:",
  );
  const built = fc.array(fragment, { maxLength: 12 }).map((parts) => parts.join(""));
  const targets = fc.oneof(
    built,
    built.map((path) => `/${path}`),
    fc.string({ unit: "binary" }),
    fc.string({ unit: "binary" }).map((text) => `/${text}`),
  );

  it("keeps every redirect on the site, whatever the target", () => {
    fc.assert(
      fc.property(targets, (target) => {
        const result = safeRedirect(target, FALLBACK);
        // The value itself is a path of this site: one "/" and then neither "/" nor "\".
        expect(result).toMatch(/^\/(?![/\\])/);
        expect(new URL(result, SITE).origin).toBe(SITE);
        // And the Location header the browser gets resolves there too.
        expect(browserTarget(target).origin).toBe(SITE);
        // What is sent is already normalised: judged again, it stays the same.
        expect(safeRedirect(result, "/other")).toBe(result);
      }),
      { numRuns: 5000 },
    );
  });
});
