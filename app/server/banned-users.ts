import { sql, type SQL } from "drizzle-orm";
import { users } from "~/adapters/db/schema";

/**
 * A ban in force on the query's user row (better-auth's admin plugin: banned until ban_expires, or for good without
 * one). A ban past its end counts for nothing, here as in the session check (`isBanned` in the auth feature) and in
 * the plugin, which lifts it at the next sign-in (docs/decisions/020).
 */
export const isBannedNow: SQL = sql`(${users.banned} and coalesce(${users.banExpires} > now(), true))`;
