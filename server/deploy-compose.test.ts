import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deploySiteConfig } from "../scripts/deploy-proxy.ts";

// deploy/compose.yaml cannot run here (no Docker daemon): the end-to-end projects replay its commands, and this checks
// the parts they cannot see. nginx's start script (deploy/nginx/start.sh) must fill the site file exactly as the
// end-to-end set-up does (scripts/deploy-proxy.ts), with a self-signed certificate until certbot's is there; the
// services must share the volumes and paths that make the certificate, the bucket and the backups work.
const root = path.resolve(import.meta.dirname, "..");
const compose = await readFile(path.join(root, "deploy/compose.yaml"), "utf8");
const example = await readFile(path.join(root, "deploy/env.example"), "utf8");

/** A service's block of compose.yaml (its indented lines). */
function service(name: string): string {
  const match = new RegExp(`^ {2}${name}:\\n((?: {4}.*\\n|\\s*\\n)+)`, "m").exec(compose);
  if (!match?.[1]) throw new Error(`no service ${name} in compose.yaml`);
  return match[1];
}
/** A `NAME: value` of a service's environment, unquoted. */
function setting(block: string, name: string): string {
  const value = new RegExp(`^\\s+${name}: (.*)$`, "m").exec(block)?.[1] ?? "";
  return value.replace(/^"(.*)"$/, "$1");
}

describe("nginx's start in compose", () => {
  let work = "";
  const nginx = service("nginx");
  const env = {
    SERVER_NAME: "zvuk-rabota.example",
    PUBLIC_URL: "https://zvuk-rabota.example",
    NGINX_APP_SERVERS: setting(nginx, "NGINX_APP_SERVERS"),
    NGINX_BUCKET_SERVER: setting(nginx, "NGINX_BUCKET_SERVER"),
    S3_BUCKET: setting(nginx, "S3_BUCKET"),
  };
  const startScript = (...args: string[]) =>
    spawnSync("sh", [path.join(root, "deploy/nginx/start.sh"), ...args], {
      env: {
        ...process.env,
        ...env,
        NGINX_TEMPLATE: path.join(root, "deploy/nginx/zvuk-rabota.conf"),
        NGINX_SITE_FILE: path.join(work, "site.conf"),
        LETSENCRYPT_DIR: path.join(work, "letsencrypt"),
        NGINX_DRAINED_FILE: path.join(work, "drained"),
        NGINX_PID_FILE: path.join(work, "nginx.pid"),
      },
      encoding: "utf8",
    });
  const render = () => startScript("render");
  const sameAsTheTests = (certificateDir: string) =>
    deploySiteConfig({
      appServers: env.NGINX_APP_SERVERS.split(";")
        .map((part) => part.trim().replace(/^server /, ""))
        .filter(Boolean),
      listen: "443",
      httpListen: "80",
      serverName: env.SERVER_NAME,
      publicUrl: env.PUBLIC_URL,
      certificate: path.join(certificateDir, "fullchain.pem"),
      certificateKey: path.join(certificateDir, "privkey.pem"),
      acmeWebroot: "/var/www/acme",
      bucketServer: env.NGINX_BUCKET_SERVER,
      bucket: env.S3_BUCKET,
    });
  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), "nginx-start-"));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it("reads the instances, the bucket's server and the bucket from compose", () => {
    expect(env.NGINX_APP_SERVERS).toBe("server app1:3000 max_fails=1 fail_timeout=2s; server app2:3000 max_fails=1 fail_timeout=2s;");
    expect(env.NGINX_BUCKET_SERVER).toBe("minio:9000");
    expect(env.S3_BUCKET).toBe(setting(compose, "S3_BUCKET"));
    expect(nginx).toContain("./nginx/start.sh:/start.sh:ro");
    expect(nginx).toContain("./nginx/zvuk-rabota.conf:/templates/zvuk-rabota.conf:ro");
    expect(nginx).toContain('command: ["sh", "/start.sh"]');
  });

  it("without certbot's certificate: makes a self-signed one for the name and fills the site file as the end-to-end set-up does", async () => {
    const started = render();
    expect(started.status, started.stderr).toBe(0);
    expect(started.stdout).toContain("self-signed");
    const selfSigned = path.join(work, "letsencrypt/self-signed/zvuk-rabota.example");
    const subject = spawnSync("openssl", ["x509", "-noout", "-subject", "-ext", "subjectAltName", "-in", path.join(selfSigned, "fullchain.pem")], {
      encoding: "utf8",
    });
    expect(subject.stdout).toContain("CN = zvuk-rabota.example");
    expect(subject.stdout).toContain("DNS:zvuk-rabota.example");
    const rendered = await readFile(path.join(work, "site.conf"), "utf8");
    expect(rendered).toBe(await sameAsTheTests(selfSigned));
    expect(rendered).not.toMatch(/\{\{\w+\}\}/);
    expect(rendered).toContain("return 301 https://zvuk-rabota.example$request_uri;");
    expect(rendered).toContain("proxy_pass http://zvuk_rabota_bucket/uploads/$1;");
  });

  it("with certbot's certificate in live/: serves it, keeping the self-signed one", async () => {
    const live = path.join(work, "letsencrypt/live/zvuk-rabota.example");
    await mkdir(live, { recursive: true });
    await writeFile(path.join(live, "fullchain.pem"), "certificate");
    await writeFile(path.join(live, "privkey.pem"), "key");
    const started = render();
    expect(started.status, started.stderr).toBe(0);
    expect(started.stdout).not.toContain("self-signed");
    expect(await readFile(path.join(work, "site.conf"), "utf8")).toBe(await sameAsTheTests(live));
  });

  // Taking an instance out and putting it back, with nginx's reload, runs in the topology test's rolling restart
  // (tests/e2e/start-tls-proxy.ts); here, what the script refuses before it touches nginx, and the `down` it writes.
  it("marks a drained instance down in the upstream, and only that one", async () => {
    await writeFile(path.join(work, "drained"), "app1:3000\n");
    const started = render();
    expect(started.status, started.stderr).toBe(0);
    expect(await readFile(path.join(work, "site.conf"), "utf8")).toContain(
      "server app1:3000 down max_fails=1 fail_timeout=2s; server app2:3000 max_fails=1 fail_timeout=2s;",
    );
    await rm(path.join(work, "drained"));
  });

  it("refuses to drain an instance compose does not run, or the last one in service, and changes nothing", async () => {
    const unknown = startScript("drain", "app3:3000");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toBe(`start.sh: no instance app3:3000 in NGINX_APP_SERVERS (${env.NGINX_APP_SERVERS})\n`);
    await writeFile(path.join(work, "drained"), "app2:3000\n");
    const last = startScript("drain", "app1:3000");
    expect(last.status).toBe(1);
    expect(last.stderr).toBe("start.sh: app1:3000 is the last instance in service; not taking it out (undrain another first)\n");
    expect(await readFile(path.join(work, "drained"), "utf8")).toBe("app2:3000\n");
    await rm(path.join(work, "drained"));
  });
});

