import type { Database } from "~/adapters/db/client.server";
import { workBatches } from "~/adapters/queue/queue.server";
import { INQUIRY_TELEGRAM_QUEUE, sendInquiryTelegram, type InquiryTelegramJob } from "./inquiry-delivery.server";
import { startInquiryRetention } from "./inquiry-retention.server";

/** Inquiries' Telegram messages a worker takes per fetch and sends side by side. */
const TELEGRAM_BATCH = 10;

/**
 * Starts the inquiries' background work in this process (every instance may; pg-boss gives each job to one): the
 * Telegram sender (a failure fails the job, which pg-boss retries with backoff) and the daily retention round.
 */
export async function startInquiries(db: Database): Promise<void> {
  await workBatches<InquiryTelegramJob>(INQUIRY_TELEGRAM_QUEUE, { pollingIntervalSeconds: 1, batchSize: TELEGRAM_BATCH }, async (job) => {
    await sendInquiryTelegram(db, job.data.inquiryId);
  });
  await startInquiryRetention(db);
}
