import { userText } from "~/config/user-text";
import { z } from "~/config/zod";

/** What the cabinet's inquiry forms post as `intent`; the cabinet's action runs the one named (docs/decisions/036). */
const INQUIRY_INTENTS = ["inquiry-read", "inquiry-answered", "inquiry-archive", "inquiry-spam"] as const;
export type InquiryIntent = (typeof INQUIRY_INTENTS)[number];

export function parseInquiryIntent(value: FormDataEntryValue | null): InquiryIntent | null {
  return INQUIRY_INTENTS.find((intent) => intent === value) ?? null;
}

/** Which inquiry: an id is a uuid; anything longer is not one of ours (refused as not found). */
export const inquiryIdSchema = z.object({ id: userText("NOT_FOUND").trim().min(1, "NOT_FOUND").max(100, "NOT_FOUND") });

/** The cabinet's answer to an inquiry intent. */
export type InquiryIntentAnswer =
  { intent: InquiryIntent; ok: true; id: string } | { intent: InquiryIntent; ok: false; error: "NOT_FOUND" | "AUTH_REQUIRED" | "FAILED" };