describe("the certificate's path in compose", () => {
  const nginx = service("nginx");
  const certbot = service("certbot");

  it("nginx publishes 80 and 443; certbot writes challenges where nginx's port 80 reads them", () => {
    expect(nginx).toContain('ports: ["80:80", "443:443"]');
    expect(nginx).toContain("- acme:/var/www/acme:ro");
    expect(certbot).toContain("- acme:/var/www/acme");
    expect(certbot).toContain("certonly --webroot --webroot-path /var/www/acme");
  });

  it("both mount the whole /etc/letsencrypt (live/ holds links into archive/)", () => {
    expect(nginx).toContain("- letsencrypt:/etc/letsencrypt");
    expect(certbot).toContain("- letsencrypt:/etc/letsencrypt");
  });
});

describe("backups in compose", () => {
  const backup = service("backup");

  it("run the scripts the restore drill runs, as the tables' owner, into the backups folder", () => {
    expect(backup).toContain("- ./backup/backup.sh:/backup/backup.sh:ro");
    expect(backup).toContain("- ./backup/restore.sh:/backup/restore.sh:ro");
    expect(backup).toContain("sh /backup/backup.sh ||");
    expect(setting(backup, "PGUSER")).toBe("zvuk");
    expect(setting(backup, "PGPASSWORD")).toBe("${POSTGRES_PASSWORD}");
    expect(setting(backup, "S3_BUCKET")).toBe(setting(compose, "S3_BUCKET"));
    expect(setting(backup, "BACKUP_DIR")).toBe("/backups");
  });

  it("are made with the server's own PostgreSQL version", async () => {
    const dockerfile = await readFile(path.join(root, "deploy/backup/Dockerfile"), "utf8");
    expect(dockerfile).toContain(`FROM ${/^\s+image: (postgres:\d+)$/m.exec(service("postgres"))?.[1]}`);
  });
});

describe("compose's own settings", () => {
  it("every ${NAME} compose reads from deploy/.env is in env.example", () => {
    const names = [...new Set([...compose.matchAll(/(?<!\$)\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1] ?? ""))];
    expect(names.length).toBeGreaterThan(20);
    const missing = names.filter((name) => !new RegExp(`^${name}=`, "m").test(example));
    expect(missing).toEqual([]);
  });

  it("images are tagged by version, instances get time to drain and nginx waits for them to be ready", () => {
    expect(compose).toMatch(/^ {2}image: zvuk-rabota:\$\{APP_VERSION:\?/m);
    expect(compose).toContain('args: { APP_VERSION: "${APP_VERSION}" }');
    expect(compose).toMatch(/^ {2}stop_grace_period: 15s$/m);
    expect(service("nginx")).toContain("app1: { condition: service_healthy }");
  });

  it("database passwords go apart from the URLs", () => {
    for (const url of compose.matchAll(/postgres:\/\/[^\s]+/g)) expect(url[0]).not.toContain(":$");
    expect(setting(compose, "DATABASE_PASSWORD")).toBe("${APP_DATABASE_PASSWORD}");
    expect(setting(service("migrate"), "MIGRATION_DATABASE_PASSWORD")).toBe("${POSTGRES_PASSWORD}");
  });
});
