// The job-submissions feature's server-only public surface.
export { postJobAction, type PostJobAnswer } from "./post-job-action.server";
export { submitJob } from "./job-submissions.server";
export { applySubmissionRetention, JOB_SUBMISSIONS_RETENTION_QUEUE, startSubmissionRetention } from "./submission-retention.server";
export { approveSubmission, declineSubmission } from "./submission-decisions.server";
