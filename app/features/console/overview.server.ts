import { count, gt } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { jobs, users } from "~/adapters/db/schema";
import type { QueueCount } from "~/adapters/metrics.server";
import { countQueueJobs } from "~/adapters/queue/queue.server";
import type { SiteStatsDay } from "~/features/profile-stats";
import { getSiteStatsPerDay } from "~/features/profile-stats/index.server";
import { getPaymentsPerDay, type PaymentsDay } from "./payments/payments-per-day.server";
import { countProfileQueue } from "./profiles/profile-moderation.server";
import { countReportedReviews } from "./reviews/review-moderation.server";
import { countPendingSubmissions } from "./submissions/submission-moderation.server";

export interface ConsoleOverview {
  jobs: { open: number; closed: number };
  /** Accounts whose Pro access has not ended, by the plan they hold (null: granted without a plan). */
  activePro: { monthly: number; yearly: number; manual: number };
  /** Payments paid in the last 30 days and the revenue net of the refunds made in them; per day for the chart. */
  payments: { count: number; revenueKopecks: number; days: PaymentsDay[] };
  /** What waits for a moderator: profiles in the queue, reviews with open reports, employers' jobs to publish or decline. */
  waiting: { profiles: number; reportedReviews: number; submissions: number };
  /** The background job queues by state (alerts, the jobs channel): a growing "failed" or "ready" is worth a look. */
  queues: QueueCount[];
  /** Profile statistics, site-wide, per day for the last 14 days (issue 27), and how many profiles are listed now. */
  profileStats: { days: SiteStatsDay[]; listedNow: number };
}

/** The console's front page: what the site holds now. Each figure is one indexed aggregate. */
export async function getConsoleOverview(db: Database, now = new Date()): Promise<ConsoleOverview> {
  const [jobCounts, proCounts, days, profilesWaiting, reportedReviews, submissionsWaiting, queues, profileStats] = await Promise.all([
    db.select({ isOpen: jobs.isOpen, total: count() }).from(jobs).groupBy(jobs.isOpen),
    db.select({ plan: users.proPlan, total: count() }).from(users).where(gt(users.proExpiresAt, now)).groupBy(users.proPlan),
    getPaymentsPerDay(db, now),
    countProfileQueue(db),
    countReportedReviews(db),
    countPendingSubmissions(db),
    countQueueJobs(),
    getSiteStatsPerDay(db, now),
  ]);
  const jobsBy = (isOpen: boolean) => jobCounts.find((row) => row.isOpen === isOpen)?.total ?? 0;
  const proBy = (isPlan: (plan: string | null) => boolean) => proCounts.filter((row) => isPlan(row.plan)).reduce((total, row) => total + row.total, 0);
  return {
    jobs: { open: jobsBy(true), closed: jobsBy(false) },
    activePro: {
      monthly: proBy((plan) => plan === "monthly"),
      yearly: proBy((plan) => plan === "yearly"),
      manual: proBy((plan) => plan !== "monthly" && plan !== "yearly"),
    },
    payments: {
      count: days.reduce((total, day) => total + day.count, 0),
      revenueKopecks: days.reduce((total, day) => total + day.netKopecks, 0),
      days,
    },
    waiting: { profiles: profilesWaiting, reportedReviews, submissions: submissionsWaiting },
    queues,
    profileStats,
  };
}
