import { eq, sql } from "drizzle-orm";
import { data } from "react-router";
import type { Database } from "~/adapters/db/client.server";
import { specialistProfiles } from "~/adapters/db/schema";
import { DONE, refuse, type Outcome } from "~/server/outcome";
import { STATS_MAIL_INTENT, type StatsMailAnswer } from "./stats-mail-intent";

/** Turns the weekly statistics mail on or off for the profile's owner; NO_PROFILE without a profile. */
async function toggleWeeklyStatsMail(db: Database, userId: string, isOn: boolean): Promise<Outcome<"NO_PROFILE">> {
  const updated = await db
    .update(specialistProfiles)
    .set({ weeklyStatsMailOffAt: isOn ? null : sql`coalesce(${specialistProfiles.weeklyStatsMailOffAt}, now())` })
    .where(eq(specialistProfiles.userId, userId))
    .returning({ userId: specialistProfiles.userId });
  return updated.length > 0 ? DONE : refuse("NO_PROFILE");
}

/** Whether a posted form is the cabinet's weekly-mail switch. */
export function isStatsMailIntent(form: FormData): boolean {
  return form.get("intent") === STATS_MAIL_INTENT;
}

/** The dashboard action's answer to the switch: 400 for a value that is neither "on" nor "off", 404 without a profile. */
export async function runStatsMailIntent(db: Database, userId: string, form: FormData) {
  const mail = form.get("mail");
  if (mail !== "on" && mail !== "off") return data<StatsMailAnswer>({ ok: false }, { status: 400 });
  const outcome = await toggleWeeklyStatsMail(db, userId, mail === "on");
  return data<StatsMailAnswer>({ ok: outcome.ok }, { status: outcome.ok ? 200 : 404 });
}
