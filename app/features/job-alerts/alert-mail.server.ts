import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { alertMessages, jobs, savedSearches, users, type AlertChannel } from "~/adapters/db/schema";
import { logger } from "~/adapters/logger.server";
import { enqueueMail } from "~/adapters/mail/mail-queue.server";
import type { Language } from "~/config/constants";
import { localizePath } from "~/i18n/language";
import { isBannedNow } from "~/server/banned-users";
import { ALERT_JOBS_SHOWN, alertMail, type AlertContent } from "./alert-mail";
import { unsubscribeToken } from "./unsubscribe-token.server";

export interface PreparedAlert {
  messageId: string;
  userId: string;
  email: string;
  savedSearchId: string;
  content: AlertContent;
}

export type AlertPreparation = { state: "done" } | { state: "dropped"; reason: string } | { state: "ready"; alert: PreparedAlert };

/**
 * What an alert message will say, read when it is sent: nothing for one already sent or given up (a repeated or retried
 * send job); a reason to give it up when its user or saved search was deleted, its user is banned now (banned since it
 * was queued: matching skips banned accounts), an e-mail's address is not confirmed (dispatch makes none for it), the
 * search no longer sends on this channel, or none of its jobs is still
 * open; else the content: the open jobs among it, newest first.
 */
export async function prepareAlert(db: Database, messageId: string, channel: AlertChannel, origin: string): Promise<AlertPreparation> {
  const [row] = await db
    .select({
      message: alertMessages,
      search: savedSearches,
      email: users.email,
      emailVerified: users.emailVerified,
      banned: sql<boolean | null>`${isBannedNow}`,
    })
    .from(alertMessages)
    .leftJoin(savedSearches, eq(savedSearches.id, alertMessages.savedSearchId))
    .leftJoin(users, eq(users.id, alertMessages.userId))
    .where(eq(alertMessages.id, messageId));
  if (!row || row.message.sentAt || row.message.droppedReason) return { state: "done" };
  const { message, search, email, emailVerified, banned } = row;
  if (!search || !email) return { state: "dropped", reason: "saved search deleted" };
  if (banned) return { state: "dropped", reason: "user banned" };
  if (channel === "email" && !emailVerified) return { state: "dropped", reason: "address unconfirmed" };
  const channelOn = search.channel === "both" || search.channel === channel;
  if (search.frequency === "off" || !channelOn) return { state: "dropped", reason: "unsubscribed" };
  const open = and(inArray(jobs.id, message.jobIds), eq(jobs.isOpen, true));
  const [listed, [counted]] = await Promise.all([
    db
      .select({ id: jobs.id, title: jobs.title, company: jobs.company, location: jobs.location, type: jobs.type })
      .from(jobs)
      .where(open)
      .orderBy(sql`${jobs.postDate} desc nulls last`, jobs.id)
      .limit(ALERT_JOBS_SHOWN),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(jobs)
      .where(open),
  ]);
  const total = counted?.total ?? 0;
  if (total === 0) return { state: "dropped", reason: "jobs closed" };
  return {
    state: "ready",
    alert: {
      messageId,
      userId: message.userId,
      email,
      savedSearchId: search.id,
      content: {
        language: search.language,
        searchName: search.name,
        search: { query: search.query, location: search.location, type: search.type },
        jobs: listed,
        total,
        origin,
      },
    },
  };
}

/** Marks a message given up, unless it went out meanwhile. */
export async function dropAlertMessage(db: Database, messageId: string, reason: string): Promise<void> {
  await db
    .update(alertMessages)
    .set({ droppedReason: reason })
    .where(and(eq(alertMessages.id, messageId), isNull(alertMessages.sentAt)));
}

export async function markAlertMessageSent(db: Database, messageId: string): Promise<void> {
  await db
    .update(alertMessages)
    .set({ sentAt: sql`now()` })
    .where(eq(alertMessages.id, messageId));
}

/** The unsubscribe page (the link in the body: GET shows a button) and the one-click endpoint (the header: POST). */
export function unsubscribeLinks(origin: string, key: Buffer, subject: { savedSearchId: string; userId: string }, language: Language) {
  const token = encodeURIComponent(unsubscribeToken(key, subject));
  return {
    unsubscribePage: `${origin}${localizePath("/alerts/unsubscribe", language)}?token=${token}`,
    oneClick: `${origin}/api/alerts/unsubscribe?token=${token}`,
  };
}

export interface AlertMailSender {
  origin: string;
  unsubscribeKey: Buffer;
}

/**
 * The `job-alerts-email` worker: renders one alert_message as it is now and hands the finished mail to the mail queue
 * (docs/decisions/034), in one transaction that marks the message sent (`sent_at`, only if it still is not: a repeated
 * or concurrent send job enqueues nothing). The mail queue sends it once, retried with backoff.
 */
export async function sendAlertEmail(db: Database, messageId: string, { origin, unsubscribeKey: key }: AlertMailSender): Promise<void> {
  const prepared = await prepareAlert(db, messageId, "email", origin);
  if (prepared.state === "done") return;
  if (prepared.state === "dropped") {
    await dropAlertMessage(db, messageId, prepared.reason);
    logger.info({ messageId, reason: prepared.reason }, "alert e-mail dropped");
    return;
  }
  const { alert } = prepared;
  const message = alertMail(alert.email, alert.content, unsubscribeLinks(origin, key, alert, alert.content.language));
  await db.transaction(async (tx) => {
    const marked = await tx
      .update(alertMessages)
      .set({ sentAt: sql`now()` })
      .where(and(eq(alertMessages.id, messageId), isNull(alertMessages.sentAt), isNull(alertMessages.droppedReason)))
      .returning({ id: alertMessages.id });
    if (marked.length > 0) await enqueueMail(tx, message);
  });
}
