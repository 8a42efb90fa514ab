import type { Database } from "~/adapters/db/client.server";

// The demo content's public surface (server only). Nothing here holds demo rows, accounts or their published password:
// those modules are imported on demand, so the server's main bundle stays free of them (tests/e2e/build-output.spec.ts).
export { demoRows } from "./demo-rows.server";
export { sampleJobRows } from "./sample-job-rows.server";

/** Adds the demo specialists, their media, demo reviewers and reviews where missing (DEMO_CONTENT=on only). */
export async function addDemoSpecialists(db: Database): Promise<void> {
  await (await import("./demo-directory.server")).addDemoSpecialists(db);
}
