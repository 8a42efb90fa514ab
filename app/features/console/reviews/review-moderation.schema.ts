import { userText } from "~/config/user-text";
import { z } from "~/config/zod";
import { timeAndId } from "~/server/keyset-cursor";
import { consoleListQuery } from "../console-list-query";
import { moderationReason } from "../profiles/profile-moderation.schema";

// The review list's forms, each shared by the form and the action (docs/decisions/017); messages are keys of the
// console-reviews dictionary's `errors`.

const reviewId = userText("invalid").trim().min(1, "invalid").max(200, "invalid");
/** The newest open report the operator saw (0: none): keeping the review refuses if another came since. */
const reportsSeen = z.coerce.number("stale").int("stale").min(0, "stale").max(Number.MAX_SAFE_INTEGER, "stale");

export const hideReviewSchema = z.object({ intent: z.literal("hide"), reviewId, reason: moderationReason });
export const restoreReviewSchema = z.object({ intent: z.literal("restore"), reviewId });
export const dismissReportsSchema = z.object({ intent: z.literal("dismiss"), reviewId, reportsSeen });

export const REVIEW_DECISIONS = { hide: hideReviewSchema, restore: restoreReviewSchema, dismiss: dismissReportsSchema } as const;
export type ReviewDecision = keyof typeof REVIEW_DECISIONS;
export const isReviewDecision = (value: unknown): value is ReviewDecision => typeof value === "string" && Object.hasOwn(REVIEW_DECISIONS, value);

/** The list's filters, from the URL: the specialist (account id or e-mail) and the state; newest first, by (created, id). */
export const parseReviewQuery = consoleListQuery(
  "reviews",
  { specialist: userText().trim().max(320).catch(""), state: z.enum(["all", "reported", "hidden"]).catch("all") },
  timeAndId,
);
export type ReviewQuery = ReturnType<typeof parseReviewQuery>;
