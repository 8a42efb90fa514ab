import { z } from "~/config/zod";
import { userText } from "~/config/user-text";

/** Job ids come from the sheet's first column and are short; anything longer is not an id. */
const JOB_ID_MAX_LENGTH = 200;

const SAVED_JOB_INTENTS = ["save", "remove"] as const;

/**
 * The save toggle's form (spec 4 "Saved job"): which job, and whether to save or remove it.
 * There is no user field: the user always comes from the session.
 */
export const savedJobFormSchema = z.object({
  jobId: userText().trim().min(1).max(JOB_ID_MAX_LENGTH),
  intent: z.enum(SAVED_JOB_INTENTS),
});

/** The parts of a stored job copy (saved_job.job_data) a card needs; read back defensively, as jsonb has no schema. */
export const savedJobCopySchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  type: z.string(),
  description: z.string().default(""),
  postDate: z.string(),
  isEnglish: z.boolean().default(false),
  isRemote: z.boolean().default(false),
});
