import { JOB_SUBMISSION } from "~/config/constants";
import { z } from "~/config/zod";
import { jobFieldsSchema, MAX_INDEXED_LENGTH, type JobFieldError } from "~/features/jobs";

/**
 * The employer's job form on /post-job (issue 17, docs/decisions/027), shared by the form and its action: the jobs' one
 * schema (`jobFieldsSchema`, the sheet import's and the console's rules, field by field) without the post date (a
 * submission is dated when an operator publishes it), each field capped in size before those rules run, plus the
 * contact e-mail (not published) and the honeypot `homepage`, which people never see and bots fill. Messages are keys
 * of the post-job dictionary's `submit.errors`.
 */
export type JobSubmissionError = JobFieldError | "noApplyChannel";

const CAPS = JOB_SUBMISSION.fieldCaps;
const fields = jobFieldsSchema.shape;

/** A posted field: absent reads as empty, longer than `cap` is refused, then the job field's own rule. */
function capped<Rule extends z.ZodType<unknown, string>>(cap: number, rule: Rule) {
  return z
    .string()
    .max(cap, "tooLong" satisfies JobSubmissionError)
    .default("")
    .pipe(rule);
}

const APPLY_CHANNELS = ["applyWebsite", "applyEmail", "applyForm", "applyTelegram", "applyHH"] as const;

export const jobSubmissionSchema = z
  .object({
    title: capped(MAX_INDEXED_LENGTH, fields.title),
    company: capped(MAX_INDEXED_LENGTH, fields.company),
    companyLink: capped(CAPS.link, fields.companyLink),
    location: capped(MAX_INDEXED_LENGTH, fields.location),
    type: capped(MAX_INDEXED_LENGTH, fields.type),
    isEnglish: capped(10, fields.isEnglish),
    description: capped(CAPS.description, fields.description),
    responsibilities: capped(CAPS.list, fields.responsibilities),
    requirements: capped(CAPS.list, fields.requirements),
    conditions: capped(CAPS.list, fields.conditions),
    applyWebsite: capped(CAPS.link, fields.applyWebsite),
    applyEmail: capped(CAPS.link, fields.applyEmail),
    applyForm: capped(CAPS.link, fields.applyForm),
    applyTelegram: capped(CAPS.link, fields.applyTelegram),
    applyHH: capped(CAPS.link, fields.applyHH),
    contactEmail: capped(CAPS.contactEmail, fields.applyEmail.pipe(z.string().min(1, "required" satisfies JobSubmissionError))),
    /** The honeypot: hidden from people; the action pretends success and stores nothing when it is filled. */
    homepage: z.string().max(CAPS.link).default(""),
  })
  .refine((value) => APPLY_CHANNELS.some((channel) => value[channel] !== ""), { message: "noApplyChannel" satisfies JobSubmissionError });

export type JobSubmissionInput = z.output<typeof jobSubmissionSchema>;
