import { USER_ROLES } from "~/config/constants";
import { z } from "~/config/zod";

/** Accounts per page of the console's users list. */
export const USERS_PAGE_SIZE = 50;

/** Where a page of the list starts: below this account in the newest-first order (its creation in microseconds since 1970, and its id). */
const cursorPattern = /^(\d{1,17})~([\w-]{1,128})$/;

/**
 * The users list's search, filters and page, from the URL: `q` (part of the e-mail or name, any case), the role,
 * banned or not, and `after` — the page starts below that account. Anything malformed is dropped rather than
 * refused: a bad link shows the whole list.
 */
const usersQuerySchema = z.object({
  q: z.string().trim().max(320).catch(""),
  role: z.enum(USER_ROLES).or(z.literal("")).catch(""),
  banned: z.enum(["yes", "no"]).or(z.literal("")).catch(""),
  after: z.string().regex(cursorPattern).nullable().catch(null),
});

export type UsersQuery = z.infer<typeof usersQuerySchema>;

export function parseUsersQuery(searchParams: URLSearchParams): UsersQuery {
  return usersQuerySchema.parse({
    q: searchParams.get("q") ?? "",
    role: searchParams.get("role") ?? "",
    banned: searchParams.get("banned") ?? "",
    after: searchParams.get("after"),
  });
}

export function usersCursor(createdMicros: string, id: string): string {
  return `${createdMicros}~${id}`;
}

export function readUsersCursor(cursor: string): { createdMicros: string; id: string } | null {
  const match = cursorPattern.exec(cursor);
  return match?.[1] && match[2] ? { createdMicros: match[1], id: match[2] } : null;
}
