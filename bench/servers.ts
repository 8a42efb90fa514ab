import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { hasExited, track } from "./children.ts";
import { freePort } from "../scripts/free-port.ts";
import { httpGet } from "./http-get.ts";

const HOST = "127.0.0.1";
const HEALTH_POLL_MS = 20;
const START_TIMEOUT_MS = 60_000;
const OUTPUT_TAIL_CHARS = 8_000;

export interface AppServer {
  child: ChildProcess;
  origin: string;
  /** Wall time from spawn until the first 200 from GET /healthz. */
  readyMs: number;
}

/**
 * Starts the production server (`node server/start.ts`) and waits until /healthz answers 200: on
 * the embedded database in DATA_DIR, or on the PostgreSQL `databaseUrl` names.
 */
export async function startAppServer(
  projectRoot: string,
  dataDir: string,
  { databaseUrl, env: extraEnv = {} }: { databaseUrl?: string; env?: Record<string, string> } = {},
): Promise<AppServer> {
  const port = await freePort(HOST);
  const origin = `http://${HOST}:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    RENDER_CACHE: "on",
    ...extraEnv,
  };
  // The embedded database in DATA_DIR unless told otherwise, not whatever PostgreSQL the shell points at.
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;

  const startedAt = performance.now();
  const child = track(spawn(process.execPath, ["server/start.ts"], { cwd: projectRoot, env, stdio: ["ignore", "pipe", "pipe"] }));
  const output = keepTail(child);
  try {
    await waitForHealthy(`${origin}/healthz`, child);
  } catch (error) {
    process.stderr.write(`--- app server output (tail) ---\n${output()}\n---\n`);
    throw error;
  }
  return { child, origin, readyMs: performance.now() - startedAt };
}

/** Polls `url` until it answers 200; fails at once if `child` (the server answering it) exits. */
export async function waitForHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = performance.now() + START_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (hasExited(child)) throw new Error(`${url}: its server exited before it was healthy (code ${child.exitCode}, signal ${child.signalCode})`);
    try {
      const { status } = await httpGet(url, { timeoutMs: 2_000 });
      if (status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(HEALTH_POLL_MS);
  }
  throw new Error(`${url} did not answer 200 within ${START_TIMEOUT_MS} ms`);
}

/** Drains a child's output (so a full pipe never blocks it) and keeps the end for error reports. */
function keepTail(child: ChildProcess): () => string {
  let tail = "";
  const append = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  return () => tail;
}

export interface BarePage {
  status: number;
  contentType: string;
  body: Buffer;
}

export interface BareServer {
  child: ChildProcess;
  origin: string;
}

/** A bare node:http server in its own process that answers every request with the given bytes. */
export async function startBareServer(page: BarePage): Promise<BareServer> {
  const script = path.join(import.meta.dirname, "bare-server.ts");
  const child = track(spawn(process.execPath, [script], { stdio: ["ignore", "inherit", "inherit", "ipc"] }));
  const port = await new Promise<number>((resolve, reject) => {
    const onExit = () => reject(new Error("bare server exited before it was listening"));
    child.once("exit", onExit);
    child.once("error", reject);
    child.once("message", (message: { port: number }) => {
      child.off("exit", onExit);
      child.off("error", reject);
      resolve(message.port);
    });
    child.send({ host: HOST, status: page.status, contentType: page.contentType, body: page.body.toString("base64") });
  });
  return { child, origin: `http://${HOST}:${port}` };
}
