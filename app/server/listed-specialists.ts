import { sql, type SQL } from "drizzle-orm";
import { specialistProfiles, users } from "~/adapters/db/schema";
import { isBannedNow } from "./banned-users";

/**
 * What a listed profile needs beyond the spec's rule (issue 24, docs/decisions/032; a deviation ARCHITECTURE.md records):
 * the owner's address is confirmed, and the profile has a name and at least one specialization — an empty "Специалист"
 * card with nothing to show is not listed, and neither is one whose login address nobody proved. Read from the outer
 * query's own user row; the profile by its key.
 */
const isPublishable: SQL = sql`(${users.emailVerified} and exists (
  select 1 from ${specialistProfiles} as complete_profile
  where complete_profile.user_id = ${users.id} and btrim(complete_profile.name) <> '' and cardinality(complete_profile.specializations) > 0
))`;

/**
 * Spec 4 "Catalogue visibility": account type Pro is always listed; active Pro access (pro_expires_at
 * ahead) is listed unless show_in_specialists is false (undefined counts as true). Unlike the spec, a Pro user without
 * a profile row is not listed: the profile must be complete (`isPublishable`).
 *
 * Written as the union of two index-backed lists of ids rather than one OR across the joined tables, so
 * its cost follows the listed, not everyone who ever signed up (docs/decisions/008).
 *
 * A banned account (better-auth's admin plugin: until ban_expires, or for good) is listed by nobody, whatever it
 * paid; a ban past its end no longer counts (docs/decisions/020). Read from the outer query's own user row.
 *
 * This is the spec's rule, the bans and `isPublishable`; `isListed` also leaves out the profiles an operator hid.
 */
export const mayBeListed: SQL = sql`(${users.id} in (
  select listed_profile.user_id from ${specialistProfiles} as listed_profile where listed_profile.account_type = 'Pro'
  union
  select listed_user.id from ${users} as listed_user where listed_user.pro_expires_at > now() and coalesce(listed_user.show_in_specialists, true)
) and not ${isBannedNow} and ${isPublishable})`;

/**
 * Who the directory lists, the sitemap names and whose page answers: the rule above, less the profiles an operator
 * hid (issue 16, docs/decisions/019; a partial index holds the hidden, so the exclusion costs what they number).
 */
export const isListed: SQL = sql`(${mayBeListed} and ${users.id} not in (
  select hidden_profile.user_id from ${specialistProfiles} as hidden_profile where hidden_profile.hidden_at is not null
))`;

/**
 * `mayBeListed` read on the rows of a query that joins a profile to its user (no list of ids): for a walk along an
 * index of profiles that stops after a page, where building the whole listed set first would cost more (the
 * console's moderation queue, docs/decisions/019). The same rule.
 */
export const mayBeListedRow: SQL = sql`((${specialistProfiles.accountType} = 'Pro' or (${users.proExpiresAt} > now() and coalesce(${users.showInSpecialists}, true))) and not ${isBannedNow} and ${users.emailVerified} and btrim(${specialistProfiles.name}) <> '' and cardinality(${specialistProfiles.specializations}) > 0)`;
