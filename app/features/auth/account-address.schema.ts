import type { SubmissionResult } from "@conform-to/react";
import { z } from "~/config/zod";
import { credentialsSchema } from "./credentials.schema";

/** What the cabinet's address forms post as `intent` (docs/decisions/032); the cabinet's action runs the one named. */
const ACCOUNT_ADDRESS_INTENTS = ["resend-confirmation", "change-email"] as const;
export type AccountAddressIntent = (typeof ACCOUNT_ADDRESS_INTENTS)[number];

export function parseAccountAddressIntent(value: FormDataEntryValue | null): AccountAddressIntent | null {
  return ACCOUNT_ADDRESS_INTENTS.find((intent) => intent === value) ?? null;
}

/** "Изменить e-mail": the new address, checked as the sign-in form checks one (messages are auth.fields keys). */
export const changeEmailSchema = z.object({ newEmail: credentialsSchema.shape.email });

/** Why an address form was refused: a key of the dashboard dictionary's `address.errors` (UPPER_SNAKE_CASE, docs/decisions/035). */
export type AccountAddressError = "AUTH_REQUIRED" | "IMPERSONATED" | "SAME_EMAIL" | "INVALID" | "FAILED";

/**
 * An address form's answer. "Send again" and a change of address answer the same whether or not a mail went out (over
 * the limits, or an address that belongs to another account): the page says where the link was sent.
 */
export type AccountAddressActionData =
  | { intent: AccountAddressIntent; ok: true; sentTo: string }
  | { intent: AccountAddressIntent; ok: false; error: AccountAddressError; result?: SubmissionResult };
