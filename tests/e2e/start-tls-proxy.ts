import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import pg from "pg";
import { writeNginxConfig, writeSelfSignedCertificate } from "../../scripts/deploy-proxy.ts";
import { startFakeS3Server } from "../fakes/s3-server.ts";
import { replayRuntimeStage } from "./dockerfile.ts";
import {
  METRICS_TOKEN,
  NGINX_FAIL_TIMEOUT_S,
  TLS_ADDRESSES,
  tlsAppPorts,
  tlsDatabaseName,
  tlsHttpPort,
  tlsProxyPort,
  tlsWorkDir,
  topologyControlPort,
} from "./e2e-server.ts";

// The site as it is deployed (docs/deploying.md "Behind nginx", docs/decisions/013): nginx terminates TLS with
// deploy/nginx/zvuk-rabota.conf (its port-80 server too, and the bucket served on the site's origin at /uploads/, as
// deploy/compose.yaml runs it) in front of three instances of the artefact deploy/Dockerfile describes (its runtime
// stage replayed here: production dependencies only, build/, migrations), in production mode (PUBLIC_URL https,
// a shared AUTH_SECRET, TRUST_PROXY naming nginx's address) on one PostgreSQL database migrated first by two
// `npm run db:migrate` at once as the tables' owner, the instances logging in as the app's role, which owns nothing
// (docs/decisions/033), their passwords passed apart from the URLs, with uploads on an S3 server. What the restore drill
// needs to reach the same database and bucket is written to <work dir>/deployment.json. Without TEST_DATABASE_URL: one instance on the
// embedded database. Playwright's "tls-proxy" project drives it; POST /restart/{i} and /kill/{i} on the control
// port restart an instance gracefully (taken out of nginx's service, SIGTERM, put back once ready) or abruptly (SIGKILL)
// and answer once it is ready again, with how long it took to exit and to be ready again.

const projectRoot = path.resolve(import.meta.dirname, "../..");
const publicUrl = `https://127.0.0.1:${tlsProxyPort}`;

await rm(tlsWorkDir, { recursive: true, force: true });

