import { z } from "~/config/zod";
import { LIMITS } from "~/config/constants";
import { userText } from "~/config/user-text";

// The review form (spec 5 "Review form", "Review data rules"), shared by the form and POST /api/reviews.
// Messages are keys of the reviews dictionary (form.errors).

const caps = LIMITS.review;

export const reviewSchema = z.object({
  specialistId: userText("specialistRequired").trim().min(1, "specialistRequired").max(200, "specialistRequired"),
  rating: z.coerce.number("ratingRequired").int("ratingRequired").min(caps.ratingMin, "ratingRequired").max(caps.ratingMax, "ratingRequired"),
  title: userText("invalidCharacter").trim().min(1, "titleRequired").max(caps.title, "tooLong"),
  content: userText("invalidCharacter").trim().min(1, "contentRequired").max(caps.content, "tooLong"),
  // Optional: a post without them (not the form's, which always sends both) stores them empty.
  projectType: userText("invalidCharacter").trim().max(caps.projectType, "tooLong").default(""),
  projectName: userText("invalidCharacter").trim().max(caps.projectName, "tooLong").default(""),
});
export type ReviewInput = z.input<typeof reviewSchema>;
const ERROR_KEYS = ["specialistRequired", "ratingRequired", "titleRequired", "contentRequired", "tooLong", "invalidCharacter"] as const;
export type ReviewFieldErrorKey = (typeof ERROR_KEYS)[number];

/** Whether a field's message (the schema's, through Conform) is one of the dictionary's keys (reviews form.errors). */
export const isReviewFieldErrorKey = (message: string): message is ReviewFieldErrorKey => (ERROR_KEYS as readonly string[]).includes(message);
