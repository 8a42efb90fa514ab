import { and, desc, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/adapters/db/client.server";
import { auditLog, sessions, users } from "~/adapters/db/schema";
import { SESSION } from "~/config/constants";
import type * as AuthServer from "~/features/auth/auth.server";
import type * as SessionModule from "~/features/auth/session.server";
import type * as AdminUserRoute from "~/routes/admin-user";
import type * as ApiAuthRoute from "~/routes/api-auth";
import { withAppEnvironment } from "../support/app-modules";
import { CONSOLE_ORIGIN as origin, signUpOperators } from "../support/console-operators";
import { databaseKinds } from "../support/databases";
import { callRoute } from "../support/route-call";

const HOUR_MS = SESSION.impersonationSeconds * 1000;

/** The `name=value` pairs a browser keeps from these Set-Cookie headers (expired ones dropped). */
const kept = (setCookies: string[]) => setCookies.filter((cookie) => !/max-age=0/i.test(cookie)).map((cookie) => cookie.split(";")[0] ?? "");
const cookieNamed = (pairs: string[], name: string) => pairs.find((pair) => pair.startsWith(`better-auth.${name}=`)) ?? "";

/**
 * Impersonation (docs/decisions/020) on both databases: its hour holds whatever the client sends, it ends at once with
 * its admin's powers, "Завершить" always ends it, and console decisions made in it name the admin and the account.
 */
describe.each(databaseKinds)("impersonation on $name", (kind) => {
  let environment: Awaited<ReturnType<typeof withAppEnvironment>>;
  let db: Database;
  let session: typeof SessionModule;
  let auth: Awaited<ReturnType<typeof AuthServer.getAuth>>;
  /** The first admin's own session, new for each case. */
  let adminCookie: string;
  let adminPage: typeof AdminUserRoute;
  let apiAuth: typeof ApiAuthRoute;
  let adminId: string;
  let target: { id: string; email: string };
  let targetCount = 0;

  /** A second admin, who decides about the first one. */
  let otherAdminCookie: string;

  const viewerOf = (cookie: string) => session.getViewer(new Request(`${origin}/`, { headers: { cookie } }));

  /** A new session of the account (password "secret1"): its session cookie. */
  async function signIn(email: string) {
    const response = await auth.api.signInEmail({ body: { email, password: "secret1" }, asResponse: true });
    return cookieNamed(kept(response.headers.getSetCookie()), "session_token");
  }

  async function signUp(email: string) {
    await auth.api.signUpEmail({ body: { email, password: "secret1", name: email.split("@")[0] ?? email } });
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { id: row?.id ?? "", email, cookie: await signIn(email) };
  }

  /** Posts a user-page form as this browser (its cookie header). */
  function postUserAction(cookie: string, userId: string, fields: Record<string, string>) {
    return callRoute(
      adminPage.action,
      new Request(`${origin}/admin/users/${userId}`, {
        method: "POST",
        headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      }),
      { params: { userId } },
    );
  }

  /** The admin starts acting as `userId`: the browser's cookies afterwards, each as `name=value`. */
  async function impersonate(userId: string, ownCookie = adminCookie) {
    const started = await postUserAction(ownCookie, userId, { intent: "impersonate", reason: "support" });
    expect(started.status).toBe(302);
    const pairs = kept(started.headers.getSetCookie());
    expect(cookieNamed(pairs, "session_token")).not.toBe("");
    const [row] = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNotNull(sessions.impersonatedBy)));
    return { browser: pairs.join("; "), pairs, row: row! };
  }

  /** better-auth's own GET /api/auth/get-session, as a browser sends it. */
  async function getSessionEndpoint(cookie: string) {
    const answer = await callRoute(apiAuth.loader, new Request(`${origin}/api/auth/get-session`, { headers: { cookie } }));
    return (await answer.json()) as { session: { expiresAt: string } } | null;
  }

  const impersonationRows = (userId: string) =>
    db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNotNull(sessions.impersonatedBy)));

  beforeAll(async () => {
    environment = await withAppEnvironment(kind);
    db = await (await import("~/adapters/db/database.server")).getDb();
    session = await import("~/features/auth/session.server");
    auth = await (await import("~/features/auth/auth.server")).getAuth();
    await signUpOperators(db);
    adminPage = await import("~/routes/admin-user");
    apiAuth = await import("~/routes/api-auth");
    adminId = (await db.select({ id: users.id }).from(users).where(eq(users.email, "admin@example.com")))[0]?.id ?? "";
    const other = await signUp("other-admin@example.com");
    await db.update(users).set({ role: "admin" }).where(eq(users.id, other.id));
    otherAdminCookie = other.cookie;
  });

  beforeEach(async () => {
    // The first admin is an admin again, unbanned, with a live session of its own and no impersonation left from an
    // earlier case; every case acts as a new account.
    await db.delete(sessions).where(isNotNull(sessions.impersonatedBy));
    await db.update(users).set({ role: "admin", banned: false, banReason: null, banExpires: null }).where(eq(users.id, adminId));
    adminCookie = await signIn("admin@example.com");
    targetCount += 1;
    const account = await signUp(`acted-${targetCount}@example.com`);
    target = { id: account.id, email: account.email };
  });

  afterAll(() => environment.close());

  it("keeps its hour when get-session is asked without the dont_remember cookie", async () => {
    const { pairs, row } = await impersonate(target.id);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(HOUR_MS);
    const withoutDontRemember = pairs.filter((pair) => !pair.startsWith("better-auth.dont_remember=")).join("; ");
    const answered = await getSessionEndpoint(withoutDontRemember);
    expect(answered).not.toBeNull();
    expect(new Date(answered?.session.expiresAt ?? 0).getTime()).toBeLessThanOrEqual(row.createdAt.getTime() + HOUR_MS);
    const [after] = await db.select().from(sessions).where(eq(sessions.id, row.id));
    expect(after?.expiresAt.getTime()).toBeLessThanOrEqual(row.createdAt.getTime() + HOUR_MS);
    // Still the user, within the hour.
    expect(await viewerOf(withoutDontRemember)).toMatchObject({ id: target.id, isImpersonated: true });
  });

  it("is refused after its hour, even when its row says it runs on (a refresh that moved it)", async () => {
    const { browser, row } = await impersonate(target.id);
    const began = new Date(Date.now() - HOUR_MS - 60_000);
    await db
      .update(sessions)
      .set({ createdAt: began, expiresAt: new Date(Date.now() + SESSION.lifetimeSeconds * 1000) })
      .where(eq(sessions.id, row.id));
    expect(await viewerOf(browser)).toBeNull();
    expect(await getSessionEndpoint(browser)).toBeNull();
  });

  it("ends at once when its admin is demoted, by the console or the command line's setUserRole", async () => {
    const { browser, row } = await impersonate(target.id);
    expect(await viewerOf(browser)).toMatchObject({ id: target.id });
    const demoted = await postUserAction(otherAdminCookie, adminId, { intent: "role", role: "moderator", expectedRole: "admin", reason: "left the team" });
    expect(await demoted.json()).toMatchObject({ done: true });
    // Gone with the role change's transaction, before anyone read it.
    expect(await db.select().from(sessions).where(eq(sessions.id, row.id))).toEqual([]);
    expect(await viewerOf(browser)).toBeNull();
    const [roleRow] = await db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, "user.role"), eq(auditLog.targetId, adminId)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(roleRow?.after).toEqual({ role: "moderator", impersonationsEnded: 1 });
  });

  it("is refused at once when its admin is no longer an admin or is banned, however that was written", async () => {
    const demoted = await impersonate(target.id);
    await db.update(users).set({ role: "user" }).where(eq(users.id, adminId));
    expect(await viewerOf(demoted.browser)).toBeNull();
    await db.update(users).set({ role: "admin" }).where(eq(users.id, adminId));
    // Refused means ended: better-auth's own endpoints do not serve it either.
    expect(await getSessionEndpoint(demoted.browser)).toBeNull();

    const banned = await impersonate(target.id);
    await db.update(users).set({ banned: true, banReason: "stolen account" }).where(eq(users.id, adminId));
    expect(await getSessionEndpoint(banned.browser)).toBeNull();
    expect(await viewerOf(banned.browser)).toBeNull();
    expect(await impersonationRows(target.id)).toEqual([]);
  });

  it("ends at once when its admin is banned or their sessions are revoked in the console", async () => {
    const revoked = await impersonate(target.id);
    const answer = await postUserAction(otherAdminCookie, adminId, { intent: "revoke-sessions", reason: "laptop stolen" });
    expect(await answer.json()).toMatchObject({ done: true });
    expect(await impersonationRows(target.id)).toEqual([]);
    expect(await viewerOf(revoked.browser)).toBeNull();

    const banned = await impersonate(target.id, await signIn("admin@example.com"));
    // An admin is not banned (the role goes first); a role taken elsewhere leaves the ban to end what it started.
    await db.update(users).set({ role: "moderator" }).where(eq(users.id, adminId));
    expect(await (await postUserAction(otherAdminCookie, adminId, { intent: "ban", reason: "abuse", until: "" })).json()).toMatchObject({ done: true });
    expect(await db.select().from(sessions).where(eq(sessions.id, banned.row.id))).toEqual([]);
    expect(await viewerOf(banned.browser)).toBeNull();
  });

  it("\"Завершить\" with the admin's own session live restores it, on the user's console page", async () => {
    const { browser, row } = await impersonate(target.id);
    const end = await import("~/routes/impersonation-end");
    const answer = await callRoute(end.action, new Request(`${origin}/impersonation/end`, { method: "POST", headers: { cookie: browser, origin } }));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(`/admin/users/${target.id}`);
    expect(cookieNamed(kept(answer.headers.getSetCookie()), "session_token")).toBe(adminCookie);
    expect(await viewerOf(adminCookie)).toMatchObject({ email: "admin@example.com", isImpersonated: false });
    expect(await db.select().from(sessions).where(eq(sessions.id, row.id))).toEqual([]);
  });

  it('"Завершить" ends it when the admin\'s own session is gone: the row, the cookies and the audit row, then the login page', async () => {
    const { browser, row } = await impersonate(target.id);
    await db.delete(sessions).where(eq(sessions.userId, adminId));
    const end = await import("~/routes/impersonation-end");
    const response = await callRoute(end.action, new Request(`${origin}/en/impersonation/end`, { method: "POST", headers: { cookie: browser, origin } }));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/en/login?redirectTo=${encodeURIComponent(`/en/admin/users/${target.id}`)}`);
    const expired = response.headers
      .getSetCookie()
      .filter((cookie) => /max-age=0/i.test(cookie))
      .map((cookie) => cookie.split("=")[0]);
    expect(expired).toEqual(expect.arrayContaining(["better-auth.session_token", "better-auth.admin_session"]));
    expect(await db.select().from(sessions).where(eq(sessions.id, row.id))).toEqual([]);
    const rows = await db
      .select({ action: auditLog.action, actorId: auditLog.actorId, actorLabel: auditLog.actorLabel })
      .from(auditLog)
      .where(eq(auditLog.targetId, target.id))
      .orderBy(auditLog.id);
    expect(rows.map((entry) => entry.action)).toEqual(["user.impersonate_start", "user.impersonate_end"]);
    expect(rows[1]).toMatchObject({ actorId: adminId, actorLabel: "admin@example.com" });
  });

  it('"Завершить" without the admin_session cookie ends it too, and a browser with nothing to end gets 404', async () => {
    const { pairs, row } = await impersonate(target.id);
    const withoutAdminCookie = pairs.filter((pair) => !pair.startsWith("better-auth.admin_session=")).join("; ");
    const end = await import("~/routes/impersonation-end");
    const answer = await callRoute(end.action, new Request(`${origin}/impersonation/end`, { method: "POST", headers: { cookie: withoutAdminCookie, origin } }));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(`/admin/users/${target.id}`)}`);
    expect(await db.select().from(sessions).where(eq(sessions.id, row.id))).toEqual([]);
    const request = new Request(`${origin}/impersonation/end`, { method: "POST", headers: { cookie: withoutAdminCookie, origin } });
    expect((await callRoute(end.action, request)).status).toBe(404);
  });

  it("records a console decision made while acting as a moderator as the admin's, naming the moderator", async () => {
    const moderatorId = (await db.select({ id: users.id }).from(users).where(eq(users.email, "moderator@example.com")))[0]?.id ?? "";
    const { browser } = await impersonate(moderatorId);
    const newJob = await import("~/routes/admin-job-new");
    const created = await callRoute(
      newJob.action,
      new Request(`${origin}/admin/jobs/new`, {
        method: "POST",
        headers: { cookie: browser, origin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          title: "Звукорежиссёр",
          company: "Студия",
          companyLink: "",
          location: "",
          type: "",
          description: "Запись.",
          responsibilities: "",
          requirements: "",
          conditions: "",
          postDate: "",
          isEnglish: "",
          applyWebsite: "https://studio.example/jobs",
          applyEmail: "",
          applyForm: "",
          applyTelegram: "",
          applyHH: "",
          seen: "",
        }),
      }),
    );
    expect(created.status).toBe(302);
    const [row] = await db
      .select({ actorId: auditLog.actorId, actorLabel: auditLog.actorLabel, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, "job.create"));
    expect(row).toMatchObject({ actorId: adminId, actorLabel: "admin@example.com" });
    expect(row?.after).toMatchObject({ impersonating: { id: moderatorId, email: "moderator@example.com" } });
    const { listAuditLog } = await import("~/features/console/audit-log.server");
    const { parseAuditQuery } = await import("~/features/console/audit-log-query");
    const page = await listAuditLog(db, parseAuditQuery(new URLSearchParams("action=job.create&actor=admin@example.com")));
    expect(page.rows[0]).toMatchObject({ actorLabel: "admin@example.com", impersonating: { id: moderatorId, email: "moderator@example.com" } });
    expect(page.rows[0]?.after).not.toHaveProperty("impersonating");
  });
});
