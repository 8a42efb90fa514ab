// The reviews feature's server-only public surface.
export { findMyReviews, findReviewStats, getReviewStats } from "./reviews.server";
export { dismissReports, hideReview, restoreReview, specialistDisplayName, type ReviewRefusal } from "./review-decisions.server";
