import { eq, sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { savedSearches } from "~/adapters/db/schema";
import type { Language } from "~/config/constants";
import { claimedSavedSearchId, verifyUnsubscribeToken } from "./unsubscribe-token.server";

export interface UnsubscribeTarget {
  savedSearchId: string;
  name: string;
  language: Language;
  /** Whether its e-mails are already off (frequency off, or Telegram only). */
  isOff: boolean;
}

const emailIsOff = (search: Pick<typeof savedSearches.$inferSelect, "frequency" | "channel">) => search.frequency === "off" || search.channel === "telegram";

/** The saved search a token unsubscribes, or null when the token is not valid (forged, tampered, or its search deleted). */
export async function findUnsubscribeTarget(db: Database, key: Buffer, token: string): Promise<UnsubscribeTarget | null> {
  const id = claimedSavedSearchId(token);
  if (!id) return null;
  const [search] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
  if (!search || !verifyUnsubscribeToken(key, token, { savedSearchId: search.id, userId: search.userId })) return null;
  return { savedSearchId: search.id, name: search.name, language: search.language, isOff: emailIsOff(search) };
}

/**
 * Turns the token's saved search's e-mails off, without signing in (the one-click POST, or the page's button): a search
 * alerting by e-mail only is switched off (frequency "off": it keeps its name and filters and can be switched on again
 * in the cabinet); one alerting on both channels keeps Telegram. E-mails already dispatched but not yet sent are dropped
 * by the sender, which checks the search again before sending. Idempotent. Null when the token is not valid.
 */
export async function unsubscribeByToken(db: Database, key: Buffer, token: string): Promise<UnsubscribeTarget | null> {
  const target = await findUnsubscribeTarget(db, key, token);
  if (!target) return null;
  await db
    .update(savedSearches)
    .set({
      frequency: sql`case when ${savedSearches.channel} = 'both' then ${savedSearches.frequency} else 'off' end`,
      channel: sql`case when ${savedSearches.channel} = 'both' then 'telegram' else ${savedSearches.channel} end`,
      updatedAt: sql`now()`,
    })
    .where(eq(savedSearches.id, target.savedSearchId));
  return { ...target, isOff: true };
}
