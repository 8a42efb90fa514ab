import { and, eq, lt, or } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { inquiries } from "~/adapters/db/schema";
import { logger } from "~/adapters/logger.server";
import { defineQueue } from "~/adapters/queue/queue.server";
import { INQUIRY } from "~/config/constants";
import { startSchedule } from "~/server/schedule";

/** The inquiries' daily retention rounds (a failed one is retried by the next). */
const INQUIRIES_RETENTION_QUEUE = defineQueue({ name: "inquiries-retention", options: { retryLimit: 0 } });

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Deletes what an inquiry keeps no longer than it serves (docs/decisions/036): every inquiry sent more than
 * INQUIRY.retentionDays ago — with the client's name, address, contact and words —, and those never confirmed once their
 * link expired (nobody ever saw them). Spam marks older than the retention go with their rows, so they count against a
 * sender for at most that long (the block itself looks back INQUIRY.spamWindowDays).
 */
export async function applyInquiryRetention(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(inquiries)
    .where(
      or(
        lt(inquiries.createdAt, new Date(now.getTime() - INQUIRY.retentionDays * DAY_SECONDS * 1000)),
        and(eq(inquiries.status, "unconfirmed"), lt(inquiries.confirmExpiresAt, now)),
      ),
    )
    .returning({ id: inquiries.id });
  logger.info({ deleted: deleted.length }, "inquiries' retention applied");
  return deleted.length;
}

/** A retention round once a day, on the job queue (app/server/schedule.ts): one instance runs it. */
export async function startInquiryRetention(db: Database): Promise<void> {
  await startSchedule({ queue: INQUIRIES_RETENTION_QUEUE, job: "inquiries retention", intervalSeconds: DAY_SECONDS, round: () => applyInquiryRetention(db) });
}
