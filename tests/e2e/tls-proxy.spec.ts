import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import path from "node:path";
import pg from "pg";
import type { Page } from "@playwright/test";
import { auth as t } from "~/i18n/ru/auth";
import { common as c } from "~/i18n/ru/common";
import { dashboard as d } from "~/i18n/ru/dashboard";
import { jobs as j } from "~/i18n/ru/jobs";
import { payments as p } from "~/i18n/ru/payments";
import { interpolate, plural } from "~/i18n/plural";
import { profileEditor as e } from "~/i18n/ru/profile-editor";
import { reviews as r } from "~/i18n/ru/reviews";
import { specialists as s } from "~/i18n/ru/specialists";
import { uploads as u } from "~/i18n/ru/uploads";
import { startFakeS3Server } from "../fakes/s3-server";
import { METRICS_TOKEN, TLS_ADDRESSES, tlsAppPorts, tlsHttpPort, tlsProxyPort, tlsWorkDir } from "./e2e-server";
import { expect, test, visit } from "./fixtures";
import { linkIn, mailTo } from "./outbox";
import type { Deployment } from "./start-tls-proxy";

// The production set-up (docs/deploying.md "Behind nginx"): nginx terminates TLS with deploy/nginx/zvuk-rabota.conf
// and forwards to an instance with PUBLIC_URL=https://…, TRUST_PROXY naming nginx's address and the sandbox
// checkout asked for by name (tests/e2e/start-tls-proxy.ts). Every kind of write a user makes goes through it, and
// what was written comes back from a backup (deploy/backup/*.sh, as compose's `backup` service runs them).

test.describe.configure({ mode: "serial" });

const PASSWORD = "secret-pass";
const ORIGIN = `https://127.0.0.1:${tlsProxyPort}`;
/** The account the first test makes, whose writes the restore drill looks for. */
const email = `tls-${Date.now()}@example.com`;
const SERVER = { timeout: 20_000 };
const media = (file: string) => path.resolve(import.meta.dirname, "fixtures/media", file);

async function expectToast(page: Page, text: string): Promise<void> {
  const toasts = page.getByRole("region", { name: interpolate(d.toasts.viewportLabel, { hotkey: "F8" }) });
  await expect(toasts.getByRole("listitem").filter({ hasText: text })).toBeVisible(SERVER);
}

