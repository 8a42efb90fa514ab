import { describe, expect, it } from "vitest";
import { hasFfmpeg, runTool, SAFE_INPUT } from "./run-tool.server";

describe("runTool", () => {
  it("kills a run past its wall-clock limit, with whatever it started", async () => {
    const started = performance.now();
    // An endless silent source: only the limit stops it.
    const run = await runTool("ffmpeg", ["-nostdin", ...SAFE_INPUT, "-f", "lavfi", "-i", "anullsrc", "-f", "null", "-"], { timeoutMs: 500 });
    expect(run.timedOut).toBe(true);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("refuses a protocol outside the whitelist", async () => {
    const run = await runTool("ffprobe", [...SAFE_INPUT, "-v", "error", "-i", "http://127.0.0.1:9/a.mp3"]);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/not on whitelist|Protocol not found/);
  });

  it("finds ffmpeg and ffprobe on PATH, and not on a PATH without them", () => {
    expect(hasFfmpeg()).toBe(true);
    const path = process.env.PATH;
    try {
      process.env.PATH = "/nonexistent";
      expect(hasFfmpeg()).toBe(false);
    } finally {
      process.env.PATH = path;
    }
  });
});
