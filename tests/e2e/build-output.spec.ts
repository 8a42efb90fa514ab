import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// The suite runs on the production build; this checks what that build loads at start and what it sends to
// browsers. The demo accounts' published password (and the demo data around it) must stay out of the server's main
// bundle: a production server loads that chunk only when DEMO_CONTENT=on (docs/deploying.md "Production mode"). Browsers get
// none of it, and no server-only code (docs/decisions/014: demo content lives in server-only modules).
const projectRoot = path.resolve(import.meta.dirname, "../..");
const serverBuild = path.resolve(import.meta.dirname, "../../build/server");
const clientAssets = path.resolve(import.meta.dirname, "../../build/client/assets");
const DEMO_PASSWORD = "zvuk-demo-2026";
/** A demo specialist's e-mail domain, a demo job's company and the spec's sample job's company stand for the rows. */
const DEMO_ROWS = ["@demo.zvuk-rabota.ru", "Подкаст-студия «Длинные волны»", "Студия «Тихий эфир»"];
/** SQL of the advisory lock and the batched upsert, the log line of a skipped sheet row: server-only modules. */
const SERVER_ONLY = ["pg_try_advisory_xact_lock", "jsonb_populate_recordset", "sheet row skipped"];

async function readAll(dir: string, keep: (file: string) => boolean): Promise<Map<string, string>> {
  const files = (await readdir(dir, { recursive: true })).filter(keep);
  return new Map(await Promise.all(files.map(async (file) => [file, await readFile(path.join(dir, file), "utf8")] as const)));
}

// The build is the same for every viewport: every case runs once (@once, on desktop).

test("the server's main bundle holds no demo password or demo rows; a chunk loaded on demand does", { tag: "@once" }, async () => {
  const main = await readFile(path.join(serverBuild, "index.js"), "utf8");
  expect(main).not.toContain(DEMO_PASSWORD);
  expect(main).not.toContain(DEMO_ROWS[0]);
  expect(main).not.toContain(DEMO_ROWS[1]);

  const chunks = await readAll(serverBuild, (file) => file.endsWith(".js") && file !== "index.js");
  expect([...chunks.values()].some((chunk) => chunk.includes(DEMO_PASSWORD))).toBe(true);
});

test("the browser's bundles hold no demo password, no demo or sample rows and no server-only code", { tag: "@once" }, async () => {
  const assets = await readAll(clientAssets, (file) => file.endsWith(".js"));
  expect(assets.size).toBeGreaterThan(10);
  const found = [DEMO_PASSWORD, ...DEMO_ROWS, ...SERVER_ONLY].flatMap((text) =>
    [...assets].filter(([, code]) => code.includes(text)).map(([file]) => `${text} in ${file}`),
  );
  expect(found).toEqual([]);
});

// The runbook starts the artefact by hand (`node build/start.js`), where nothing sets NODE_ENV: React must still load its
// production build (an ESM bundle evaluates its imports before its own code; build/start.js sets NODE_ENV first).
test("node build/start.js without NODE_ENV serves pages", { tag: "@once" }, async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "start-js-"));
  const { freePort } = await import("../../scripts/free-port.ts");
  const port = await freePort();
  const environment = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "NODE_ENV"));
  const server = spawn(process.execPath, ["build/start.js"], {
    cwd: projectRoot,
    env: { ...environment, HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" },
    stdio: "ignore",
  });
  try {
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined))?.status, { timeout: 60_000 }).toBe(200);
    for (const page of ["/", "/specialists", "/en/about"]) expect((await fetch(`http://127.0.0.1:${port}${page}`)).status, page).toBe(200);
  } finally {
    server.kill("SIGTERM");
    await once(server, "exit");
    await rm(dataDir, { recursive: true, force: true });
  }
});
