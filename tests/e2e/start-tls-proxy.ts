import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { TLS_ADDRESSES, tlsAppPort, tlsProxyPort, tlsWorkDir } from "./e2e-server.ts";

// The site as it is deployed: nginx terminates TLS with deploy/nginx/zvuk-rabota.conf and an app instance in
// production mode sits behind it (PUBLIC_URL https, a shared AUTH_SECRET, TRUST_PROXY naming nginx's address),
// on the PostgreSQL server when TEST_DATABASE_URL names one. Playwright's "tls-proxy" project drives it.

const projectRoot = path.resolve(import.meta.dirname, "../..");
const publicUrl = `https://127.0.0.1:${tlsProxyPort}`;
const children: ChildProcess[] = [];

await rm(tlsWorkDir, { recursive: true, force: true });
await mkdir(path.join(tlsWorkDir, "nginx-temp"), { recursive: true });

// A self-signed certificate for 127.0.0.1; the browser is told to accept it (ignoreHTTPSErrors).
const certificate = path.join(tlsWorkDir, "cert.pem");
const certificateKey = path.join(tlsWorkDir, "key.pem");
const openssl = spawnSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", certificateKey, "-out", certificate], { stdio: "pipe" });
if (openssl.status !== 0) throw new Error(`openssl: ${openssl.stderr.toString()}`);

const site = (await readFile(path.join(projectRoot, "deploy/nginx/zvuk-rabota.conf"), "utf8"))
  .replaceAll("{{APP_ADDRESS}}", `127.0.0.1:${tlsAppPort}`)
  .replaceAll("{{LISTEN}}", `127.0.0.1:${tlsProxyPort}`)
  .replaceAll("{{SERVER_NAME}}", "127.0.0.1")
  .replaceAll("{{CERTIFICATE}}", certificate)
  .replaceAll("{{CERTIFICATE_KEY}}", certificateKey);
await writeFile(path.join(tlsWorkDir, "site.conf"), site);
// nginx's own process in the foreground, everything under the work directory; it connects to the app from
// TLS_ADDRESSES.proxy, the one address the app trusts, so the browser (127.0.0.1) is an untrusted client.
const temp = path.join(tlsWorkDir, "nginx-temp");
await writeFile(
  path.join(tlsWorkDir, "nginx.conf"),
  `daemon off;
master_process off;
pid ${tlsWorkDir}/nginx.pid;
error_log ${tlsWorkDir}/nginx-error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  proxy_bind ${TLS_ADDRESSES.proxy};
  include ${tlsWorkDir}/site.conf;
}
`,
);

// A database of its own on the PostgreSQL server, else the embedded one in the work directory.
const adminUrl = process.env.TEST_DATABASE_URL;
const databaseName = `e2e_tls_${tlsProxyPort}`;
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}
let databaseUrl = "";
if (adminUrl) {
  await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await onServer(`CREATE DATABASE ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
}

children.push(
  spawn(process.execPath, [path.join(projectRoot, "server/start.ts")], {
    stdio: "inherit",
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(tlsAppPort),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: path.join(tlsWorkDir, "data"),
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: publicUrl,
      AUTH_SECRET: "e2e-tls-proxy-secret-of-at-least-32-characters",
      TRUST_PROXY: TLS_ADDRESSES.proxy,
      PAYMENTS_SANDBOX: "on",
      DEMO_CONTENT: "on",
      YOOKASSA_ALLOWED_IPS: `185.71.76.0/27,${TLS_ADDRESSES.allowedNotificationSender}`,
      GOOGLE_CLIENT_ID: "",
      GOOGLE_CLIENT_SECRET: "",
      SMTP_URL: "",
    },
  }),
  spawn("nginx", ["-c", path.join(tlsWorkDir, "nginx.conf"), "-p", tlsWorkDir], { stdio: "inherit" }),
);

let isStopping = false;
async function stop(code: number): Promise<void> {
  if (isStopping) return;
  isStopping = true;
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once("exit", resolve)) : undefined)));
  if (adminUrl) await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => undefined);
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void stop(0));
for (const child of children) child.once("exit", (code) => void stop(code ?? 1));
