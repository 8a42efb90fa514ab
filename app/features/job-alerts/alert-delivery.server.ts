import { sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { alertDeliveries, alertMessages, jobPublications, jobs, savedSearches, telegramLinks, users, type AlertChannel } from "~/adapters/db/schema";
import { logger } from "~/adapters/logger.server";
import { defineQueue, enqueueMany, getQueue, work, workBatches } from "~/adapters/queue/queue.server";
import type { SavedSearchFrequency } from "~/config/constants";
import { jobMatchesSearch, type PublishedJobs } from "~/features/jobs/index.server";
import { isBannedNow } from "~/server/banned-users";

/**
 * Saved-search alerts (issue 17; docs/decisions/025-alert-delivery.md). A batch of newly published jobs arrives on
 * `job-alerts-match` (from the publications sweep); matching inserts one alert_delivery per user and job (the primary
 * key: never twice), set-based, for every saved search that is on, existed when the job was published and matches it
 * by the home page's own predicate (jobMatchesSearch). Dispatching turns a search's pending deliveries into one
 * alert_message per channel and sends its send job in the same transaction: at once for "instantly", at the digest
 * crons (09:00 Moscow time, daily; Mondays, weekly) for the others.
 */
export const JOB_ALERTS_MATCH_QUEUE = defineQueue({
  name: "job-alerts-match",
  options: { retryLimit: 10, retryDelay: 10, retryBackoff: true },
});

/** Dispatches the digests; its data says which (`{ frequency: "daily" | "weekly" }`). */
export const JOB_ALERTS_DIGEST_QUEUE = defineQueue({
  name: "job-alerts-digest",
  options: { retryLimit: 10, retryDelay: 30, retryBackoff: true },
});

/** One job per alert_message to e-mail (`{ messageId }`); retried with backoff for about a day. */
export const JOB_ALERTS_EMAIL_QUEUE = defineQueue({
  name: "job-alerts-email",
  options: { retryLimit: 12, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600 },
});

/** One job per alert_message to Telegram (`{ messageId }`). */
export const JOB_ALERTS_TELEGRAM_QUEUE = defineQueue({
  name: "job-alerts-telegram",
  options: { retryLimit: 12, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600 },
});

export interface AlertMessageJob {
  messageId: string;
}

export type DigestFrequency = Extract<SavedSearchFrequency, "daily" | "weekly">;

/** The digest crons, in Moscow time: every day at 09:00, and Mondays at 09:00. */
export const DIGEST_SCHEDULES: Record<DigestFrequency, string> = { daily: "0 9 * * *", weekly: "0 9 * * 1" };
export const DIGEST_TIME_ZONE = "Europe/Moscow";

/** Alert messages a send worker takes per fetch and sends side by side. */
export const SEND_BATCH = 10;

const SEND_QUEUES: Record<AlertChannel, string> = { email: JOB_ALERTS_EMAIL_QUEUE, telegram: JOB_ALERTS_TELEGRAM_QUEUE };

/** A text array parameter as one JSON value: drizzle would spread a JS array into one parameter per item. */
const textArray = (values: readonly string[]) => sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/**
 * Inserts the alert deliveries of these published jobs: for each pair of a job and a saved search that is on, was saved
 * no later than the job's publication, matches it and whose account is not banned now (a job published during a ban
 * is never alerted, not even after it ends), one row per user and job (ON CONFLICT DO NOTHING: a job matched
 * again, or matching two of a user's searches, is one alert; the search that alerts soonest wins). The predicate is
 * evaluated once per distinct search (query, location, type) rather than per saved search: popular searches repeat.
 * Returns how many deliveries were new.
 */
export async function matchPublishedJobs(db: Database, jobIds: readonly string[]): Promise<number> {
  if (jobIds.length === 0) return 0;
  const searchKey = sql.raw("search_key");
  const result = await db.execute(sql`
    with search_key as (
      select distinct ${savedSearches.queryKey} as query_key, ${savedSearches.location} as location, ${savedSearches.type} as type
      from ${savedSearches}
      where ${savedSearches.frequency} <> 'off'
    ),
    matched as (
      select ${jobs.id} as job_id, ${jobPublications.publishedAt} as published_at,
        ${searchKey}.query_key, ${searchKey}.location, ${searchKey}.type
      from ${jobs}
      join ${jobPublications} on ${jobPublications.jobId} = ${jobs.id}
      cross join ${searchKey}
      where ${jobs.id} = any(${textArray(jobIds)})
        and ${jobMatchesSearch({ queryKey: sql`${searchKey}.query_key`, location: sql`${searchKey}.location`, type: sql`${searchKey}.type` })}
    )
    insert into ${alertDeliveries} (user_id, job_id, saved_search_id)
    select distinct on (s.user_id, matched.job_id) s.user_id, matched.job_id, s.id
    from matched
    join ${savedSearches} s on s.query_key = matched.query_key and s.location = matched.location and s.type = matched.type
    where s.frequency <> 'off' and s.created_at <= matched.published_at
      and not exists (select 1 from ${users} where ${users.id} = s.user_id and ${isBannedNow})
    order by s.user_id, matched.job_id, array_position(array['instant', 'daily', 'weekly'], s.frequency), s.created_at, s.id
    on conflict do nothing`);
  return result.rowCount ?? 0;
}

/**
 * Pending deliveries that will never go: their saved search was deleted or switched off. They are marked dispatched
 * (with no message), so they neither wait forever nor come back if the search is switched on again.
 */
async function dropOrphanedDeliveries(db: Database): Promise<number> {
  const result = await db.execute(sql`
    update ${alertDeliveries} set dispatched_at = now()
    where ${alertDeliveries.dispatchedAt} is null
      and (${alertDeliveries.savedSearchId} is null
        or ${alertDeliveries.savedSearchId} in (select ${savedSearches.id} from ${savedSearches} where ${savedSearches.frequency} = 'off'))`);
  return result.rowCount ?? 0;
}

/**
 * Dispatches every pending delivery of the saved searches of these frequencies, in one transaction: the deliveries are
 * marked dispatched (a concurrent dispatch waits on their rows and then finds them taken: nothing twice), one
 * alert_message per search and channel lists their jobs (e-mail only to a confirmed address — double opt-in, issue 24:
 * the deliveries are dispatched all the same, so confirming later sends nothing old —, Telegram only for a user who
 * linked it), and each message's
 * send job is enqueued. A digest is exactly what was pending when it ran: a job matched later is in the next one.
 * Returns the messages created.
 */
export async function dispatchAlerts(db: Database, frequencies: readonly SavedSearchFrequency[]): Promise<number> {
  return db.transaction(async (tx) => {
    const messages = await tx.execute<{ id: string; channel: AlertChannel }>(sql`
      with taken as (
        update ${alertDeliveries} d set dispatched_at = now()
        from ${savedSearches} s
        where d.saved_search_id = s.id and d.dispatched_at is null and s.frequency = any(${textArray(frequencies)})
        returning d.user_id, d.saved_search_id, d.job_id, d.matched_at, s.channel
      )
      insert into ${alertMessages} (user_id, saved_search_id, channel, job_ids)
      select taken.user_id, taken.saved_search_id, c.channel, array_agg(taken.job_id order by taken.matched_at, taken.job_id)
      from taken
      join (values ('email'), ('telegram')) as c(channel)
        on (c.channel = 'email' and taken.channel in ('email', 'both')
          and exists (select 1 from ${users} where ${users.id} = taken.user_id and ${users.emailVerified}))
        or (c.channel = 'telegram' and taken.channel in ('telegram', 'both')
          and exists (select 1 from ${telegramLinks} where ${telegramLinks.userId} = taken.user_id))
      group by taken.user_id, taken.saved_search_id, c.channel
      returning id, channel`);
    for (const channel of ["email", "telegram"] as const) {
      const ids = messages.rows.filter((row) => row.channel === channel).map((row) => ({ messageId: row.id }) satisfies AlertMessageJob);
      await enqueueMany(tx, SEND_QUEUES[channel], ids);
    }
    return messages.rows.length;
  });
}

/** A digest run: drops what was switched off, then dispatches the searches of that frequency (and any instant leftovers). */
export async function dispatchDigest(db: Database, frequency: DigestFrequency): Promise<number> {
  await dropOrphanedDeliveries(db);
  return dispatchAlerts(db, frequency === "daily" ? ["instant", "daily"] : ["weekly"]);
}

/** The `job-alerts-match` consumer: match the batch, then send the instant alerts at once. */
export async function matchAndDispatch(db: Database, jobIds: readonly string[]): Promise<{ matched: number; messages: number }> {
  const matched = await matchPublishedJobs(db, jobIds);
  // Always: a retry whose first attempt matched but failed to dispatch finds nothing new to match, but the pending ones.
  const messages = await dispatchAlerts(db, ["instant"]);
  return { matched, messages };
}

export interface AlertSenders {
  email: (db: Database, messageId: string) => Promise<void>;
  telegram?: (db: Database, messageId: string) => Promise<void>;
}

/** Starts the matching consumer, the digest crons and the send workers in this process. */
export async function startJobAlerts(db: Database, senders: AlertSenders): Promise<void> {
  await work<PublishedJobs>(JOB_ALERTS_MATCH_QUEUE, { pollingIntervalSeconds: 1 }, async (job) => {
    const started = performance.now();
    const result = await matchAndDispatch(db, job.data.jobIds);
    logger.info({ jobs: job.data.jobIds.length, ...result, ms: Math.round(performance.now() - started) }, "published jobs matched to saved searches");
  });
  await work<{ frequency: DigestFrequency }>(JOB_ALERTS_DIGEST_QUEUE, { pollingIntervalSeconds: 5 }, async (job) => {
    const messages = await dispatchDigest(db, job.data.frequency);
    logger.info({ frequency: job.data.frequency, messages }, "alert digest dispatched");
  });
  for (const frequency of ["daily", "weekly"] as const) {
    await getQueue().schedule(JOB_ALERTS_DIGEST_QUEUE, DIGEST_SCHEDULES[frequency], { frequency }, { tz: DIGEST_TIME_ZONE, key: frequency, missed: "once" });
  }
  // Messages are sent SEND_BATCH at a time side by side (a fetch per message left the workers waiting on polls: 8/s).
  await workBatches<AlertMessageJob>(JOB_ALERTS_EMAIL_QUEUE, { pollingIntervalSeconds: 1, batchSize: SEND_BATCH }, (job) =>
    senders.email(db, job.data.messageId),
  );
  const telegram = senders.telegram;
  if (telegram) {
    await workBatches<AlertMessageJob>(JOB_ALERTS_TELEGRAM_QUEUE, { pollingIntervalSeconds: 1, batchSize: SEND_BATCH }, (job) =>
      telegram(db, job.data.messageId),
    );
  }
}