/** A request from a loopback address of the test's choosing, through nginx, with the headers a client forges. */
function throughProxy(
  pathname: string,
  { from, method = "GET", headers = {}, body }: { from: string; method?: string; headers?: Record<string, string>; body?: string },
) {
  return new Promise<number>((resolve, reject) => {
    const request = httpsRequest(
      { host: "127.0.0.1", port: tlsProxyPort, path: pathname, method, localAddress: from, rejectUnauthorized: false, headers },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

test("a visitor registers, saves a job, pays, edits and uploads, reviews, signs out and in again — all over https through the proxy", async ({ page }) => {
  test.setTimeout(180_000);

  await test.step("registration sets a Secure session cookie, and the pages carry HSTS", async () => {
    const home = await page.goto("/");
    expect(home?.headers()["strict-transport-security"]).toBe("max-age=31536000");
    await visit(page, "/");
    // HTTP/2: the page's document and its ~30 module files share one connection (docs/decisions/029).
    const protocols = await page.evaluate(() =>
      performance.getEntries().flatMap((entry) => ("nextHopProtocol" in entry ? [(entry as PerformanceResourceTiming).nextHopProtocol] : [])),
    );
    expect(protocols.length).toBeGreaterThan(5);
    expect([...new Set(protocols)]).toEqual(["h2"]);
    await page.locator("header").getByRole("button", { name: c.header.signIn, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: t.dialog.title });
    await dialog.getByRole("tab", { name: t.dialog.registerTab }).click();
    await dialog.getByLabel(t.fields.email, { exact: true }).fill(email);
    await dialog.getByLabel(t.fields.password, { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: t.dialog.register, exact: true }).click();
    // A registration sets no session (issue 24): sign in with the password just typed, then confirm the address.
    await dialog.getByRole("button", { name: t.dialog.signInNow, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/, SERVER);
    const link = new URL(linkIn(await mailTo(email, { outbox: path.join(tlsWorkDir, "data", "outbox") }), "/api/auth/verify-email"));
    expect(link.origin).toBe(`https://127.0.0.1:${tlsProxyPort}`);
    await visit(page, `${link.pathname}${link.search}`);
    await expect(page).toHaveURL(/\/dashboard\?email=confirmed$/, SERVER);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(email);
    const session = (await page.context().cookies()).find((cookie) => cookie.name.includes("session_token"));
    expect(session?.secure).toBe(true);
  });

  await test.step("a job is saved", async () => {
    await visit(page, "/");
    const card = page.getByRole("article").first();
    await card.getByRole("button", { name: j.card.save, exact: true }).click();
    await expect(card.getByRole("button", { name: j.card.saved, exact: true })).toHaveAttribute("aria-pressed", "true", SERVER);
    await page.reload();
    await expect(page.getByRole("article").first().getByRole("button", { name: j.card.saved, exact: true })).toBeVisible();
  });

  await test.step("Pro is bought through the sandbox checkout", async () => {
    await visit(page, "/pricing");
    await page.getByRole("button", { name: p.plans.monthly.cta }).click();
    await page.getByRole("dialog", { name: p.dialog.title }).getByRole("button", { name: p.dialog.pay }).click();
    await page.waitForURL(/\/sandbox\/checkout\//);
    expect(new URL(page.url()).origin).toBe(`https://127.0.0.1:${tlsProxyPort}`);
    await page.getByRole("button", { name: p.sandbox.pay, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: p.result.success.title })).toBeVisible(SERVER);
  });

  await test.step("the profile is edited with a photo upload and saved", async () => {
    await visit(page, "/dashboard?tab=profile");
    const photo = page.getByRole("group", { name: e.personal.photo });
    await photo.getByLabel(e.personal.photo).setInputFiles(media("avatar.png"));
    await expect(photo.getByRole("progressbar", { name: interpolate(u.progress, { percent: 100 }) })).toHaveAttribute("aria-valuenow", "100", SERVER);
    await page.getByLabel(e.personal.name, { exact: true }).fill("Вера");
    await page.getByLabel(e.personal.surname, { exact: true }).fill("Прокси");
    await page.getByLabel(e.personal.experience, { exact: true }).fill("Сведение и мастеринг");
    await page.getByLabel(e.personal.workExperience).fill("3 - 5");
    await page.getByRole("checkbox", { name: s.specializations.composer, exact: true }).check();
    await page.getByRole("button", { name: e.personal.submit }).click();
    await expectToast(page, e.toasts.profile.success);
    // The photo is in the bucket and the browser loads it through nginx, on the site's own origin (S3_PUBLIC_URL).
    const image = photo.getByRole("img", { name: e.personal.photoAlt });
    const source = new URL((await image.getAttribute("src")) ?? "");
    expect(source.origin).toBe(ORIGIN);
    expect(source.pathname).toMatch(/^\/uploads\/specialist-profiles\/[^/]+\/photo$/);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), SERVER).toBeGreaterThan(0);
    const loaded = await page.request.get(source.href);
    expect(loaded.status()).toBe(200);
    expect(loaded.headers()["content-type"]).toBe("image/png");
    expect(loaded.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(loaded.headers()["x-content-type-options"]).toBe("nosniff");
    expect((await loaded.body()).equals(await readFile(media("avatar.png")))).toBe(true);
  });

  await test.step("a review is written", async () => {
    await visit(page, "/specialists/demo-giorgi-kapanadze?tab=reviews");
    await page.getByRole("button", { name: r.form.open }).click();
    await page.getByRole("radio", { name: plural("ru", 1, r.form.star) }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: plural("ru", 2, r.form.star) })).toBeChecked();
    await page.getByRole("textbox", { name: r.form.titleLabel, exact: true }).fill("Через прокси");
    await page.getByRole("textbox", { name: r.form.contentLabel, exact: true }).fill("Всё сделано в срок.");
    await page.getByRole("button", { name: r.form.submit }).click();
    await expect(page.getByRole("article").filter({ hasText: "Через прокси" })).toBeVisible(SERVER);
  });

  await test.step("sign-out, then sign-in on the login page", async () => {
    await page.locator("header").getByRole("button", { name: c.header.signOut }).click();
    await expect(page).toHaveURL(/:\d+\/$/, SERVER);
    await visit(page, "/login");
    const main = page.getByRole("main");
    await main.getByLabel(t.fields.email, { exact: true }).fill(email);
    await main.getByLabel(t.fields.password, { exact: true }).fill(PASSWORD);
    await main.getByRole("button", { name: t.login.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/, SERVER);
  });
});

test("wrong passwords are limited per client address, whatever X-Forwarded-For entries the client adds", async () => {
  const attempts: number[] = [];
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const body = new URLSearchParams({ intent: "sign-in", email: "nobody@example.com", password: "wrong-password", redirectTo: "/dashboard" }).toString();
    attempts.push(
      await throughProxy("/login", {
        from: "127.0.0.3",
        method: "POST",
        headers: {
          origin: `https://127.0.0.1:${tlsProxyPort}`,
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": `198.51.100.${attempt}`,
        },
        body,
      }),
    );
  }
  expect(attempts.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
  expect(attempts.slice(5)).toEqual([429, 429, 429]);
});

test("a payment notification is taken only from an allowed sender's own address, not from a forwarded entry", async () => {
  const notification = { headers: { "content-type": "application/json" }, body: "{}" };
  const forged = await throughProxy("/api/payments/webhook", {
    from: "127.0.0.3",
    method: "POST",
    ...notification,
    headers: { ...notification.headers, "x-forwarded-for": "185.71.76.1" },
  });
  expect(forged).toBe(403);
  // An allowed sender gets past the address check; its empty notification is then refused as invalid.
  const allowed = await throughProxy("/api/payments/webhook", { from: TLS_ADDRESSES.allowedNotificationSender, method: "POST", ...notification });
  expect(allowed).toBe(400);
});

test("the bucket's location reads single objects only: no listing, no writes, and every refusal the same 404", async () => {
  const from = "127.0.0.3";
  expect(await throughProxy("/uploads/", { from })).toBe(404);
  expect(await throughProxy("/uploads/?list-type=2", { from })).toBe(404);
  expect(await throughProxy("/uploads/profiles/nobody/photo", { from })).toBe(404);
  const existing = "/uploads/specialist-profiles/demo-alexey-romanov/photo";
  expect(await throughProxy(existing, { from })).toBe(200);
  expect(await throughProxy(existing, { from, method: "PUT", body: "overwritten" })).toBe(404);
  expect(await throughProxy(existing, { from, method: "DELETE" })).toBe(404);
  expect(await throughProxy(existing, { from })).toBe(200);
});

test("port 80 serves certbot's challenges from the webroot and sends everything else to https on the configured name", async () => {
  const plain = (pathname: string, host: string) =>
    new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
      const request = httpRequest({ host: "127.0.0.1", port: tlsHttpPort, path: pathname, headers: { host } }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }));
      });
      request.on("error", reject);
      request.end();
    });
  // Never built from the Host header a client sends.
  expect(await plain("/specialists?page=2", "evil.example")).toMatchObject({ status: 301, location: `${ORIGIN}/specialists?page=2` });
  expect(await plain("/", "127.0.0.1")).toMatchObject({ status: 301, location: `${ORIGIN}/` });
  const token = `token-${Date.now()}`;
  const challenges = path.join(tlsWorkDir, "acme", ".well-known", "acme-challenge");
  await mkdir(challenges, { recursive: true });
  await writeFile(path.join(challenges, token), `${token}.account-thumbprint`);
  expect(await plain(`/.well-known/acme-challenge/${token}`, "127.0.0.1")).toMatchObject({ status: 200, body: `${token}.account-thumbprint` });
  expect((await plain("/.well-known/acme-challenge/missing", "127.0.0.1")).status).toBe(404);
});

