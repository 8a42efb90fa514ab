import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { globalConfig } from "zod/v4/core";
import { describe, expect, it } from "vitest";
import { z } from "./zod";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const SOURCE_DIRECTORIES = ["app", "server", "scripts", "bench", "tests"];
const THIS_MODULE = "app/config/zod.ts";
const THIS_TEST = "app/config/zod.test.ts";
// import … from "zod" / "zod/…", export … from "zod", import("zod").
const ZOD_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']zod(?:\/[^"']*)?["']/;

function sourceFiles(directory: string): string[] {
  return readdirSync(path.join(projectRoot, directory), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(projectRoot, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).includes("node_modules") && !file.startsWith(`bench${path.sep}results`));
}

describe("zod", () => {
  it("is configured jitless: no parser probes `new Function`, which the pages' CSP refuses", () => {
    expect(globalConfig.jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: "x" })).toEqual({ a: "x" });
  });

  it("is imported directly only by app/config/zod.ts: every schema gets the configured z from there", () => {
    const direct = SOURCE_DIRECTORIES.flatMap(sourceFiles).filter(
      (file) => file !== THIS_MODULE && file !== THIS_TEST && ZOD_IMPORT.test(readFileSync(path.join(projectRoot, file), "utf8")),
    );
    expect(direct).toEqual([]);
  });
});