// nginx as compose runs it: deploy/nginx/start.sh fills the site file and later takes an instance out of service and
// puts it back (`drain`/`undrain`, around each graceful restart), with this work directory's paths and ports.
const storage = await startFakeS3Server();
const acmeWebroot = path.join(tlsWorkDir, "acme");
await mkdir(acmeWebroot, { recursive: true });
const letsencrypt = path.join(tlsWorkDir, "letsencrypt");
const startScriptEnv: NodeJS.ProcessEnv = {
  ...process.env,
  SERVER_NAME: "127.0.0.1",
  PUBLIC_URL: publicUrl,
  NGINX_APP_SERVERS: tlsAppPorts.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=${NGINX_FAIL_TIMEOUT_S}s;`).join(" "),
  // The bucket, read by browsers through nginx's /uploads/ as in compose (S3_PUBLIC_URL=<PUBLIC_URL>/uploads).
  NGINX_BUCKET_SERVER: new URL(storage.endpoint).host,
  S3_BUCKET: storage.bucket,
  NGINX_TEMPLATE: path.join(projectRoot, "deploy/nginx/zvuk-rabota.conf"),
  NGINX_SITE_FILE: path.join(tlsWorkDir, "site.conf"),
  NGINX_HTTPS_LISTEN: `127.0.0.1:${tlsProxyPort}`,
  NGINX_HTTP_LISTEN: `127.0.0.1:${tlsHttpPort}`,
  ACME_WEBROOT: acmeWebroot,
  LETSENCRYPT_DIR: letsencrypt,
  NGINX_PID_FILE: path.join(tlsWorkDir, "nginx.pid"),
  NGINX_DRAINED_FILE: path.join(tlsWorkDir, "drained"),
};
/** Runs deploy/nginx/start.sh with the arguments; rejects with its output when it fails. */
async function startScript(...args: string[]): Promise<void> {
  const child = spawn("sh", [path.join(projectRoot, "deploy/nginx/start.sh"), ...args], { env: startScriptEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`start.sh ${args.join(" ")} exited with ${code}: ${output}`);
}
// A self-signed certificate for 127.0.0.1 where certbot puts its own (the browser is told to accept it).
const certificate = await writeSelfSignedCertificate(path.join(letsencrypt, "live/127.0.0.1"));
await rename(certificate.certificate, path.join(letsencrypt, "live/127.0.0.1/fullchain.pem"));
await rename(certificate.certificateKey, path.join(letsencrypt, "live/127.0.0.1/privkey.pem"));
await startScript("render");
// nginx connects to the app from TLS_ADDRESSES.proxy, the one address the app trusts, so the browser (127.0.0.1) is
// an untrusted client.
const nginxConfig = await writeNginxConfig(tlsWorkDir, `  proxy_bind ${TLS_ADDRESSES.proxy};\n  include ${startScriptEnv.NGINX_SITE_FILE};`);

// A database of its own on the PostgreSQL server, as deploy/compose.yaml sets it up: owned by a role that only the two
// release steps (at once) log in as, the instances logging in as the app's role; else the embedded one. Roles belong to
// the whole server: named after the database, dropped with it.
const adminUrl = process.env.TEST_DATABASE_URL;
const ownerRole = `${tlsDatabaseName}_owner`;
const appRole = `${tlsDatabaseName}_app`;
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}
async function dropDatabaseAndRoles(): Promise<void> {
  await onServer(`DROP DATABASE IF EXISTS ${tlsDatabaseName} WITH (FORCE)`);
  for (const role of [appRole, ownerRole]) await onServer(`DROP ROLE IF EXISTS ${role}`);
}
let databaseUrl = "";
let migrationDatabaseUrl = "";
// Passwords as `openssl rand -base64` makes them, with '@' besides: given apart from the URLs (DATABASE_PASSWORD,
// MIGRATION_DATABASE_PASSWORD), as compose gives them, they need no escaping anywhere.
const passwords = { owner: `${randomBytes(12).toString("base64")}/+=@`, app: `${randomBytes(12).toString("base64")}@=+/` };
if (adminUrl) {
  await dropDatabaseAndRoles();
  await onServer(`CREATE ROLE ${ownerRole} LOGIN PASSWORD '${passwords.owner}'`);
  await onServer(`CREATE ROLE ${appRole} LOGIN PASSWORD '${passwords.app}'`);
  await onServer(`CREATE DATABASE ${tlsDatabaseName} OWNER ${ownerRole}`);
  const urlAs = (role: string) => Object.assign(new URL(adminUrl), { username: role, password: "", pathname: `/${tlsDatabaseName}` }).toString();
  databaseUrl = urlAs(appRole);
  migrationDatabaseUrl = urlAs(ownerRole);
}

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  DATA_DIR: path.join(tlsWorkDir, "data"),
  DATABASE_URL: databaseUrl,
  ...(databaseUrl ? { DATABASE_PASSWORD: passwords.app } : {}),
  MIGRATE_ON_START: databaseUrl ? "off" : "on",
  PUBLIC_URL: publicUrl,
  AUTH_SECRET: "e2e-tls-proxy-secret-of-at-least-32-characters",
  TRUST_PROXY: TLS_ADDRESSES.proxy,
  // As deploy/compose.yaml: above nginx's upstream keepalive_timeout (2 s), so a stopping instance leaves idle connections to nginx.
  SHUTDOWN_DRAIN_SECONDS: "3",
  PAYMENTS_SANDBOX: "on",
  DEMO_CONTENT: "on",
  YOOKASSA_ALLOWED_IPS: `185.71.76.0/27,${TLS_ADDRESSES.allowedNotificationSender}`,
  S3_ENDPOINT: storage.endpoint,
  S3_BUCKET: storage.bucket,
  S3_ACCESS_KEY_ID: storage.credentials.accessKeyId,
  S3_SECRET_ACCESS_KEY: storage.credentials.secretAccessKey,
  S3_PUBLIC_URL: `${publicUrl}/uploads`,
  METRICS_TOKEN: METRICS_TOKEN,
  GOOGLE_CLIENT_ID: "",
  GOOGLE_CLIENT_SECRET: "",
  SMTP_URL: "",
};

const artefact = await replayRuntimeStage(projectRoot, path.join(tlsWorkDir, "artefact"));
Object.assign(env, artefact.env);
/** The image's command, with this machine's Node 24 for `node`. */
const [program, ...programArguments] = artefact.command.map((part, index) => (index === 0 && part === "node" ? process.execPath : part));
if (!program) throw new Error("deploy/Dockerfile has no CMD");

if (databaseUrl) {
  // The release step as deploy/compose.yaml runs it, twice at once: the only processes given the owner's URL.
  const migrations = [0, 1].map(() =>
    spawn(process.execPath, ["build/migrate.js"], {
      cwd: artefact.directory,
      stdio: "inherit",
      env: { ...env, MIGRATION_DATABASE_URL: migrationDatabaseUrl, MIGRATION_DATABASE_PASSWORD: passwords.owner },
    }),
  );
  const codes = await Promise.all(migrations.map(async (child) => ((await once(child, "exit")) as [number | null])[0]));
  if (codes.some((code) => code !== 0)) throw new Error(`npm run db:migrate exited with ${codes.join(", ")}`);
}

/** What the restore drill (tests/e2e/tls-proxy.spec.ts) needs: the owner's login, the bucket, the artefact and its env. */
export interface Deployment {
  database: string;
  ownerRole: string;
  appRole: string;
  passwords: typeof passwords;
  storage: { endpoint: string; bucket: string; credentials: { accessKeyId: string; secretAccessKey: string } };
  artefactDirectory: string;
  /** The image's command, `node` being this machine's Node 24. */
  command: string[];
  env: NodeJS.ProcessEnv;
}
const deployment: Deployment = {
  database: tlsDatabaseName,
  ownerRole,
  appRole,
  passwords,
  storage: { endpoint: storage.endpoint, bucket: storage.bucket, credentials: storage.credentials },
  artefactDirectory: artefact.directory,
  command: [program, ...programArguments],
  env: Object.fromEntries(Object.entries(env).filter(([name, value]) => process.env[name] !== value)),
};
await writeFile(path.join(tlsWorkDir, "deployment.json"), JSON.stringify(deployment, null, 2));

let isStopping = false;
const instances: Array<ChildProcess | undefined> = tlsAppPorts.map(() => undefined);

async function isReady(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200;
  } catch {
    return false;
  }
}

/** Starts instance `index` and resolves once its /readyz answers 200. */
async function startInstance(index: number): Promise<void> {
  const port = tlsAppPorts[index] as number;
  const child = spawn(program as string, programArguments, { cwd: artefact.directory, stdio: "inherit", env: { ...env, PORT: String(port) } });
  instances[index] = child;
  child.once("exit", (code, signal) => {
    // An instance the control port did not stop is a failure of the whole set-up.
    if (instances[index] === child && !isStopping) {
      console.error(`instance ${index} exited (${signal ?? code})`);
      void stop(1);
    }
  });
  const deadline = Date.now() + 60_000;
  while (!(await isReady(port))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`instance ${index} did not become ready`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How long each step of a restart took: out of nginx's service, exited after the signal, back in service; in all. */
export interface Replaced {
  drainedAfterMs: number;
  stoppedAfterMs: number;
  undrainedAfterMs: number;
  readyAfterMs: number;
}

/**
 * Stops instance `index` with the signal and starts it again; resolves once it is ready. A graceful restart is the
 * runbook's rolling update: out of nginx's service first (`start.sh drain`), back in once ready (`start.sh undrain`).
 */
async function replaceInstance(index: number, signal: "SIGTERM" | "SIGKILL"): Promise<Omit<Replaced, "readyAfterMs">> {
  const instance = `127.0.0.1:${tlsAppPorts[index]}`;
  const drainStartedAt = Date.now();
  if (signal === "SIGTERM") await startScript("drain", instance);
  const drainedAfterMs = Date.now() - drainStartedAt;
  const child = instances[index];
  instances[index] = undefined;
  const signalledAt = Date.now();
  if (child && child.exitCode === null) {
    const exited = once(child, "exit");
    child.kill(signal);
    await exited;
  }
  const stoppedAfterMs = Date.now() - signalledAt;
  await startInstance(index);
  const undrainStartedAt = Date.now();
  if (signal === "SIGTERM") await startScript("undrain", instance);
  return { drainedAfterMs, stoppedAfterMs, undrainedAfterMs: Date.now() - undrainStartedAt };
}

// One after another, as the embedded database allows only one and PostgreSQL needs no more.
for (const index of tlsAppPorts.keys()) await startInstance(index);
const nginx = spawn("nginx", ["-c", nginxConfig, "-p", tlsWorkDir], { stdio: "inherit" });
nginx.once("exit", (code) => void stop(code ?? 1));

const control = createServer((request, response) => {
  const [, action, index] = /^\/(restart|kill)\/(\d+)$/.exec(request.url ?? "") ?? [];
  if (request.method !== "POST" || !action || Number(index) >= tlsAppPorts.length) {
    response.writeHead(404).end();
    return;
  }
  const startedAt = Date.now();
  replaceInstance(Number(index), action === "kill" ? "SIGKILL" : "SIGTERM").then(
    (steps) => {
      const replaced: Replaced = { ...steps, readyAfterMs: Date.now() - startedAt };
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(replaced));
    },
    (error: unknown) => response.writeHead(500).end(String(error)),
  );
});
control.listen(topologyControlPort, "127.0.0.1");

async function stop(code: number): Promise<void> {
  if (isStopping) return;
  isStopping = true;
  control.close();
  const running = [nginx, ...instances].filter((child): child is ChildProcess => child !== undefined && child.exitCode === null);
  for (const child of running) child.kill("SIGTERM");
  await Promise.all(running.map((child) => once(child, "exit")));
  await storage.close().catch(() => undefined);
  if (adminUrl) await dropDatabaseAndRoles().catch(() => undefined);
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void stop(0));
