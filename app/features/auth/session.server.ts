import { createHash } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { alias } from "drizzle-orm/pg-core";
import { redirect } from "react-router";
import type { Database } from "~/adapters/db/client.server";
import { getDb } from "~/adapters/db/database.server";
import { pgErrorCode } from "~/adapters/db/pg-error";
import { sessions, specialistProfiles, users } from "~/adapters/db/schema";
import { DEFAULT_USER_NAME, SESSION } from "~/config/constants";
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
  /** The address is proven (its link was opened, or Google said so): alert mails, reviews and the listing wait for it. */
  emailVerified: boolean;
  hasActivePro: boolean;
  /** Spec 6 "Pro user": active Pro access or account type Pro; Pro promotion is hidden from them. */
  isPro: boolean;
  /** An admin acting as this user (better-auth's impersonation): the site shows a banner that ends it. */
  isImpersonated: boolean;
}

/** The admin acting as the viewer (impersonation, docs/decisions/020): the audit log names them as the one who acted. */
export interface Impersonator {
  id: string;
  email: string;
}

interface SignedIn {
  viewer: Viewer;
  impersonator: Impersonator | null;
}

// The root loader and the page's loader ask for the same request: one session lookup serves both.
const signedIn = new WeakMap<Request, Promise<SignedIn | null>>();

function signedInOf(request: Request): Promise<SignedIn | null> {
  let found = signedIn.get(request);
  if (!found) {
    found = lookUpSignedIn(request);
    signedIn.set(request, found);
  }
  return found;
}

/** The signed-in user, or null. Requests without a session cookie never touch the database. */
export async function getViewer(request: Request): Promise<Viewer | null> {
  return (await signedInOf(request))?.viewer ?? null;
}

/** The admin acting as the signed-in user in this request, or null in the user's own session. */
export async function getImpersonator(request: Request): Promise<Impersonator | null> {
  return (await signedInOf(request))?.impersonator ?? null;
}

/** The request's session row, read by its signed cookie (null without one this check can read). */
async function sessionOf(request: Request) {
  const cookie = request.headers.get("cookie") ?? "";
  if (!hasSessionCookie(cookie)) return null;
  const auth = await getAuth();
  const context = await auth.$context;
  const token = signedSessionToken(cookie, context.authCookies.sessionToken.name, context.secret);
  const db = await getDb();
  return { auth, context, db, token, live: token ? await findSessionUser(db, token) : undefined };
}

/**
 * One query for a live session: the signed cookie is checked here, and the session and its user
 * are read in one join. better-auth's own lookup (two queries and its endpoint machinery, ~1.5 ms of
 * CPU) decides everything else: no such session, an ended one (it deletes it), one due for its
 * sliding renewal (it extends it), or a cookie this check cannot read. An impersonation is decided here alone.
 */
