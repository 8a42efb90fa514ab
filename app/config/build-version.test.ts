import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { checkoutCommit } from "./build-version.ts";

const thisCommit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: import.meta.dirname, encoding: "utf8" }).trim();

/** A fresh copy of the module (it reads the version once), with APP_VERSION as given. */
async function freshWith(appVersion: string | undefined) {
  vi.resetModules();
  vi.stubEnv("APP_VERSION", appVersion);
  return await import("./build-version.ts");
}

afterEach(() => vi.unstubAllEnvs());

describe("the running version", () => {
  it("is the image's APP_VERSION when it is set, and build_info reports it with Node's version", async () => {
    const { buildVersion } = await freshWith("1a2b3c4");
    expect(buildVersion()).toBe("1a2b3c4");
    // The metrics module's first load in this file, in the same module graph as the version read above.
    const { registry } = await import("../adapters/metrics.server.ts");
    expect(await registry.metrics()).toMatch(new RegExp(`^build_info\\{version="1a2b3c4",node="${process.versions.node}"\\} 1$`, "m"));
  });

  it("is this checkout's commit without APP_VERSION (an empty one counts as unset)", async () => {
    expect(thisCommit).toMatch(/^[0-9a-f]{7,}$/);
    expect((await freshWith(undefined)).buildVersion()).toBe(thisCommit);
    expect((await freshWith("")).buildVersion()).toBe(thisCommit);
  });

  it("has no commit outside a checkout", () => {
    expect(checkoutCommit(mkdtempSync(path.join(os.tmpdir(), "not-a-checkout-")))).toBeUndefined();
  });
});
