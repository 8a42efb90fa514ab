import { LIMITS } from "~/config/constants";
import { userText } from "~/config/user-text";
import { z } from "~/config/zod";

/** A report of a review (issue 16), shared by the report form and POST /api/reviews (intent "report"); messages are keys of reviews `report.errors`. */
export const reviewReportSchema = z.object({
  reviewId: userText("reviewRequired").trim().min(1, "reviewRequired").max(200, "reviewRequired"),
  reason: userText("invalidCharacter").trim().max(LIMITS.review.reportReason, "tooLong").default(""),
});
