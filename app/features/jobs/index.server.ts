// The jobs feature's server-only public surface.
export { importJobs } from "./import-jobs.server";
export { findSavedJobs } from "./saved-jobs.server";
