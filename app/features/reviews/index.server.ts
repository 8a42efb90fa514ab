// The reviews feature's server-only public surface.
export { findMyReviews, findReviewStats, getReviewStats } from "./reviews.server";
