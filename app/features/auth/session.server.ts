import { eq, sql } from "drizzle-orm";
import { redirect } from "react-router";
import type { Database } from "~/adapters/db/client.server";
import { getDb } from "~/adapters/db/database.server";
import { sessions, specialistProfiles, users } from "~/adapters/db/schema";
import { DEFAULT_USER_NAME } from "~/config/constants";
import { localizePath, languageFromPath } from "~/i18n/language";
import { getAuth } from "./auth.server";
import { pagePathOf } from "./page-path";
import { hasSessionCookie, signedSessionToken } from "~/adapters/auth/session-cookie.server";

/** Who is signed in, as the pages need it. Pro is active while the paid period lasts (spec 4). */
export interface Viewer {
  id: string;
  email: string;
  name: string;
  image: string | null;
  hasActivePro: boolean;
  /** Spec 6 "Pro user": active Pro access or account type Pro; Pro promotion is hidden from them. */
  isPro: boolean;
  /** An admin acting as this user (better-auth's impersonation): the site shows a banner that ends it. */
  isImpersonated: boolean;
}

// The root loader and the page's loader ask for the same request: one session lookup serves both.
const viewers = new WeakMap<Request, Promise<Viewer | null>>();

/** The signed-in user, or null. Requests without a session cookie never touch the database. */
export function getViewer(request: Request): Promise<Viewer | null> {
  let viewer = viewers.get(request);
  if (!viewer) {
    viewer = lookUpViewer(request);
    viewers.set(request, viewer);
  }
  return viewer;
}

/**
 * One query for a live session: the signed cookie is checked here, and the session and its user
 * are read in one join. better-auth's own lookup (two queries and its endpoint machinery, ~1.5 ms of
 * CPU) decides everything else: no such session, an ended one (it deletes it), one due for its
 * sliding renewal (it extends it), or a cookie this check cannot read.
 */
async function lookUpViewer(request: Request): Promise<Viewer | null> {
  const cookie = request.headers.get("cookie") ?? "";
  if (!hasSessionCookie(cookie)) return null;
  const auth = await getAuth();
  const { authCookies, secret, sessionConfig } = await auth.$context;
  const token = signedSessionToken(cookie, authCookies.sessionToken.name, secret);
  const live = token ? await findSessionUser(await getDb(), token) : undefined;
  const now = Date.now();
  const isDueForRenewal = (expiresAt: Date) => expiresAt.getTime() - (sessionConfig.expiresIn - sessionConfig.updateAge) * 1000 <= now;
  // An impersonation session is never renewed: it ends SESSION.impersonationSeconds after it began.
  if (live && live.expiresAt.getTime() > now && (live.impersonatedBy !== null || !isDueForRenewal(live.expiresAt))) {
    return isBanned(live.user, now) ? null : toViewer(live.user, live.accountType, live.impersonatedBy);
  }
  const session = await auth.api.getSession({ headers: request.headers });
  // better-auth refuses a banned account a new session, not one it already has: the ban's own transaction deletes
  // them, and a session that outlived it (a request that raced the ban, a ban written elsewhere) is refused here.
  if (!session || isBanned(session.user, now)) return null;
  const [profile] = await (
    await getDb()
  )
    .select({ accountType: specialistProfiles.accountType })
    .from(specialistProfiles)
    .where(eq(specialistProfiles.userId, session.user.id))
    .limit(1);
  return toViewer(session.user, profile?.accountType ?? null, session.session.impersonatedBy ?? null);
}

/** better-auth's admin plugin: banned until ban_expires, or for good without one; a ban past its end is none. */
export function isBanned(user: { banned?: boolean | null; banExpires?: Date | string | null }, now = Date.now()): boolean {
  return Boolean(user.banned) && (!user.banExpires || new Date(user.banExpires).getTime() > now);
}

const findSessionUserStatement = (db: Database) =>
  db
    .select({
      expiresAt: sessions.expiresAt,
      impersonatedBy: sessions.impersonatedBy,
      accountType: specialistProfiles.accountType,
      user: {
        id: users.id,
        email: users.email,
        name: users.name,
        image: users.image,
        proExpiresAt: users.proExpiresAt,
        banned: users.banned,
        banExpires: users.banExpires,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(specialistProfiles, eq(specialistProfiles.userId, users.id))
    .where(eq(sessions.token, sql.placeholder("token")))
    .prepare("find_session_user");

const prepared = new WeakMap<Database, ReturnType<typeof findSessionUserStatement>>();

async function findSessionUser(db: Database, token: string) {
  let statement = prepared.get(db);
  if (!statement) {
    statement = findSessionUserStatement(db);
    prepared.set(db, statement);
  }
  const [row] = await statement.execute({ token });
  return row;
}

function toViewer(
  user: { id: string; email: string; name: string; image?: string | null; proExpiresAt?: Date | string | null },
  accountType: string | null,
  impersonatedBy: string | null,
): Viewer {
  const expiresAt = user.proExpiresAt ? new Date(user.proExpiresAt) : null;
  const hasActivePro = Boolean(expiresAt && expiresAt.getTime() > Date.now());
  return {
    id: user.id,
    email: user.email,
    name: user.name.trim() || DEFAULT_USER_NAME,
    image: user.image ?? null,
    hasActivePro,
    isPro: hasActivePro || accountType === "Pro",
    isImpersonated: impersonatedBy !== null,
  };
}

/** The signed-in user, or a redirect to the login page that comes back here afterwards. */
export async function requireViewer(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (viewer) return viewer;
  const page = pagePathOf(new URL(request.url));
  const login = localizePath("/login", languageFromPath(page.split("?")[0] ?? "/"));
  throw redirect(`${login}?redirectTo=${encodeURIComponent(page)}`);
}
