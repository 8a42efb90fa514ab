import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "~/adapters/db/client.server";
import { lockDataDir } from "~/adapters/db/data-dir-lock";
import { DatabaseUnreachableError, waitForPostgres } from "~/adapters/db/wait-for-postgres";
import { logger } from "~/adapters/logger.server";
import { freePort } from "../../scripts/free-port.ts";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const postgresUrl = process.env.TEST_DATABASE_URL;
let dataDir = "";
afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = "";
});

/** The log's JSON lines in a server's output (Vite may print its own notices beside them). */
function logLines(stdout: string) {
  return stdout
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: number; msg: string });
}

/** The server entry as `npm run dev` starts it (no build needed), running: its port and output so far. */
async function spawnServer(env: Record<string, string>) {
  const port = await freePort();
  const server = spawn(process.execPath, ["--conditions=development", "server/start.ts"], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: "development", HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
  });
  const output = { stdout: "", stderr: "" };
  server.stdout.on("data", (chunk: Buffer) => (output.stdout += String(chunk)));
  server.stderr.on("data", (chunk: Buffer) => (output.stderr += String(chunk)));
  return { server, port, output };
}

/** The server entry as `npm run dev` starts it, until it exits: its code and its output's lines. */
async function startServer(env: Record<string, string>) {
  const { server, output } = await spawnServer(env);
  const [code] = (await once(server, "exit")) as [number | null];
  return { code, lines: logLines(output.stdout), stderr: output.stderr };
}

/** A GET's status and body, or the connection error's code. */
async function probe(port: number, path: string): Promise<string> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(20_000) });
    return `${response.status} ${await response.text()}`;
  } catch (error) {
    return String((error as { cause?: { code?: string } }).cause?.code ?? error);
  }
}

/**
 * A test that starts a dev server and waits for it more than once: under the full suite's load (two cores, Vite
 * transforming the server's modules on first use) one wait alone has taken most of a minute.
 */
const serverTest = { timeout: 180_000 };

/** Polls `path` (vitest's waitFor, up to 60 s) until it answers exactly `wanted`: "200 ok", "503 starting: …", "ECONNREFUSED". */
const answers = (port: number, path: string, wanted: string) =>
  vi.waitFor(async () => expect(await probe(port, path)).toBe(wanted), { timeout: 60_000, interval: 100 });

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

describe("start-up listens first", () => {
  it("answers /livez, and /readyz with what it waits for, while PostgreSQL does not answer yet", serverTest, async () => {
    const databasePort = await freePort();
    const { server, port } = await spawnServer({ DATABASE_URL: `postgres://app:secret@127.0.0.1:${databasePort}/app`, DATABASE_CONNECT_TIMEOUT_SECONDS: "60" });
    try {
      await answers(port, "/livez", "200 ok");
      const waiting = `503 starting: waiting for PostgreSQL at 127.0.0.1:${databasePort}`;
      await answers(port, "/readyz", waiting);
      // SIGTERM while waiting for PostgreSQL: nothing is under way, the process exits at once.
      const exited = once(server, "exit");
      server.kill("SIGTERM");
      expect(await exited).toEqual([0, null]);
    } finally {
      server.kill("SIGKILL");
    }
  });

  it("exits 1 with one line, before any work has started, when its port is taken", async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "port-taken-"));
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      const { code, lines, stderr } = await startServer({ DATA_DIR: dataDir, PORT: String(port) });
      expect(code).toBe(1);
      expect(stderr).not.toMatch(/^\s+at /m);
      expect(lines.filter((line) => line.level >= 50)).toEqual([
        expect.objectContaining({ level: 60, msg: `cannot listen on 127.0.0.1:${port} (EADDRINUSE): another server holds the port, or set PORT and HOST` }),
      ]);
      // The embedded database was never opened.
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      taken.close();
    }
  });

  it.runIf(postgresUrl)(
    "with MIGRATE_ON_START=off on a database not migrated yet, waits for the release step instead of failing, then serves",
    serverTest,
    async () => {
      const databaseName = `start_unmigrated_${process.pid}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${databaseName}`);
      const url = Object.assign(new URL(postgresUrl ?? ""), { pathname: `/${databaseName}` }).toString();
      // The page asked for while it waits is held until the services start: under the full suite's load a dev server's
      // start after the release step has taken longer than the default 15 s hold, so this test holds for as long as it waits.
      const { server, port, output } = await spawnServer({ DATABASE_URL: url, MIGRATE_ON_START: "off", DEMO_CONTENT: "off", START_HOLD_SECONDS: "150" });
      try {
        const waiting = "503 starting: waiting for the release step: database migrations never applied: no drizzle.__drizzle_migrations";
        await answers(port, "/readyz", waiting);
        const page = fetch(`http://127.0.0.1:${port}/about`, { signal: AbortSignal.timeout(160_000) }).then(
          (response) => String(response.status),
          (error: unknown) => String(error),
        );
        // The release step half-way: the app's migrations applied, the queue's tables not yet installed. pg-boss, told
        // not to migrate, would stop the process with a stack on them (it did, when a wait saw this moment): it waits.
        const halfWay = await openDatabase({ kind: "postgres", url, poolMax: 1 });
        await halfWay.migrate();
        await halfWay.close();
        await answers(port, "/readyz", "503 starting: waiting for the release step: the job queue's tables are not installed (schema pgboss)");
        const migrate = spawn(process.execPath, ["scripts/migrate.ts"], {
          cwd: projectRoot,
          env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: "warn" },
          stdio: "ignore",
        });
        expect(await once(migrate, "exit")).toEqual([0, null]);
        await answers(port, "/readyz", "200 ok");
        // The page asked for while it waited is served once the services have started.
        expect(await page).toBe("200");
        expect(server.exitCode).toBeNull();
        const lines = logLines(output.stdout);
        // One line per reason it waited for (the migration may be seen half-way: another reason), none repeated.
        const reasons = lines.filter((line) => line.msg.startsWith("waiting for the release step")).map((line) => line.msg);
        expect(reasons[0]).toBe("waiting for the release step (node build/migrate.js): database migrations never applied: no drizzle.__drizzle_migrations");
        expect(reasons.at(-1)).toBe("waiting for the release step (node build/migrate.js): the job queue's tables are not installed (schema pgboss)");
        expect(new Set(reasons).size).toBe(reasons.length);
        expect(lines.filter((line) => line.level >= 50)).toEqual([]);
      } finally {
        server.kill("SIGKILL");
        await once(server, "exit").catch(() => undefined);
        await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
        await admin.end();
      }
    },
  );
});

describe("npm run dev stopped with SIGTERM", () => {
  it("stops the server it started: the signal reaches it through npm", serverTest, async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "npm-stop-"));
    const port = await freePort();
    const npm = spawn("npm", ["run", "dev"], {
      cwd: projectRoot,
      env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", DATABASE_URL: "", DATA_DIR: dataDir },
      stdio: "ignore",
    });
    try {
      await answers(port, "/readyz", "200 ok");
      npm.kill("SIGTERM");
      await once(npm, "exit");
      await answers(port, "/livez", "ECONNREFUSED");
      // And nothing holds the embedded database: a new server may open it.
      await lockDataDir(path.join(dataDir, "db"), { onLost: () => undefined }).then((release) => release());
    } finally {
      npm.kill("SIGKILL");
    }
  });
});

describe("start-up with the embedded database held by another process", () => {
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
