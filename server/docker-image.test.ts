import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import ignore from "ignore";
import { describe, expect, it } from "vitest";

// What `docker build -f deploy/Dockerfile .` sends and what the image keeps. .dockerignore's rules are written so that
// gitignore rules (the `ignore` package) read them as Docker does: anchored with "/" at the root, "**/" at any depth.
const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const context = ignore().add(read(".dockerignore"));
const dataDirDefault = /DATA_DIR: z\.string\(\)\.min\(1\)\.default\("([^"]+)"\)/.exec(read("app/config/env.server.ts"))?.[1];

describe("the image's build context (.dockerignore)", () => {
  it("reads DATA_DIR's default from the configuration", () => expect(dataDirDefault).toBe("./data"));

  it.each([
    "node_modules/react/index.js",
    "build/server/index.js",
    ".react-router/types/app/+types/root.ts",
    ".git/HEAD",
    path.normalize(`${dataDirDefault}/db/PG_VERSION`),
    path.normalize(`${dataDirDefault}/secrets/auth-secret`),
    path.normalize(`${dataDirDefault}/outbox/1.eml`),
    "backups/2026-11-27T10-00-00/db/PG_VERSION",
    "deploy/.env",
    "deploy/certs/privkey.pem",
    ".env",
    "app/.env.local",
    "test-results/topology-rolling-restart/trace.zip",
    "playwright-report/index.html",
    "bench/results/lighthouse.json",
    "npm-debug.log",
  ])("leaves out %s", (file) => {
    expect(context.ignores(file)).toBe(true);
  });

  it("leaves out everything git ignores (the host's installs, builds and data)", () => {
    const entries = read(".gitignore")
      .split("\n")
      .filter((line) => line.trim() !== "" && !line.startsWith("#"));
    expect(entries.length).toBeGreaterThan(5);
    for (const entry of entries) expect(context.ignores(entry.replace(/\/$/, "").replaceAll("*", "sample")), entry).toBe(true);
  });

  it("keeps every tracked file the build may read: all but deploy/", () => {
    const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
    expect(tracked).toContain("scripts/build.ts");
    expect(tracked.filter((file) => context.ignores(file) !== file.startsWith("deploy/"))).toEqual([]);
  });
});

describe("the image's runtime stage (deploy/Dockerfile)", () => {
  const runtime =
    read("deploy/Dockerfile")
      .split(/^FROM /m)
      .at(-1) ?? "";
  const copied = [...runtime.matchAll(/^COPY --from=build (.+) \S+$/gm)].flatMap((line) => line[1]?.split(" ") ?? []);

  it("copies every bundle `npm run build` makes (scripts/build.ts)", () => {
    const entryPoints = /entryPoints: \{([^}]+)\}/.exec(read("scripts/build.ts"))?.[1] ?? "";
    const bundles = [...entryPoints.matchAll(/^\s+"?([\w-]+)"?:/gm)].map((match) => match[1]);
    expect(bundles).toEqual(["start-server", "migrate", "user-role"]);
    // build/start.js, written beside them, sets NODE_ENV and loads start-server.js (scripts/build.ts).
    for (const bundle of [...bundles, "start"]) expect(copied).toContain(`/app/build/${bundle}.js`);
    expect(copied).toEqual(expect.arrayContaining(["/app/build/client", "/app/build/server"]));
  });

  it("leaves out the embedded database's template (app/adapters/db/template.ts)", () => {
    expect(copied.filter((source) => source === "/app/build" || source.startsWith("/app/build/db-template"))).toEqual([]);
  });
});
