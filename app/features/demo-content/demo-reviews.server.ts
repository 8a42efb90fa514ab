import { inArray } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { reviews, users } from "~/adapters/db/schema";
import type { DemoReview } from "../../../demo/reviews";

const DAY_MS = 24 * 60 * 60 * 1000;
const reviewerId = (key: string) => `demo-reviewer-${key}`;

/**
 * The demo reviews (demo/reviews.ts) of the demo specialists, by demo reviewer accounts (plain users, never
 * listed, no password). Rows that exist are left alone, so it runs at every start; reviews of specialists
 * that are not there are skipped. Answers how many reviews were added.
 */
export async function seedDemoReviews(
  db: Database,
  reviewers: ReadonlyArray<{ key: string; name: string }>,
  demoReviews: readonly DemoReview[],
  now = new Date(),
): Promise<number> {
  const specialistIds = [...new Set(demoReviews.map((review) => `demo-${review.specialistKey}`))];
  const present = new Set((await db.select({ id: users.id }).from(users).where(inArray(users.id, specialistIds))).map((row) => row.id));
  const names = new Map(reviewers.map((reviewer) => [reviewer.key, reviewer.name]));
  const rows = demoReviews
    .filter((review) => present.has(`demo-${review.specialistKey}`))
    .map((review) => ({
      id: `demo-review-${review.specialistKey}-${review.reviewerKey}`,
      specialistId: `demo-${review.specialistKey}`,
      reviewerId: reviewerId(review.reviewerKey),
      reviewerName: names.get(review.reviewerKey) ?? "",
      rating: review.rating,
      title: review.title,
      content: review.content,
      projectType: review.projectType,
      projectName: review.projectName,
      createdAt: new Date(now.getTime() - review.daysAgo * DAY_MS),
    }));
  if (rows.length === 0) return 0;
  return db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(
        reviewers.map((reviewer) => ({
          id: reviewerId(reviewer.key),
          name: reviewer.name,
          email: `${reviewer.key}@reviewers.demo.zvuk-rabota.ru`,
          emailVerified: true,
        })),
      )
      .onConflictDoNothing();
    const added = await tx.insert(reviews).values(rows).onConflictDoNothing().returning({ id: reviews.id });
    return added.length;
  });
}
