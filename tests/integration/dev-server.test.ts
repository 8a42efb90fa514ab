import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { freePort } from "../../scripts/free-port.ts";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const devScript = (JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")) as { scripts: { dev: string } }).scripts.dev;

/**
 * GETs `url` (vitest's waitFor) until it answers other than "starting" (the dev server starts Vite first, and answers
 * 503 to a page that waited 15 s for the start: on a loaded machine the start takes longer), then gives its status and body.
 */
function firstAnswer(url: string, server: ChildProcess): Promise<{ status: number; body: string }> {
  return vi.waitFor(
    async () => {
      expect(server.exitCode, "npm run dev exited").toBeNull();
      const response = await fetch(url);
      const body = await response.text();
      expect(response.status === 503 && body.includes("The site is starting"), "still starting").toBe(false);
      return { status: response.status, body };
    },
    { timeout: 80_000, interval: 200 },
  );
}

// `npm run dev` (Vite with hot reload) once answered every request with 500: the server and the app
// loaded two copies of React Router. The script is run as npm runs it, on the embedded database.
describe("npm run dev", () => {
  let server: ChildProcess | undefined;
  let dataDir = "";

  afterAll(async () => {
    if (server?.pid && server.exitCode === null) {
      process.kill(-server.pid, "SIGTERM");
      await new Promise((resolve) => server?.once("exit", resolve));
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("serves pages in both languages", { timeout: 100_000 }, async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "dev-server-"));
    const port = await freePort();
    server = spawn("sh", ["-c", devScript], {
      cwd: projectRoot,
      detached: true,
      stdio: "ignore",
      env: {
        ...process.env,
        PATH: `${path.join(projectRoot, "node_modules/.bin")}:${process.env.PATH}`,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        LOG_LEVEL: "warn",
      },
    });

    const home = await firstAnswer(`http://127.0.0.1:${port}/`, server);
    expect(home.status).toBe(200);
    expect(home.body).toContain('<html lang="ru"');
    const english = await fetch(`http://127.0.0.1:${port}/en/about`);
    expect(english.status).toBe(200);
    expect(await english.text()).toContain('<html lang="en"');
  });
});
