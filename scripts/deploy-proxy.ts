import { spawnSync } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

// nginx as production runs it (deploy/nginx/zvuk-rabota.conf: TLS, HTTP/2, the app instances behind it), in its own
// foreground process on loopback with everything under one work directory. The end-to-end suite's TLS project
// (tests/e2e/start-tls-proxy.ts) and the Lighthouse bench (bench/lighthouse.ts) both go through the file an operator
// deploys, so neither measures or tests a set-up nobody runs.

const SITE_FILE = path.resolve(import.meta.dirname, "../deploy/nginx/zvuk-rabota.conf");

export interface Certificate {
  certificate: string;
  certificateKey: string;
}

/** Whether an `nginx` binary is on PATH (Debian puts it in /usr/sbin). */
export function hasNginx(): boolean {
  return spawnSync("nginx", ["-v"]).status === 0;
}

/** A self-signed certificate for 127.0.0.1, valid two days, written into `directory`; browsers are told to accept it. */
export async function writeSelfSignedCertificate(directory: string): Promise<Certificate> {
  await mkdir(directory, { recursive: true });
  const certificate = path.join(directory, "cert.pem");
  const certificateKey = path.join(directory, "key.pem");
  const openssl = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      certificateKey,
      "-out",
      certificate,
    ],
    { stdio: "pipe" },
  );
  if (openssl.status !== 0) throw new Error(`openssl: ${openssl.stderr.toString()}`);
  return { certificate, certificateKey };
}

export interface SiteConfig extends Certificate {
  /** One `host:port [parameters]` per app instance. */
  appServers: string[];
  /** The https server's `listen` (e.g. `443`, `127.0.0.1:3311`). */
  listen: string;
  serverName: string;
  /** The plain-http server's `listen`: ACME challenges and the redirect to https. Default: 80 on every address. */
  httpListen?: string;
  /** The https origin the plain-http server redirects to (the app's PUBLIC_URL). Default: `https://<serverName>`. */
  publicUrl?: string;
  /** Where certbot writes its HTTP-01 challenges (`<webroot>/.well-known/acme-challenge/`). */
  acmeWebroot?: string;
  /** The S3 server that /uploads/ reads from, and its bucket. Default: the first instance, whose /uploads/ serves local uploads. */
  bucketServer?: string;
  bucket?: string;
}

/** The deploy file with its placeholders filled, as deploy/nginx/start.sh fills them in compose: one `server` line per app instance. */
export async function deploySiteConfig({
  appServers,
  listen,
  serverName,
  certificate,
  certificateKey,
  httpListen = "80",
  publicUrl = `https://${serverName}`,
  acmeWebroot = "/var/www/acme",
  bucketServer = (appServers[0] ?? "").split(" ")[0],
  bucket = "uploads",
}: SiteConfig): Promise<string> {
  const filled = (await readFile(SITE_FILE, "utf8"))
    .replaceAll("{{APP_SERVERS}}", appServers.map((server) => `server ${server};`).join(" "))
    .replaceAll("{{LISTEN}}", listen)
    .replaceAll("{{HTTP_LISTEN}}", httpListen)
    .replaceAll("{{SERVER_NAME}}", serverName)
    .replaceAll("{{PUBLIC_URL}}", publicUrl)
    .replaceAll("{{CERTIFICATE}}", certificate)
    .replaceAll("{{CERTIFICATE_KEY}}", certificateKey)
    .replaceAll("{{ACME_WEBROOT}}", acmeWebroot)
    .replaceAll("{{BUCKET_SERVER}}", bucketServer ?? "")
    .replaceAll("{{BUCKET}}", bucket);
  const left = /\{\{\w+\}\}/.exec(filled);
  if (left) throw new Error(`deploy/nginx/zvuk-rabota.conf: ${left[0]} is not filled`);
  return filled;
}

/**
 * Writes `<workDir>/nginx.conf`: a foreground nginx with its master process (so it can be reloaded, as
 * deploy/nginx/start.sh does to take an instance out of service) and one worker, its pid (`<workDir>/nginx.pid`), log
 * and temporary files under `workDir`, and `http` holding what the caller adds (the site file, further servers).
 * Returns the file's path, to run as `nginx -c <file> -p <workDir>`.
 */
export async function writeNginxConfig(workDir: string, http: string): Promise<string> {
  const temp = path.join(workDir, "nginx-temp");
  await mkdir(temp, { recursive: true });
  const file = path.join(workDir, "nginx.conf");
  await writeFile(
    file,
    `daemon off;
${process.getuid?.() === 0 ? "# The worker as the user who owns the work directory (as root, nginx would switch to nobody).\nuser root;\n" : ""}pid ${workDir}/nginx.pid;
error_log ${workDir}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
${http}
}
`,
  );
  return file;
}
