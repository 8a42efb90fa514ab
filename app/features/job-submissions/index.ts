// The job-submissions feature's public surface for browser and server code alike; server-only exports are in index.server.ts.
export { JobSubmissionForm } from "./job-submission-form";
