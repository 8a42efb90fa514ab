import { setTimeout as sleep } from "node:timers/promises";
import { and, asc, eq, gte, inArray, isNull } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { jobs, telegramChannelPosts } from "~/adapters/db/schema";
import { logger } from "~/adapters/logger.server";
import { defineQueue } from "~/adapters/queue/queue.server";
import { TELEGRAM } from "~/config/constants";
import { channelPost } from "./channel-post";
import type { TelegramBot } from "./telegram-bot.server";

/**
 * The jobs channel's consumer of job publications (docs/decisions/023, 026): each batch `{ jobIds }` once. One batch
 * at a time across instances (singleton), so the channel's pace holds; a failed batch is retried with backoff, and
 * what it already posted is not posted again. A batch of many jobs takes a while at the channel's pace: an hour's expiry.
 */
export const TELEGRAM_CHANNEL_QUEUE = defineQueue({
  name: "telegram-channel",
  options: { policy: "singleton", retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 3600 },
});

/** A job posted more than this many days ago is not announced (a first import of an old sheet must not flood the channel). */
const CHANNEL_MAX_JOB_AGE_DAYS = TELEGRAM.channelMaxJobAgeDays;

let lastPostAt = 0;

export interface ChannelOptions {
  origin: string;
  now?: Date;
  /** Between two posts (Telegram allows a channel about 20 a minute). */
  intervalMs?: number;
}

/**
 * Posts the published jobs still open and posted within CHANNEL_MAX_JOB_AGE_DAYS to the channel, each once ever: its
 * telegram_channel_post row is inserted first (ON CONFLICT DO NOTHING), the post sent, then posted_at and the message
 * id set. A row left without posted_at (a send that failed) is sent by the batch's retry. Returns how many were posted.
 */
export async function postPublishedJobs(db: Database, bot: TelegramBot, jobIds: readonly string[], options: ChannelOptions): Promise<number> {
  const channel = bot.settings.channel;
  if (!channel || jobIds.length === 0) return 0;
  const now = options.now ?? new Date();
  const intervalMs = options.intervalMs ?? TELEGRAM.channelPostIntervalMs;
  const oldest = new Date(now.getTime() - CHANNEL_MAX_JOB_AGE_DAYS * 24 * 60 * 60_000);
  const eligible = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(inArray(jobs.id, [...jobIds]), eq(jobs.isOpen, true), gte(jobs.postDate, oldest)));
  if (eligible.length === 0) return 0;
  await db
    .insert(telegramChannelPosts)
    .values(eligible.map(({ id }) => ({ jobId: id })))
    .onConflictDoNothing();
  const due = await db
    .select({ id: jobs.id, title: jobs.title, company: jobs.company, location: jobs.location, type: jobs.type, isEnglish: jobs.isEnglish })
    .from(telegramChannelPosts)
    .innerJoin(jobs, eq(jobs.id, telegramChannelPosts.jobId))
    .where(
      and(
        inArray(
          telegramChannelPosts.jobId,
          eligible.map(({ id }) => id),
        ),
        isNull(telegramChannelPosts.postedAt),
        eq(jobs.isOpen, true),
      ),
    )
    .orderBy(asc(jobs.postDate), asc(jobs.id));
  let posted = 0;
  for (const job of due) {
    const wait = lastPostAt + intervalMs - Date.now();
    if (wait > 0) await sleep(wait);
    const message = await bot.send({ chat_id: channel, text: channelPost(job, options.origin) });
    lastPostAt = Date.now();
    await db.update(telegramChannelPosts).set({ postedAt: new Date(), messageId: message.message_id }).where(eq(telegramChannelPosts.jobId, job.id));
    posted += 1;
  }
  if (posted > 0) logger.info({ posted, channel }, "new jobs posted to the Telegram channel");
  return posted;
}
