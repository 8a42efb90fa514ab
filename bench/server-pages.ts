import { stopChild } from "./children.ts";
import { httpGet } from "./http-get.ts";
import { DRAIN_TIMEOUT_MS, type LoadOptions } from "./load.ts";
import { startAppServer } from "./servers.ts";
import { signUpForBench } from "./bench-account.ts";
import { benchPath, type PathResult } from "./ssr.ts";

export interface ServerPagesOptions {
  projectRoot: string;
  /** DATA_DIR of the server: the seeded PGlite lives in its db/ folder unless `databaseUrl` is given. */
  dataDir: string;
  databaseUrl: string | undefined;
  paths: string[];
  load: LoadOptions;
  log: (line: string) => void;
}

/**
 * Starts the production server on a seeded database and load-tests each path with benchPath
 * (anonymous, signed in, bare), one after the other; stops the server, also on failure.
 */
export async function benchServerPages({
  projectRoot,
  dataDir,
  databaseUrl,
  paths,
  load,
  log,
}: ServerPagesOptions): Promise<{ serverReadyMs: number; pages: PathResult[] }> {
  // The seeded database is to hold the generated rows only: no demo directory added at start.
  const server = await startAppServer(projectRoot, dataDir, { databaseUrl, env: { DEMO_CONTENT: "off" } });
  try {
    log(`  server ready in ${Math.round(server.readyMs)} ms`);
    const benched = { origin: server.origin, pid: server.child.pid, sessionCookie: await signUpForBench(server.origin) };
    const pages: PathResult[] = [];
    for (const pagePath of paths) {
      log(`  measuring ${pagePath} (anonymous, signed-in, bare)…`);
      // Unmeasured: fills the render cache, and waits out requests still queued from the run before.
      await httpGet(new URL(pagePath, server.origin).href, { timeoutMs: DRAIN_TIMEOUT_MS });
      const result = await benchPath(benched, pagePath, load);
      for (const warning of result.warnings) log(`  WARNING: ${warning}`);
      pages.push(result);
    }
    return { serverReadyMs: server.readyMs, pages };
  } finally {
    await stopChild(server.child);
  }
}
