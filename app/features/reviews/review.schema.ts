import { z } from "zod";
import { LIMITS } from "~/config/constants";

// The review form (spec 5 "Review form", "Review data rules"), shared by the form and POST /api/reviews.
// Messages are keys of the reviews dictionary (form.errors).

const caps = LIMITS.review;

export const reviewSchema = z.object({
  specialistId: z.string().trim().min(1, "specialistRequired").max(200, "specialistRequired"),
  rating: z.coerce
    .number("ratingRequired")
    .int("ratingRequired")
    .min(caps.ratingMin, "ratingRequired")
    .max(caps.ratingMax, "ratingRequired"),
  title: z.string().trim().min(1, "titleRequired").max(caps.title, "tooLong"),
  content: z.string().trim().min(1, "contentRequired").max(caps.content, "tooLong"),
  projectType: z.string().trim().max(caps.projectType, "tooLong"),
  projectName: z.string().trim().max(caps.projectName, "tooLong"),
});
export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewFieldErrorKey = "specialistRequired" | "ratingRequired" | "titleRequired" | "contentRequired" | "tooLong";

export function reviewFieldErrors(error: z.ZodError): Partial<Record<keyof ReviewInput, ReviewFieldErrorKey>> {
  const errors: Partial<Record<keyof ReviewInput, ReviewFieldErrorKey>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof ReviewInput;
    errors[field] ??= issue.message as ReviewFieldErrorKey;
  }
  return errors;
}
