import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { accounts, payments, reviews, sessions, specialistProfiles, users, type PaymentRowPlan, type PaymentStatus } from "~/adapters/db/schema";
import type { UserRole } from "~/config/constants";
import { isListed } from "~/server/listed-specialists";
import { isBannedNow } from "~/server/banned-users";

/** How many of a user's payments and reviews (each way) the page shows, newest first; the counts say if there are more. */
const USER_PAGE_LIST_LIMIT = 20;

export interface ConsoleUser {
  account: {
    id: string;
    email: string;
    name: string;
    createdAt: string;
    emailVerified: boolean;
    role: UserRole;
    /** A ban in force, with its reason and end (null: for good); null when none. */
    ban: { reason: string; expiresAt: string | null } | null;
    /** How the account signs in: "credential" (e-mail and password), "google". */
    providers: string[];
    activeSessions: number;
  };
  /** `hiddenReason`: an operator hid the profile (moderation), else null. */
  profile: { exists: boolean; accountType: "Basic" | "Pro"; isListed: boolean; hiddenReason: string | null };
  subscription: { plan: string | null; activatedAt: string | null; expiresAt: string | null; isActive: boolean };
  payments: {
    total: number;
    rows: { id: string; plan: PaymentRowPlan; amountKopecks: number; currency: string; status: PaymentStatus; createdAt: string; paidAt: string | null }[];
  };
  reviewsWritten: { total: number; rows: ConsoleUserReview[] };
  reviewsReceived: { total: number; rows: ConsoleUserReview[] };
}

interface ConsoleUserReview {
  id: string;
  /** The specialist (a review written) or the author (a review received). */
  otherId: string;
  otherName: string;
  rating: number;
  title: string;
  createdAt: string;
  /** Hidden by an operator (moderation): not on the profile, its counts or averages. */
  isHidden: boolean;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Everything the console shows of one account, or null when there is none. Each part is one indexed read. */
export async function getConsoleUser(db: Database, userId: string, now = new Date()): Promise<ConsoleUser | null> {
  const [row] = await db
    .select({ user: users, isBanned: sql<boolean>`${isBannedNow}`, isListed: sql<boolean>`${isListed}`, profile: specialistProfiles })
    .from(users)
    .leftJoin(specialistProfiles, eq(specialistProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { user, profile } = row;
  const [providers, [sessionCount], paymentRows, [paymentCount], written, [writtenCount], received, [receivedCount]] = await Promise.all([
    db.select({ providerId: accounts.providerId }).from(accounts).where(eq(accounts.userId, userId)).orderBy(accounts.providerId),
    db
      .select({ total: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now))),
    db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)).limit(USER_PAGE_LIST_LIMIT),
    db.select({ total: count() }).from(payments).where(eq(payments.userId, userId)),
    db
      .select({ review: reviews, otherName: users.name })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.specialistId))
      .where(eq(reviews.reviewerId, userId))
      .orderBy(desc(reviews.createdAt))
      .limit(USER_PAGE_LIST_LIMIT),
    db.select({ total: count() }).from(reviews).where(eq(reviews.reviewerId, userId)),
    db
      .select({ review: reviews, otherName: users.name })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.reviewerId))
      .where(eq(reviews.specialistId, userId))
      .orderBy(desc(reviews.createdAt))
      .limit(USER_PAGE_LIST_LIMIT),
    db.select({ total: count() }).from(reviews).where(eq(reviews.specialistId, userId)),
  ]);
  const reviewRow = (otherId: (review: typeof reviews.$inferSelect) => string) => (entry: { review: typeof reviews.$inferSelect; otherName: string }) => ({
    id: entry.review.id,
    otherId: otherId(entry.review),
    otherName: entry.otherName,
    rating: entry.review.rating,
    title: entry.review.title,
    createdAt: entry.review.createdAt.toISOString(),
    isHidden: entry.review.hiddenAt !== null,
  });
  return {
    account: {
      id: user.id,
      email: user.email,
      name: user.name,
      createdAt: user.createdAt.toISOString(),
      emailVerified: user.emailVerified,
      role: user.role,
      ban: row.isBanned ? { reason: user.banReason ?? "", expiresAt: iso(user.banExpires) } : null,
      providers: providers.map((provider) => provider.providerId),
      activeSessions: sessionCount?.total ?? 0,
    },
    profile: {
      exists: profile !== null,
      accountType: profile?.accountType ?? "Basic",
      isListed: row.isListed,
      hiddenReason: profile?.hiddenAt ? profile.hiddenReason : null,
    },
    subscription: {
      plan: user.proPlan,
      activatedAt: iso(user.proActivatedAt),
      expiresAt: iso(user.proExpiresAt),
      isActive: Boolean(user.proExpiresAt && user.proExpiresAt.getTime() > now.getTime()),
    },
    payments: {
      total: paymentCount?.total ?? 0,
      rows: paymentRows.map((payment) => ({
        id: payment.id,
        plan: payment.plan,
        amountKopecks: payment.amountKopecks,
        currency: payment.currency,
        status: payment.status,
        createdAt: payment.createdAt.toISOString(),
        paidAt: iso(payment.paidAt),
      })),
    },
    reviewsWritten: { total: writtenCount?.total ?? 0, rows: written.map(reviewRow((review) => review.specialistId)) },
    reviewsReceived: { total: receivedCount?.total ?? 0, rows: received.map(reviewRow((review) => review.reviewerId)) },
  };
}
