// The reviews feature's public surface for browser and server code alike; server-only exports are in index.server.ts.
export { REVIEWS_ENDPOINT, type MyReview, type ReviewActionData, type ReviewStats } from "./review";
export { ReviewItem } from "./review-list";
export { reviewSchema } from "./review.schema";
