// The jobs feature's public surface for browser and server code alike; server-only exports are in index.server.ts.
export { JobCard } from "./job-card";
export { jobValueText } from "./job-values";
export { parseJobRow } from "./parse-job-row";
export type { SavedJob } from "./saved-job";
export { CONSOLE_WRITTEN_SOURCES, consoleJobSchema, MAX_INDEXED_LENGTH, jobFieldsSchema, type JobFieldError } from "./job-fields.schema";
