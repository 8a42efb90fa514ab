import type { Database } from "~/adapters/db/client.server";
import { logger } from "~/adapters/logger.server";
import { defineQueue, getQueue, work } from "~/adapters/queue/queue.server";
import { PROFILE_STATS } from "~/config/constants";
import { getUnsubscribeKey } from "~/server/unsubscribe-token.server";
import { startStatsBatch, stopStatsBatch } from "./stats-counting.server";
import { applyStatsRetention } from "./stats-retention.server";
import { sendWeeklyStatsMails, WEEKLY_STATS_UNSUBSCRIBE } from "./weekly-mail.server";

/** The daily deletion of old salts, visitor hashes and daily counts (docs/decisions/037). */
const PROFILE_STATS_RETENTION_QUEUE = defineQueue({
  name: "profile-stats-retention",
  options: { retryLimit: 5, retryDelay: 300, retryBackoff: true },
});

/** The Monday round of «Ваша неделя на Звук.Работе»; profile_week_mail keeps a retry from mailing anyone twice. */
const PROFILE_STATS_WEEKLY_MAIL_QUEUE = defineQueue({
  name: "profile-stats-weekly-mail",
  options: { retryLimit: 5, retryDelay: 300, retryBackoff: true },
});

/**
 * Starts profile statistics in this process: the batch the beacons' counts gather in, and the workers and pg-boss
 * crons of the retention round (daily) and the weekly mail (Monday morning, Moscow). Every instance may start them;
 * pg-boss runs each cron's job once.
 */
export async function startProfileStats(db: Database, { origin, flushSeconds }: { origin: string; flushSeconds: number }): Promise<void> {
  startStatsBatch(db, flushSeconds);
  await work(PROFILE_STATS_RETENTION_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
    logger.info(await applyStatsRetention(db), "profile statistics' retention applied");
  });
  const key = await getUnsubscribeKey(WEEKLY_STATS_UNSUBSCRIBE);
  await work(PROFILE_STATS_WEEKLY_MAIL_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
    await sendWeeklyStatsMails(db, { origin, key });
  });
  const queue = getQueue();
  const { retentionSchedule, weeklyMailSchedule } = PROFILE_STATS;
  await queue.schedule(PROFILE_STATS_RETENTION_QUEUE, retentionSchedule.cron, {}, { tz: retentionSchedule.timeZone, missed: "once" });
  await queue.schedule(PROFILE_STATS_WEEKLY_MAIL_QUEUE, weeklyMailSchedule.cron, {}, { tz: weeklyMailSchedule.timeZone, missed: "once" });
}

/** Writes the counts this process gathered (shutdown, before the queue and database stop). */
export async function stopProfileStats(): Promise<void> {
  await stopStatsBatch();
}
