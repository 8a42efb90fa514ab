import { spawn, spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { hasNginx, writeNginxConfig } from "../scripts/deploy-proxy.ts";
import { freePort } from "../scripts/free-port.ts";
import { signUpForBench } from "./bench-account.ts";
import { stopChild, track } from "./children.ts";
import { measureLoad, type LoadOptions, type LoadResult } from "./load.ts";

/**
 * The production topology under load (docs/decisions/013): nginx in front of 1 and then 3 instances of the built
 * site (build/start.js) on one PostgreSQL database, `/` anonymous and signed in. Plain http through nginx: TLS
 * would add the same cost to both. On a 2-core machine more instances add overhead, not capacity; the figures say
 * how much. Skipped, with the reason, without nginx or the PostgreSQL server.
 */
export interface TopologyRow {
  instances: number;
  path: string;
  kind: "anonymous" | "signed in";
  result: LoadResult;
}

export interface TopologyOptions {
  projectRoot: string;
  tempDir: string;
  load: LoadOptions;
  databaseUrl: string;
  log: (line: string) => void;
}

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

async function waitReady(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} did not become ready`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function benchTopology({ projectRoot, tempDir, load, databaseUrl, log }: TopologyOptions): Promise<TopologyRow[] | { skipped: string }> {
  if (!hasNginx()) return { skipped: "nginx is not installed (apt-get install -y nginx)" };
  const reachable = await onServer(databaseUrl, "select 1").then(
    () => true,
    () => false,
  );
  if (!reachable) return { skipped: `PostgreSQL at BENCH_DATABASE_URL is not reachable` };

  const name = `bench_topology_${process.pid}`;
  await onServer(databaseUrl, `CREATE DATABASE ${name}`);
  const url = Object.assign(new URL(databaseUrl), { pathname: `/${name}` }).toString();
  const proxyPort = await freePort();
  const origin = `http://127.0.0.1:${proxyPort}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    DATABASE_URL: url,
    MIGRATE_ON_START: "off",
    PUBLIC_URL: origin,
    AUTH_SECRET: "bench-topology-secret-of-at-least-32-characters",
    TRUST_PROXY: "loopback",
    PAYMENTS_SANDBOX: "on",
    DEMO_CONTENT: "on",
    DATA_DIR: path.join(tempDir, "data"),
  };
  const rows: TopologyRow[] = [];
  try {
    const migrate = spawnSync(process.execPath, ["build/migrate.js"], { cwd: projectRoot, env, stdio: "inherit" });
    if (migrate.status !== 0) throw new Error("build/migrate.js failed");
    for (const count of [1, 3]) {
      const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
      const instances = [];
      for (const port of ports) {
        instances.push(track(spawn(process.execPath, ["build/start.js"], { cwd: projectRoot, env: { ...env, PORT: String(port) }, stdio: "inherit" })));
        await waitReady(`http://127.0.0.1:${port}/readyz`);
      }
      const work = path.join(tempDir, `nginx-${count}`);
      const nginxConfig = await writeNginxConfig(
        work,
        `  upstream app { ${ports.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join(" ")} keepalive 64; }
  server {
    listen 127.0.0.1:${proxyPort};
    location / {
      proxy_pass http://app; proxy_http_version 1.1; proxy_set_header Connection "";
      proxy_set_header Host $host; proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }`,
      );
      const nginx = track(spawn("nginx", ["-c", nginxConfig, "-p", work], { stdio: "inherit" }));
      try {
        await waitReady(`${origin}/readyz`);
        const cookie = await signUpForBench(origin);
        for (const [kind, headers] of [
          ["anonymous", {}],
          ["signed in", { cookie }],
        ] as const) {
          log(`${count} instance${count > 1 ? "s" : ""} behind nginx: / ${kind}…`);
          rows.push({ instances: count, path: "/", kind, result: await measureLoad(`${origin}/`, headers, load, undefined) });
        }
      } finally {
        await stopChild(nginx);
        await Promise.all(instances.map((instance) => stopChild(instance)));
      }
    }
  } finally {
    await onServer(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  }
  return rows;
}

export function printTopology(rows: TopologyRow[] | { skipped: string }, log: (line: string) => void): void {
  if (!Array.isArray(rows)) return log(`skipped: ${rows.skipped}`);
  log("instances | page | requests/s | p50 ms | p99 ms | non-2xx | errors | load generator CPU % | nginx + instances + rest CPU %");
  for (const { instances, path: page, kind, result } of rows) {
    log(
      `${instances} | ${page} ${kind} | ${result.requestsPerSecond.toFixed(0)} | ${result.latencyP50Ms} | ${result.latencyP99Ms} | ${result.non2xx} | ${result.errors} | ${result.cpu ? result.cpu.loadGeneratorPercent : "n/a"} | ${result.cpu ? result.cpu.otherPercent : "n/a"}`,
    );
  }
  for (const kind of ["anonymous", "signed in"] as const) {
    const one = rows.find((row) => row.instances === 1 && row.kind === kind)?.result.requestsPerSecond ?? 0;
    const three = rows.find((row) => row.instances === 3 && row.kind === kind)?.result.requestsPerSecond ?? 0;
    if (one > 0)
      log(
        `${kind}: 3 instances give ${(three / one).toFixed(2)}× the requests/s of 1 (${os.cpus().length} cores shared by nginx, the instances and the load generator: overhead, not scale)`,
      );
  }
}