test("probes and metrics answer on each instance, never through the public proxy", async () => {
  const bearer = { authorization: `Bearer ${METRICS_TOKEN}` };
  for (const pathname of ["/livez", "/readyz", "/healthz", "/metrics"]) {
    expect(await throughProxy(pathname, { from: "127.0.0.3", headers: bearer }), pathname).toBe(404);
    const direct = await fetch(`http://127.0.0.1:${tlsAppPorts[0]}${pathname}`, { headers: bearer });
    expect(direct.status, pathname).toBe(200);
  }
});

/** Runs a deploy script with its environment; resolves with how long it took, or fails with its output. */
async function runScript(script: string, args: string[], env: Record<string, string>): Promise<number> {
  const startedAt = performance.now();
  const child = spawn("sh", [path.resolve(import.meta.dirname, "../../deploy/backup", script), ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, "exit")) as [number | null];
  expect(code, `${script}: ${output}`).toBe(0);
  console.info(output.trim());
  return performance.now() - startedAt;
}

/**
 * Compose's `backup` service: its command from deploy/compose.yaml (a folded scalar, `$$` for `$`), its mounted
 * /backup/backup.sh being the repository's. Runs until it has made `runs` backups, then gets SIGTERM, as `docker
 * compose stop` sends; resolves with how long each backup took.
 */
