import { spawnSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { openDatabase } from "../app/adapters/db/client.server.ts";
import { DB_TEMPLATE_FILE } from "../app/adapters/db/template.ts";

// The production build, plus a migrated empty PGlite database to start from: creating one from
// scratch (initdb in WASM) is most of a cold start's time, and unpacking a template is about half of it.
const projectRoot = path.resolve(import.meta.dirname, "..");
const cli = path.join(projectRoot, "node_modules/@react-router/dev/bin.cjs");
const build = spawnSync(process.execPath, [cli, "build"], { cwd: projectRoot, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
if (build.status !== 0) process.exit(build.status ?? 1);

const startedAt = performance.now();
const database = await openDatabase({ kind: "pglite", dataDir: "memory://" }, path.join(projectRoot, "app/adapters/db/migrations"));
await database.migrate();
const dump = await database.dumpPgliteDataDir();
await database.close();
await writeFile(path.join(projectRoot, DB_TEMPLATE_FILE), Buffer.from(await dump.arrayBuffer()));
console.log(`database template: ${DB_TEMPLATE_FILE} in ${Math.round(performance.now() - startedAt)} ms`);
