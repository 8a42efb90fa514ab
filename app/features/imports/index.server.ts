// The imports feature's server-only public surface.
export { importNow, startImports, stopImports } from "./import-scheduler.server";
export { listImportRuns, type SheetRuns } from "./import-runs.server";
export type { RoundOutcome } from "./import-round.server";
