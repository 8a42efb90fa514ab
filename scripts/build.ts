import { spawnSync } from "node:child_process";
import { rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { build as bundle } from "esbuild";
import { openDatabase } from "../app/adapters/db/client.server.ts";
import { DB_TEMPLATE_DIR } from "../app/adapters/db/template.ts";
import { migrateQueue } from "../app/adapters/queue/queue.server.ts";

// The production build, plus a migrated empty PGlite database to start from: creating one from
// scratch (initdb in WASM) is most of a cold start's time, and copying a closed data directory takes ~70 ms.
const projectRoot = path.resolve(import.meta.dirname, "..");
const cli = path.join(projectRoot, "node_modules/@react-router/dev/bin.cjs");
const build = spawnSync(process.execPath, [cli, "build"], { cwd: projectRoot, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
if (build.status !== 0) process.exit(build.status ?? 1);

// The server's entry, the release step and the role command (`build/user-role.js`), bundled with the app code they import: with build/, the migrations and
// the production dependencies they run without the source tree or devDependencies (deploy/Dockerfile, whose runtime
// stage the topology test replays). Packages stay imports, resolved from node_modules.
await bundle({
  entryPoints: {
    "start-server": path.join(projectRoot, "server/start.ts"),
    migrate: path.join(projectRoot, "scripts/migrate.ts"),
    "user-role": path.join(projectRoot, "scripts/user-role.ts"),
  },
  outdir: path.join(projectRoot, "build"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  logLevel: "warning",
});
// `node build/start.js` sets NODE_ENV before it loads the server: in one ESM bundle every package import is evaluated
// before the bundle's own code, so server/node-env.ts, inlined, would run after React had chosen its development build
// (every page then answered 500 when NODE_ENV was unset, e.g. started by hand as the runbook shows).
await writeFile(
  path.join(projectRoot, "build/start.js"),
  `// The server's entry (scripts/build.ts): NODE_ENV first, then the bundled server.\nprocess.env.NODE_ENV ??= "production";\nawait import("./start-server.js");\n`,
);

const startedAt = performance.now();
const template = path.join(projectRoot, DB_TEMPLATE_DIR);
const made = `${template}.new`;
await rm(made, { recursive: true, force: true });
const database = await openDatabase({ kind: "pglite", dataDir: made }, path.join(projectRoot, "app/adapters/db/migrations"));
await database.migrate();
// The job queue's tables too: a new embedded database starts with them instead of creating them on its first start.
await migrateQueue(database);
await database.close();
await rm(template, { recursive: true, force: true });
await rename(made, template);
console.log(`database template: ${DB_TEMPLATE_DIR} in ${Math.round(performance.now() - startedAt)} ms`);