async function runBackupService(env: Record<string, string>, runs: number): Promise<number[]> {
  const compose = await readFile(path.resolve(import.meta.dirname, "../../deploy/compose.yaml"), "utf8");
  const service = /^ {2}backup:\n((?: {4}.*\n)+)/m.exec(compose)?.[1] ?? "";
  const folded = /^ {4}command:\n {6}- >-\n((?: {8}.*\n)+)/m.exec(service)?.[1] ?? "";
  const command = folded
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join(" ")
    .replaceAll("$$", "$")
    .replace("sh /backup/backup.sh", `sh ${path.resolve(import.meta.dirname, "../../deploy/backup/backup.sh")}`);
  expect(command).toContain("deploy/backup/backup.sh ||");
  const child = spawn("sh", ["-c", command], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const times: number[] = [];
  let output = "";
  let last = performance.now();
  const made = new Promise<void>((resolve) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of chunk
        .toString()
        .split("\n")
        .filter((text) => text.startsWith("backup.sh: "))) {
        console.info(line);
        times.push(performance.now() - last);
        last = performance.now();
        if (times.length === runs) resolve();
      }
    });
  });
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, "exit");
  await Promise.race([made, exited]);
  child.kill("SIGTERM");
  await exited;
  expect(output, output).not.toContain("backup.sh failed");
  expect(times.length, output).toBeGreaterThanOrEqual(runs);
  return times.slice(0, runs);
}