async function lookUpSignedIn(request: Request): Promise<SignedIn | null> {
  const found = await sessionOf(request);
  if (!found) return null;
  const { auth, context, db, live } = found;
  const now = Date.now();
  if (live?.impersonatedBy) return servedImpersonation(db, live, now);
  const isDueForRenewal = (expiresAt: Date) => expiresAt.getTime() - (context.sessionConfig.expiresIn - context.sessionConfig.updateAge) * 1000 <= now;
  if (live && live.expiresAt.getTime() > now && !isDueForRenewal(live.expiresAt)) {
    return isBanned(live.user, now) ? null : { viewer: toViewer(live.user, live.accountType, null), impersonator: null };
  }
  const session = await auth.api.getSession({ headers: request.headers });
  // better-auth refuses a banned account a new session, not one it already has: the ban's own transaction deletes
  // them, and a session that outlived it (a request that raced the ban, a ban written elsewhere) is refused here.
  if (!session || isBanned(session.user, now)) return null;
  if (session.session.impersonatedBy) {
    const row = await findSessionUser(db, session.session.token);
    return row?.impersonatedBy ? servedImpersonation(db, row, now) : null;
  }
  const [profile] = await db
    .select({ accountType: specialistProfiles.accountType })
    .from(specialistProfiles)
    .where(eq(specialistProfiles.userId, session.user.id))
    .limit(1);
  return { viewer: toViewer(session.user, profile?.accountType ?? null, null), impersonator: null };
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionUser>>>;

/**
 * An impersonation (docs/decisions/020) ends at the first of: SESSION.impersonationSeconds after it began, whatever
 * its row's expiry says (no refresh moves that: create-auth.server.ts); its admin no longer an admin; its admin
 * banned. It is never renewed.
 */
export function hasImpersonationEnded(row: Pick<SessionRow, "createdAt" | "expiresAt" | "impersonator">, now = Date.now()): boolean {
  const end = Math.min(row.expiresAt.getTime(), row.createdAt.getTime() + SESSION.impersonationSeconds * 1000);
  return end <= now || row.impersonator?.role !== "admin" || isBanned(row.impersonator, now);
}

/** The viewer of a live impersonation; an ended one is deleted, so better-auth's own endpoints do not serve it either. */
async function servedImpersonation(db: Database, row: SessionRow, now: number): Promise<SignedIn | null> {
  if (!row.impersonator || hasImpersonationEnded(row, now)) {
    await db.delete(sessions).where(eq(sessions.id, row.id));
    return null;
  }
  if (isBanned(row.user, now)) return null;
  return { viewer: toViewer(row.user, row.accountType, row.impersonatedBy), impersonator: { id: row.impersonator.id, email: row.impersonator.email } };
}

/**
 * Before better-auth's own endpoints (/api/auth/*) read the request's session: an impersonation that has ended is
 * deleted first. They know its row's expiry, not its hour or its admin.
 */
export async function endEndedImpersonation(request: Request): Promise<void> {
  const found = await sessionOf(request);
  if (found?.live?.impersonatedBy && hasImpersonationEnded(found.live)) await found.db.delete(sessions).where(eq(sessions.id, found.live.id));
}

/** better-auth's admin plugin: banned until ban_expires, or for good without one; a ban past its end is none. */
export function isBanned(user: { banned?: boolean | null; banExpires?: Date | string | null }, now = Date.now()): boolean {
  return Boolean(user.banned) && (!user.banExpires || new Date(user.banExpires).getTime() > now);
}

const impersonators = alias(users, "impersonator");

const findSessionUserQuery = (db: Database) =>
  db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      impersonatedBy: sessions.impersonatedBy,
      impersonator: {
        id: impersonators.id,
        email: impersonators.email,
        role: impersonators.role,
        banned: impersonators.banned,
        banExpires: impersonators.banExpires,
      },
      accountType: specialistProfiles.accountType,
      user: {
        id: users.id,
        email: users.email,
        name: users.name,
        image: users.image,
        emailVerified: users.emailVerified,
        proExpiresAt: users.proExpiresAt,
        banned: users.banned,
        banExpires: users.banExpires,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(specialistProfiles, eq(specialistProfiles.userId, users.id))
    .leftJoin(impersonators, eq(impersonators.id, sessions.impersonatedBy))
    .where(eq(sessions.token, sql.placeholder("token")));

const STATEMENT_NAME = "find_session_user";
type SessionUserStatement = ReturnType<ReturnType<typeof findSessionUserQuery>["prepare"]>;
const prepared = new WeakMap<Database, Promise<SessionUserStatement>>();

/**
 * The session join, prepared once per database. On PostgreSQL node-postgres keeps it as a named statement per
 * connection. PGlite plans every parameterised query anew, and planning this four-table join cost more than running it
 * (~0.65 of ~1.15 CPU-ms per signed-in request, issue 26): there the join is PREPAREd once in the embedded database and
 * each read EXECUTEs it, its rows mapped by the same Drizzle query as before.
 */
function sessionUserStatement(db: Database): Promise<SessionUserStatement> {
  let statement = prepared.get(db);
  if (!statement) {
    const client = (db as { $client?: unknown }).$client;
    statement = client instanceof PGlite ? preparedInPglite(db, client) : Promise.resolve(findSessionUserQuery(db).prepare(STATEMENT_NAME));
    prepared.set(db, statement);
    statement.catch(() => prepared.delete(db));
  }
  return statement;
}

/** The token as an SQL string literal, for EXECUTE, which takes no bind parameters; only a token of the form better-auth makes. */
const TOKEN_LITERAL = /^[A-Za-z0-9_-]{1,255}$/;
/** SQLSTATE duplicate_prepared_statement. */
const DUPLICATE_PREPARED_STATEMENT = "42P05";

async function preparedInPglite(db: Database, client: PGlite): Promise<SessionUserStatement> {
  const { sql: text } = findSessionUserQuery(db).toSQL();
  // Named by its text: a module loaded again on the same database (development) finds its own statement, never an older one.
  const name = `${STATEMENT_NAME}_${createHash("sha256").update(text).digest("hex").slice(0, 12)}`;
  await client.query(`PREPARE ${name} (text) AS ${text}`).catch((error: unknown) => {
    if (pgErrorCode(error) !== DUPLICATE_PREPARED_STATEMENT) throw error;
  });
  const ordinary = findSessionUserQuery(db).prepare(STATEMENT_NAME);
  const executing = {
    query: (query: string, params: unknown[], options: Parameters<PGlite["query"]>[2]) => {
      const token = params[0];
      if (typeof token !== "string" || !TOKEN_LITERAL.test(token)) return client.query(query, params, options);
      return client.query(`EXECUTE ${name}('${token}')`, [], options);
    },
  };
  const statement = findSessionUserQuery(drizzlePglite({ client: executing as unknown as PGlite }) as unknown as Database).prepare(STATEMENT_NAME);
  // A failed EXECUTE (the statement gone, say) is retried as the ordinary query, which says what is wrong, and the next
  // read prepares again.
  const execute = (values: { token: string }) =>
    statement.execute(values).catch(() => {
      prepared.delete(db);
      return ordinary.execute(values);
    });
  return { execute } as SessionUserStatement;
}

async function findSessionUser(db: Database, token: string) {
  const [row] = await (await sessionUserStatement(db)).execute({ token });
  return row;
}

function toViewer(
  user: { id: string; email: string; name: string; image?: string | null; emailVerified: boolean; proExpiresAt?: Date | string | null },
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
    emailVerified: user.emailVerified,
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
