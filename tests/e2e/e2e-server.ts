import path from "node:path";

/** The port of the end-to-end server; each port gets its own data directory, so parallel runs never share one. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3310);

export const e2eDataDir = path.resolve(import.meta.dirname, `../../test-results/e2e-data-${e2ePort}`);
