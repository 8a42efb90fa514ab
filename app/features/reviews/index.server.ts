// The reviews feature's server-only public surface.
export { findMyReviews, findReviewStats, getReviewStats } from "./reviews.server";
export { dismissReports, hideReview, restoreReview, specialistDisplayName } from "./review-decisions.server";