async function directorySize(directory: string): Promise<{ files: number; bytes: number }> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  const sizes = await Promise.all(files.map(async (entry) => (await stat(path.join(entry.parentPath, entry.name))).size));
  return { files: files.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

test("restore drill: compose's backup, taken while the site runs, restores into a fresh database and bucket with everything written before it", async () => {
  test.skip(!process.env.TEST_DATABASE_URL, "the backup service backs up PostgreSQL (TEST_DATABASE_URL)");
  test.setTimeout(180_000);
  const deployment = JSON.parse(await readFile(path.join(tlsWorkDir, "deployment.json"), "utf8")) as Deployment;
  const server = new URL(process.env.TEST_DATABASE_URL ?? "");
  const restoredName = `${deployment.database}_restored`;
  const onDatabase = async <Row extends pg.QueryResultRow>(database: string, sql: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: Object.assign(new URL(server), { pathname: `/${database}` }).toString() });
    await client.connect();
    try {
      return (await client.query<Row>(sql, values)).rows;
    } finally {
      await client.end();
    }
  };
  // What the first test wrote, and every upload a row names (the demo's and the photo).
  const written = (database: string) =>
    onDatabase<{ id: string; name: string; photo_url: string; reviews: string; saved: string }>(
      database,
      `select u.id, p.name, p.photo_url,
         (select count(*) from review where reviewer_id = u.id and title = 'Через прокси') as reviews,
         (select count(*) from saved_job where user_id = u.id) as saved
       from "user" u join specialist_profile p on p.user_id = u.id where u.email = $1`,
      [email],
    );
  const uploadUrls = async (database: string) =>
    (
      await onDatabase<{ url: string }>(
        database,
        `select photo_url as url from specialist_profile union select audio_url from specialist_profile
         union select audio_url from specialist_project union select video_url from specialist_project
         union select reviewer_photo_url from review`,
      )
    )
      .map((row) => row.url)
      .filter((url) => url.startsWith(`${ORIGIN}/uploads/`))
      .sort();
  const before = await written(deployment.database);
  expect(before).toHaveLength(1);
  expect(before[0]).toMatchObject({ name: "Вера", reviews: "1", saved: "1" });

  // Compose's `backup` service as it runs: its command, read from compose.yaml (the schedule and backup.sh), every 0
  // hours here, keeping 2, stopped as `docker compose stop` stops it once it has made 3.
  const backups = path.join(tlsWorkDir, "backups");
  await rm(backups, { recursive: true, force: true });
  const s3 = (storage: Deployment["storage"]) => ({
    S3_ENDPOINT: storage.endpoint,
    S3_BUCKET: storage.bucket,
    S3_ACCESS_KEY_ID: storage.credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: storage.credentials.secretAccessKey,
  });
  const asOwner = (database: string) => ({
    PGHOST: server.hostname,
    PGPORT: server.port || "5432",
    PGUSER: deployment.ownerRole,
    PGPASSWORD: deployment.passwords.owner,
    PGDATABASE: database,
  });
  const backupTimes = await runBackupService(
    { ...asOwner(deployment.database), ...s3(deployment.storage), BACKUP_DIR: backups, BACKUP_INTERVAL_HOURS: "0", BACKUP_KEEP: "2" },
    3,
  );
  const kept = (await readdir(backups)).filter((name) => !name.startsWith(".")).sort();
  expect(kept).toHaveLength(2);
  const backup = path.join(backups, kept[1] ?? "");
  // The newer copy is hard links to the older one's files: an unchanged upload takes no more room.
  const photoKey = new URL(before[0]?.photo_url ?? "").pathname.slice("/uploads/".length);
  const inodes = await Promise.all(kept.map(async (name) => (await stat(path.join(backups, name, "uploads", photoKey))).ino));
  expect(new Set(inodes).size).toBe(1);
  const dump = await stat(path.join(backup, "database.dump"));
  const copied = await directorySize(path.join(backup, "uploads"));
  const urlsBefore = await uploadUrls(deployment.database);
  expect(urlsBefore).toContain(before[0]?.photo_url);

  // A fresh database owned by the tables' owner and a fresh bucket, then the restore script and the release step.
  const bucket = await startFakeS3Server();
  try {
    await onDatabase("postgres", `DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
    await onDatabase("postgres", `CREATE DATABASE ${restoredName} OWNER ${deployment.ownerRole}`);
    const restoreMs = await runScript("restore.sh", [backup], { ...asOwner(restoredName), ...s3(bucket) });
    const urlAs = (role: string) => Object.assign(new URL(server), { username: role, password: "", pathname: `/${restoredName}` }).toString();
    const release = spawn(process.execPath, ["build/migrate.js"], {
      cwd: deployment.artefactDirectory,
      stdio: "inherit",
      env: {
        ...process.env,
        ...deployment.env,
        DATABASE_URL: urlAs(deployment.appRole),
        DATABASE_PASSWORD: deployment.passwords.app,
        MIGRATION_DATABASE_URL: urlAs(deployment.ownerRole),
        MIGRATION_DATABASE_PASSWORD: deployment.passwords.owner,
      },
    });
    expect(((await once(release, "exit")) as [number | null])[0]).toBe(0);

    expect(await written(restoredName)).toEqual(before);
    // Every upload a restored row names is in the restored bucket, byte for byte what the site serves now.
    const urlsAfter = await uploadUrls(restoredName);
    expect(urlsAfter).toEqual(urlsBefore);
    expect(await bucket.storedKeys()).toHaveLength(copied.files);
    for (const url of urlsAfter) {
      const key = url.slice(`${ORIGIN}/uploads/`.length).split("?")[0];
      const restored = await fetch(`${bucket.endpoint}/${bucket.bucket}/${key}`);
      expect(restored.status, key).toBe(200);
      const served = await new Promise<Buffer>((resolve, reject) => {
        const request = httpsRequest({ host: "127.0.0.1", port: tlsProxyPort, path: `/uploads/${key}`, rejectUnauthorized: false }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve(Buffer.concat(chunks)));
        });
        request.on("error", reject);
        request.end();
      });
      expect(Buffer.from(await restored.arrayBuffer()).equals(served), key).toBe(true);
    }
    // An instance of the image on the restored database and bucket, as the app's role (the release step granted it
    // again): ready, and the restored specialist's page shows her name and photo.
    const port = tlsHttpPort + 1;
    const [program = "", ...programArguments] = deployment.command;
    const instance = spawn(program, programArguments, {
      cwd: deployment.artefactDirectory,
      stdio: "inherit",
      env: {
        ...process.env,
        ...deployment.env,
        ...s3(bucket),
        PORT: String(port),
        DATABASE_URL: urlAs(deployment.appRole),
        DATABASE_PASSWORD: deployment.passwords.app,
        DATA_DIR: path.join(tlsWorkDir, "restored-data"),
      },
    });
    try {
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/readyz`).then(
              (answer) => answer.status,
              () => 0,
            ),
          { timeout: 60_000 },
        )
        .toBe(200);
      const profile = await fetch(`http://127.0.0.1:${port}/specialists/${before[0]?.id}`);
      expect(profile.status).toBe(200);
      const html = await profile.text();
      expect(html).toContain("Вера");
      expect(html).toContain(`/uploads/${photoKey}`);
    } finally {
      const stopped = once(instance, "exit");
      instance.kill("SIGTERM");
      await stopped;
    }
    const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    console.info(
      `restore drill: backups took ${backupTimes.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(", ")} (the first copies the bucket, the next only what is new), ` +
        `restore ${(restoreMs / 1000).toFixed(1)} s; dump ${megabytes(dump.size)}, uploads ${copied.files} files, ${megabytes(copied.bytes)}; ` +
        `${urlsAfter.length} upload URLs checked`,
    );
  } finally {
    await bucket.close();
    await onDatabase("postgres", `DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`).catch(() => undefined);
  }
});
