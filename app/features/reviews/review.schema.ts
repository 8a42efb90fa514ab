import { z } from "~/config/zod";
import { LIMITS } from "~/config/constants";
import { userText } from "~/config/user-text";

// The review form (spec 5 "Review form", "Review data rules"), shared by the form and POST /api/reviews.
// Messages are keys of the reviews dictionary (form.errors).

const caps = LIMITS.review;

export const reviewSchema = z.object({
  specialistId: userText("specialistRequired").trim().min(1, "specialistRequired").max(200, "specialistRequired"),
  rating: z.coerce
    .number("ratingRequired")
    .int("ratingRequired")
    .min(caps.ratingMin, "ratingRequired")
    .max(caps.ratingMax, "ratingRequired"),
  title: userText("invalidCharacter").trim().min(1, "titleRequired").max(caps.title, "tooLong"),
  content: userText("invalidCharacter").trim().min(1, "contentRequired").max(caps.content, "tooLong"),
  projectType: userText("invalidCharacter").trim().max(caps.projectType, "tooLong"),
  projectName: userText("invalidCharacter").trim().max(caps.projectName, "tooLong"),
});
export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewFieldErrorKey = "specialistRequired" | "ratingRequired" | "titleRequired" | "contentRequired" | "tooLong" | "invalidCharacter";

export function reviewFieldErrors(error: z.ZodError): Partial<Record<keyof ReviewInput, ReviewFieldErrorKey>> {
  const errors: Partial<Record<keyof ReviewInput, ReviewFieldErrorKey>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof ReviewInput;
    errors[field] ??= issue.message as ReviewFieldErrorKey;
  }
  return errors;
}
