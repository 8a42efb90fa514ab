import { ACCOUNT_TYPES, LIMITS } from "~/config/constants";
import { userText } from "~/config/user-text";
import { z } from "~/config/zod";
import { timeAndId } from "~/server/keyset-cursor";
import { consoleListQuery } from "../console-list-query";

// The profile moderation page's forms, each shared by the form and the action (docs/decisions/017). Messages are keys
// of the console-profiles dictionary's `errors`. Every decision carries the content version the operator saw: the
// action refuses it if the profile changed since (docs/decisions/019).

export const moderationReason = userText("reasonRequired").trim().min(1, "reasonRequired").max(LIMITS.moderationReason, "reasonTooLong");
const version = z.coerce
  .number("stale")
  .int("stale")
  .positive("stale")
  .max(2 ** 31 - 1, "stale");

export const approveProfileSchema = z.object({ intent: z.literal("approve"), version });
export const hideProfileSchema = z.object({ intent: z.literal("hide"), version, reason: moderationReason });
export const unhideProfileSchema = z.object({ intent: z.literal("unhide"), version });
export const accountTypeSchema = z.object({
  intent: z.literal("account-type"),
  accountType: z.enum(ACCOUNT_TYPES, "accountTypeRequired"),
  reason: moderationReason,
});

export const PROFILE_DECISIONS = {
  approve: approveProfileSchema,
  hide: hideProfileSchema,
  unhide: unhideProfileSchema,
  "account-type": accountTypeSchema,
} as const;
export type ProfileDecision = keyof typeof PROFILE_DECISIONS;

export const isProfileDecision = (value: unknown): value is ProfileDecision => typeof value === "string" && Object.hasOwn(PROFILE_DECISIONS, value);

/** The queue's page, from the URL (no filters): oldest change first, by (change time, id). */
export const parseProfileQueueQuery = consoleListQuery("profiles", {}, timeAndId);
export type ProfileQueueQuery = ReturnType<typeof parseProfileQueueQuery>;
