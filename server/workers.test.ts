import { fork, type ChildProcess } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../scripts/free-port.ts";

const fixture = path.resolve(import.meta.dirname, "../tests/support/workers-fixture.ts");
let primary: ChildProcess | undefined;

/** Starts the fixture's primary; resolves with its exit code if it exits before all workers listen. */
async function start(env: Record<string, string>): Promise<{ port: number; exitCode?: number | null }> {
  const port = await freePort();
  primary = fork(fixture, { env: { ...process.env, PORT: String(port), ...env }, stdio: "ignore" });
  const child = primary;
  return new Promise((resolve) => {
    child.once("message", () => resolve({ port }));
    child.once("exit", (exitCode) => resolve({ port, exitCode }));
  });
}

/** The pid that answers a request on a new connection. */
function answeringPid(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, agent: false }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve(Number(body)));
      })
      .on("error", reject);
  });
}

async function answeringPids(port: number, requests = 12): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let request = 0; request < requests; request++) pids.add(await answeringPid(port));
  return pids;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterEach(() => {
  if (primary?.exitCode === null) primary.kill("SIGKILL");
});

describe("startWorkers", () => {
  it("runs the given number of processes on one port, replaces one that dies, and stops them all on SIGTERM", async () => {
    const { port } = await start({ WORKERS: "2" });
    const pids = await answeringPids(port);
    expect(pids.size).toBe(2);

    const [dead] = [...pids];
    process.kill(dead as number, "SIGKILL");
    let now = new Set<number>();
    for (let attempt = 0; attempt < 50 && now.size < 2; attempt++) {
      await sleep(100);
      now = await answeringPids(port, 4).catch(() => new Set<number>());
    }
    expect(now.size).toBe(2);
    expect(now.has(dead as number)).toBe(false);

    const exited = new Promise((resolve) => primary?.once("exit", resolve));
    primary?.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect([...now].filter(isAlive)).toEqual([]);
  });

  it("fails the start when a process exits before it listens", async () => {
    expect((await start({ WORKERS: "2", BROKEN_WORKER: "on" })).exitCode).toBe(1);
  });
});
