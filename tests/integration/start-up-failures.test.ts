import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lockDataDir } from "~/adapters/db/data-dir-lock";
import { DatabaseUnreachableError, waitForPostgres } from "~/adapters/db/wait-for-postgres";
import { logger } from "~/adapters/logger.server";
import { freePort } from "../../scripts/free-port.ts";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const postgresUrl = process.env.TEST_DATABASE_URL;

/** The server entry as `npm run dev` starts it (no build needed), until it exits: its code and its output's lines. */
async function startServer(env: Record<string, string>) {
  const server = spawn(process.execPath, ["--conditions=development", "server/start.ts"], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: "development", HOST: "127.0.0.1", PORT: String(await freePort()), LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
  });
  let stdout = "";
  let stderr = "";
  server.stdout.on("data", (chunk: Buffer) => (stdout += String(chunk)));
  server.stderr.on("data", (chunk: Buffer) => (stderr += String(chunk)));
  const [code] = (await once(server, "exit")) as [number | null];
  // The log's JSON lines (Vite may print its own notices beside them).
  const lines = stdout
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: number; msg: string });
  return { code, lines, stderr };
}

describe("start-up with PostgreSQL unreachable", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("retries with a growing pause, logging why, then fails with one line naming the server", async () => {
    const port = await freePort();
    const warn = vi.spyOn(logger, "warn");
    const startedAt = Date.now();
    const failure = await waitForPostgres(`postgres://app:secret-password@127.0.0.1:${port}/app`, 1).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseUnreachableError);
    expect((failure as Error).message).toBe(`PostgreSQL at 127.0.0.1:${port} did not answer within 1 s (ECONNREFUSED): check DATABASE_URL`);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1_000);
    const pauses = warn.mock.calls.map(([fields]) => fields as unknown as { retryInMs: number; reason: string });
    expect(pauses.map((pause) => pause.reason)).toEqual(pauses.map(() => "ECONNREFUSED"));
    expect(pauses.slice(0, 2).map((pause) => pause.retryInMs)).toEqual([250, 500]);
    expect(JSON.stringify(warn.mock.calls)).not.toContain("secret-password");
  });

  it.runIf(postgresUrl)("connects once the server answers during the retries", async () => {
    const port = await freePort();
    const target = new URL(postgresUrl ?? "");
    // The server "starts" when the first retry is announced: a proxy on the closed port to the real one.
    const proxy = net.createServer((socket) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const end of [socket, upstream]) end.on("error", () => socket.destroy());
      socket.pipe(upstream).pipe(socket);
    });
    const warn = vi.spyOn(logger, "warn").mockImplementationOnce(() => void proxy.listen(port, "127.0.0.1"));
    try {
      const url = new URL(postgresUrl ?? "");
      url.host = `127.0.0.1:${port}`;
      await waitForPostgres(url.toString(), 30);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      proxy.close();
    }
  });

  it.runIf(postgresUrl)("fails at once when the server itself refuses the connection", async () => {
    const url = new URL(postgresUrl ?? "");
    url.pathname = "/no_such_database_here";
    const warn = vi.spyOn(logger, "warn");
    await expect(waitForPostgres(url.toString(), 30)).rejects.toThrow(
      `PostgreSQL at ${url.hostname}:${url.port || 5432} refused the connection: database "no_such_database_here" does not exist (3D000): check DATABASE_URL`,
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it("the server exits 1 with that one line after its retries, no stack", async () => {
    const port = await freePort();
    const { code, lines, stderr } = await startServer({
      DATABASE_URL: `postgres://app:secret-password@127.0.0.1:${port}/app`,
      DATABASE_CONNECT_TIMEOUT_SECONDS: "1",
    });
    expect(code).toBe(1);
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(lines.at(-1)).toMatchObject({ level: 60, msg: `PostgreSQL at 127.0.0.1:${port} did not answer within 1 s (ECONNREFUSED): check DATABASE_URL` });
    expect(lines.filter((line) => line.level === 40).length).toBeGreaterThanOrEqual(2);
    expect(lines.filter((line) => line.level >= 50)).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain("secret-password");
  });
});

describe("start-up with the embedded database held by another process", () => {
  let dataDir = "";
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("exits 1 with one line naming the directory and the holder, no stack", async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "held-"));
    const release = await lockDataDir(path.join(dataDir, "db"), { onLost: (error) => expect.unreachable(error.message) });
    try {
      const { code, lines, stderr } = await startServer({ DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(stderr).not.toMatch(/^\s+at /m);
      expect(lines.filter((line) => line.level >= 50)).toEqual([
        expect.objectContaining({
          level: 60,
          msg: expect.stringContaining(
            `the database in ${path.join(dataDir, "db")} is open in another process (pid ${process.pid} on host ${os.hostname()}, possibly in another container): its lock ${path.join(dataDir, "db")}.lock is held, last refreshed`,
          ),
        }),
      ]);
    } finally {
      await release();
    }
  });
});
