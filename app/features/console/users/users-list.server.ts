import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { escapeLike } from "~/adapters/db/escape-like";
import { users } from "~/adapters/db/schema";
import type { UserRole } from "~/config/constants";
import { isBannedNow } from "~/server/banned-users";
import { keysetPage, type KeysetPage } from "~/server/keyset-cursor";
import type { UsersQuery } from "./users-query";

interface UserListRow {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  isBanned: boolean;
  createdAt: string;
}

export type UsersPage = KeysetPage<UserListRow>;

/**
 * One page of accounts, newest first, by keyset (created_at, id) so a page deep in 100 000 accounts costs what the
 * first does. The search matches any part of the e-mail or the name in any case, on their trigram indexes
 * (user_email_trgm_idx, user_name_trgm_idx); one or two characters match the start of either, on their prefix indexes;
 * the banned filter has its partial index (docs/decisions/020).
 */
export async function listUsers(db: Database, query: UsersQuery): Promise<UsersPage> {
  const conditions: (SQL | undefined)[] = [];
  const { role, banned } = query.filters;
  const q = query.filters.q.toLowerCase();
  if (q) {
    // Three characters and more: anywhere (trigrams); one or two have no trigram: the start (btree, text_pattern_ops).
    const pattern = [...q].length < 3 ? `${escapeLike(q)}%` : `%${escapeLike(q)}%`;
    conditions.push(sql`(lower(${users.email}) like ${pattern} or lower(${users.name}) like ${pattern})`);
  }
  if (role) conditions.push(eq(users.role, role));
  if (banned === "yes") conditions.push(isBannedNow);
  if (banned === "no") conditions.push(sql`not ${isBannedNow}`);
  if (query.after) conditions.push(sql`(${users.createdAt}, ${users.id}) < (${query.after[0]}::timestamptz, ${query.after[1]})`);
  const found = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      isBanned: sql<boolean>`${isBannedNow}`,
      createdAt: users.createdAt,
      cursorAt: sql<string>`${users.createdAt}::text`,
    })
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.pageSize + 1);
  const page = keysetPage(found, query.pageSize, (row) => [row.cursorAt, row.id]);
  return {
    rows: page.rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      isBanned: row.isBanned,
      createdAt: row.createdAt.toISOString(),
    })),
    next: page.next,
  };
}
