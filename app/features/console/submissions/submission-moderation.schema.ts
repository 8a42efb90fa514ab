import { z } from "~/config/zod";
import { moderationReason } from "../profiles/profile-moderation.schema";

// The submission page's two decisions, each shared by its form and the action (docs/decisions/017). A submission's
// fields never change after it is sent, so the only stale decision is one on a submission already decided (409).

export const approveSubmissionSchema = z.object({ intent: z.literal("approve") });
export const declineSubmissionSchema = z.object({ intent: z.literal("decline"), reason: moderationReason });

export const SUBMISSION_DECISIONS = { approve: approveSubmissionSchema, decline: declineSubmissionSchema } as const;
export type SubmissionDecision = keyof typeof SUBMISSION_DECISIONS;

export const isSubmissionDecision = (value: unknown): value is SubmissionDecision => typeof value === "string" && Object.hasOwn(SUBMISSION_DECISIONS, value);
