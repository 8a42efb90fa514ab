import type { SubmissionResult } from "@conform-to/react";

/** What the profile page's action answers the inquiry form: Conform's result, and once sent, what happens next. */
export interface InquiryAnswer {
  result: SubmissionResult<string[]>;
  sent: { state: "delivered" | "unconfirmed"; email: string } | null;
}

/** The form's posted `intent`: the profile page's action takes nothing else. */
export const SEND_INQUIRY_INTENT = "send-inquiry";
