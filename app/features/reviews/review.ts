import type { SubmissionResult } from "@conform-to/react";
/** A review as pages show it (spec 3 "Review"). */
export interface Review {
  id: string;
  specialistId: string;
  reviewerId: string;
  reviewerName: string;
  reviewerPhotoUrl: string;
  rating: number;
  title: string;
  content: string;
  projectType: string;
  projectName: string;
  isVerified: boolean;
  createdAt: string;
}

/** Spec 3 "Review stats": the average to one decimal, the count, and how many gave each of 1–5 stars. */
export interface ReviewStats {
  averageRating: number | null;
  totalReviews: number;
  /** Index 0 holds the count of 1-star reviews, index 4 of 5-star ones. */
  ratingDistribution: [number, number, number, number, number];
}

/** A review the signed-in user left, with whom it is about (the cabinet's "my reviews"). */
export interface MyReview extends Review {
  specialistName: string;
  /** Why an operator hid it; null while it is shown (docs/decisions/019). */
  hiddenReason: string | null;
}

/** Spec 8 "Reviews", as codes the dictionary turns into the user's language. */
type ReviewErrorCode =
  | "AUTH_REQUIRED"
  | "DELETE_AUTH_REQUIRED"
  | "FORBIDDEN_ORIGIN"
  | "SPECIALIST_REQUIRED"
  | "SPECIALIST_NOT_FOUND"
  | "SELF_REVIEW"
  | "EMAIL_UNCONFIRMED"
  | "ALREADY_REVIEWED"
  | "INVALID"
  | "INVALID_REQUEST"
  | "NOT_FOUND"
  | "NOT_AUTHOR"
  | "CREATE_FAILED"
  | "DELETE_FAILED"
  | "REPORT_AUTH_REQUIRED"
  | "OWN_REVIEW"
  | "ALREADY_REPORTED"
  | "REPORT_FAILED";

export type ReviewIntent = "create" | "delete" | "report";

export type ReviewActionData = { ok: true; intent: ReviewIntent } | { ok: false; intent: ReviewIntent; error: ReviewErrorCode; submission?: SubmissionResult };

export const REVIEWS_ENDPOINT = "/api/reviews";
