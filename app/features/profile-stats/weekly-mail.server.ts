import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { profileWeekMails, specialistProfiles, users } from "~/adapters/db/schema";
import { logger } from "~/adapters/logger.server";
import { enqueueMail } from "~/adapters/mail/mail-queue.server";
import { PROFILE_STATS } from "~/config/constants";
import { localizePath } from "~/i18n/language";
import { isListed } from "~/server/listed-specialists";
import { claimedUnsubscribeId, unsubscribeToken, verifyUnsubscribeToken } from "~/server/unsubscribe-token.server";
import { addDays, moscowDay, weekStart } from "./moscow-days";
import { chooseRecommendation, PROFILE_ITEMS, type ProfileItem, type ProfileSample } from "./recommendation";
import { findDailyFigures, sumFigures } from "./stats-figures.server";
import { weeklyStatsMail, type WeeklyMailLinks } from "./weekly-mail";

export const WEEKLY_STATS_UNSUBSCRIBE = "weekly-stats-unsubscribe:v1" as const;

/** Recipients are handled this many at a time (one figures query per chunk, one transaction per mail). */
const CHUNK = 200;

interface Sampled extends ProfileSample {
  id: string;
}

/**
 * Every listed profile with what it has of PROFILE_ITEMS and its average weekly views over the last
 * PROFILE_STATS.standingWeeks whole weeks before `until` (exclusive): the data the mail's suggestion is computed from.
 */
async function findProfileSamples(db: Database, until: string): Promise<Sampled[]> {
  const from = addDays(until, -7 * PROFILE_STATS.standingWeeks);
  const rows = await db
    .select({
      id: users.id,
      audio: sql<boolean>`(${specialistProfiles.audioUrl} <> '' or exists (select 1 from specialist_project sp where sp.user_id = ${users.id} and sp.audio_url <> ''))`,
      photo: sql<boolean>`${specialistProfiles.photoUrl} <> ''`,
      projects: sql<boolean>`(select count(*) from specialist_project sp where sp.user_id = ${users.id}) >= 3`,
      services: sql<boolean>`exists (select 1 from specialist_service ss where ss.user_id = ${users.id})`,
      views: sql<number>`coalesce((select sum(count) from profile_stat_day d where d.user_id = ${users.id} and d.metric = 'view' and d.day >= ${from} and d.day < ${until}), 0)::int`,
    })
    .from(users)
    .innerJoin(specialistProfiles, eq(specialistProfiles.userId, users.id))
    .where(isListed);
  return rows.map(({ id, views, ...items }) => ({ id, items, weeklyViews: views / PROFILE_STATS.standingWeeks }));
}

export interface WeeklyMailRound {
  origin: string;
  key: Buffer;
}

/** The links of one Pro's mail: the cabinet's statistics, the unsubscribe page and the one-click endpoint. */
function mailLinks({ origin, key }: WeeklyMailRound, userId: string): WeeklyMailLinks {
  const token = encodeURIComponent(unsubscribeToken(key, { id: userId, userId }));
  return {
    statsUrl: (language) => `${origin}${localizePath("/dashboard", language)}?tab=stats`,
    unsubscribePage: (language) => `${origin}${localizePath("/stats/unsubscribe", language)}?token=${token}`,
    oneClick: `${origin}/api/stats/unsubscribe?token=${token}`,
  };
}

/**
 * The Monday round (issue 27): to each listed Pro with a confirmed address who has not turned it off, the mail about
 * last week (Monday to Sunday, Moscow), enqueued in the transaction that records it in profile_week_mail — a round run
 * twice, or on two instances, sends each Pro one mail a week.
 */
export async function sendWeeklyStatsMails(db: Database, round: WeeklyMailRound, now = new Date()): Promise<{ enqueued: number }> {
  const week = addDays(weekStart(moscowDay(now)), -7);
  const recipients = await db
    .select({ id: users.id, email: users.email, name: specialistProfiles.name })
    .from(users)
    .innerJoin(specialistProfiles, eq(specialistProfiles.userId, users.id))
    .where(
      and(
        isListed,
        eq(users.emailVerified, true),
        isNull(specialistProfiles.weeklyStatsMailOffAt),
        sql`not exists (select 1 from ${profileWeekMails} where ${profileWeekMails.userId} = ${users.id} and ${profileWeekMails.weekStart} = ${week})`,
      ),
    );
  if (recipients.length === 0) return { enqueued: 0 };
  const samples = await findProfileSamples(db, addDays(week, 7));
  const sampleOf = new Map(samples.map((sample) => [sample.id, sample]));
  let enqueued = 0;
  for (let start = 0; start < recipients.length; start += CHUNK) {
    const chunk = recipients.slice(start, start + CHUNK);
    const days = await findDailyFigures(
      db,
      chunk.map((recipient) => recipient.id),
      addDays(week, -7),
      addDays(week, 6),
    );
    for (const recipient of chunk) {
      const own = days.filter((day) => day.userId === recipient.id);
      const sample = sampleOf.get(recipient.id);
      const missing: ProfileItem[] = sample ? PROFILE_ITEMS.filter((item) => !sample.items[item]) : [];
      const message = weeklyStatsMail(
        recipient.email,
        {
          name: recipient.name.trim(),
          weekStart: week,
          week: sumFigures(own, (day) => day.day >= week),
          weekBefore: sumFigures(own, (day) => day.day < week),
          recommendation: chooseRecommendation(missing, samples, PROFILE_STATS.recommendationGroupMin),
        },
        mailLinks(round, recipient.id),
      );
      const isSent = await db.transaction(async (tx) => {
        const recorded = await tx.insert(profileWeekMails).values({ userId: recipient.id, weekStart: week }).onConflictDoNothing().returning();
        if (recorded.length === 0) return false;
        await enqueueMail(tx, message);
        return true;
      });
      if (isSent) enqueued += 1;
    }
  }
  logger.info({ week, enqueued }, "weekly statistics mails enqueued");
  return { enqueued };
}

/** Whose weekly mail a token turns off, or null when the token is not valid; with whether it is off already. */
export async function findStatsUnsubscribeTarget(db: Database, key: Buffer, token: string): Promise<{ userId: string; isOff: boolean } | null> {
  const userId = claimedUnsubscribeId(token);
  if (!userId || !verifyUnsubscribeToken(key, token, { id: userId, userId })) return null;
  const [profile] = await db.select({ offAt: specialistProfiles.weeklyStatsMailOffAt }).from(specialistProfiles).where(eq(specialistProfiles.userId, userId));
  return profile ? { userId, isOff: profile.offAt !== null } : null;
}

/** Turns the token's weekly mail off, without signing in (the one-click POST, or the page's button). Idempotent; null for a bad token. */
export async function unsubscribeStatsByToken(db: Database, key: Buffer, token: string): Promise<{ userId: string } | null> {
  const target = await findStatsUnsubscribeTarget(db, key, token);
  if (!target) return null;
  await db
    .update(specialistProfiles)
    .set({ weeklyStatsMailOffAt: sql`coalesce(${specialistProfiles.weeklyStatsMailOffAt}, now())` })
    .where(eq(specialistProfiles.userId, target.userId));
  return { userId: target.userId };
}
