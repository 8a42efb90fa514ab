import { USER_ROLES } from "~/config/constants";
import { userText } from "~/config/user-text";
import { z } from "~/config/zod";

/**
 * The user page's forms (docs/decisions/020), each checked by its schema in the browser and in the action. Messages
 * are keys of the section's dictionary (`consoleUsersText.form.errors`). Every form names its intent: the page's one
 * action reads it first and parses the body with that form's schema.
 */
const reason = userText("invalid").trim().max(500, "reasonTooLong");

export const roleChangeSchema = z.object({
  intent: z.literal("role"),
  role: z.enum(USER_ROLES, "role"),
  /** The role the page showed: a change made meanwhile makes this decision stale. */
  expectedRole: z.enum(USER_ROLES, "stale"),
  reason,
});

/** The day a ban ends on (its start, UTC), as a date field sends it; empty: for good. Today or later. */
const banEnd = userText("invalid")
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, "until")
  .refine((value) => value === "" || (!Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && Date.parse(`${value}T00:00:00Z`) > Date.now()), "until");

export const banSchema = z.object({
  intent: z.literal("ban"),
  reason: userText("reasonRequired").trim().min(1, "reasonRequired").max(500, "reasonTooLong"),
  until: banEnd,
});

export const unbanSchema = z.object({ intent: z.literal("unban"), reason });

export const revokeSessionsSchema = z.object({ intent: z.literal("revoke-sessions"), reason });

export const impersonateSchema = z.object({ intent: z.literal("impersonate"), reason });

export const USER_ACTION_SCHEMAS = {
  role: roleChangeSchema,
  ban: banSchema,
  unban: unbanSchema,
  "revoke-sessions": revokeSessionsSchema,
  impersonate: impersonateSchema,
} as const;

export type UserActionIntent = keyof typeof USER_ACTION_SCHEMAS;

export function isUserActionIntent(value: unknown): value is UserActionIntent {
  return typeof value === "string" && Object.hasOwn(USER_ACTION_SCHEMAS, value);
}
