import type { JobDetail, JobSummary } from "./job";

/** The copy of a job kept with a save (spec 3 "Saved job": job_data); whether it is still open is read live. */
export type SavedJobCopy = Omit<JobDetail, "isOpen">;

/** A saved job as the cabinet lists it: the card from the stored copy, and the job's live state. */
export interface SavedJob {
  job: JobSummary;
  savedAt: string;
  isOpen: boolean;
}

/** Spec 8 "Saved jobs": the codes the data layer answers with. */
export type SavedJobErrorCode = "AUTH_REQUIRED" | "FORBIDDEN_ORIGIN" | "INVALID_REQUEST" | "JOB_NOT_FOUND" | "SAVE_ERROR" | "DELETE_ERROR";

/** What POST /api/saved-jobs answers: the new state, or why nothing changed. */
export type SavedJobActionData = { saved: boolean } | { error: SavedJobErrorCode };

export const SAVED_JOBS_ENDPOINT = "/api/saved-jobs";
