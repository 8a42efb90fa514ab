import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const dataDir = () => path.join(mkdtempSync(path.join(os.tmpdir(), "lock-")), "db");

describe("lockDataDir", () => {
  it("writes this process's id beside the directory and removes it on release", () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("refuses a directory another running process holds, naming it", async () => {
    const dir = dataDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(`${dir}.lock`, String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`open in process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it("takes over the lock of a process that has gone", async () => {
    const dir = dataDir();
    const gone = spawn(process.execPath, ["-e", ""]);
    await once(gone, "exit");
    writeFileSync(`${dir}.lock`, String(gone.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
  });
});
