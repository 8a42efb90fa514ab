import { JOB_SUBMISSION } from "~/config/constants";
import { z } from "~/config/zod";
import { timeAndId } from "~/server/keyset-cursor";
import { consoleListQuery } from "../console-list-query";
import { moderationReason } from "../profiles/profile-moderation.schema";

// The submission page's two decisions, each shared by its form and the action (docs/decisions/017). A submission's
// fields never change after it is sent, so the only stale decision is one on a submission already decided (409).

export const approveSubmissionSchema = z.object({ intent: z.literal("approve") });
export const declineSubmissionSchema = z.object({ intent: z.literal("decline"), reason: moderationReason });

export const SUBMISSION_DECISIONS = { approve: approveSubmissionSchema, decline: declineSubmissionSchema } as const;
export type SubmissionDecision = keyof typeof SUBMISSION_DECISIONS;

export const isSubmissionDecision = (value: unknown): value is SubmissionDecision => typeof value === "string" && Object.hasOwn(SUBMISSION_DECISIONS, value);

/** The queue's status tab and page, from the URL: an unknown status shows the pending ones. */
export const parseSubmissionQuery = consoleListQuery("submissions", { status: z.enum(JOB_SUBMISSION.statuses).catch("pending") }, timeAndId);
export type SubmissionQuery = ReturnType<typeof parseSubmissionQuery>;
