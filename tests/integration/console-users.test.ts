import { and, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/adapters/db/client.server";
import { auditLog, payments, reviews, sessions, specialistProfiles, users } from "~/adapters/db/schema";
import type * as AuthServer from "~/features/auth/auth.server";
import type * as SessionModule from "~/features/auth/session.server";
import type * as AdminUserRoute from "~/routes/admin-user";
import { signUpAndSignIn } from "../support/accounts";
import { withAppEnvironment } from "../support/app-modules";
import { CONSOLE_ORIGIN as origin, signUpOperators, WHO, type Who } from "../support/console-operators";
import { databaseKinds } from "../support/databases";
import { callRoute } from "../support/route-call";

const sessionCookieOf = (setCookies: string[], name = "session_token") =>
  setCookies.find((cookie) => cookie.startsWith(`better-auth.${name}=`) && !/max-age=0/i.test(cookie))?.split(";")[0] ?? "";

describe.each(databaseKinds)("the console's users on $name", (kind) => {
  let environment: Awaited<ReturnType<typeof withAppEnvironment>>;
  let db: Database;
  let session: typeof SessionModule;
  let auth: Awaited<ReturnType<typeof AuthServer.getAuth>>;
  let cookies: Map<Who, string>;
  let adminPage: typeof AdminUserRoute;
  const ids = new Map<string, string>();

  /** A plain account of its own, signed up (its address confirmed when `confirmed`) and signed in, with its session cookie. */
  async function signUp(email: string, { name = email.split("@")[0] ?? email, confirmed = false }: { name?: string; confirmed?: boolean } = {}) {
    const account = await signUpAndSignIn(db, email, { name, confirmed });
    ids.set(email, account.id);
    return account;
  }

  /** A listed profile has a name and a specialization (issue 24); the sign-up's display name gave it the name. */
  const completeProfile = (userId: string) =>
    db
      .update(specialistProfiles)
      .set({ specializations: ["composer"] })
      .where(eq(specialistProfiles.userId, userId));

  const viewerOf = (cookie: string) => session.getViewer(new Request(`${origin}/`, { headers: { cookie } }));

  /** Posts a form to the user page's action as `who` (or with a cookie): its status, its body when it answers data, its headers. */
  async function post(userId: string, who: Who | { cookie: string }, fields: Record<string, string>, language: "" | "/en" = "") {
    const cookie = typeof who === "string" ? (cookies.get(who) ?? "") : who.cookie;
    const request = new Request(`${origin}${language}/admin/users/${userId}`, {
      method: "POST",
      headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    const answer = await callRoute(adminPage.action, request, { params: { userId } });
    const body = answer.headers.get("content-type")?.includes("json")
      ? ((await answer.json()) as { done: boolean; result: { error?: Record<string, string[]> } })
      : undefined;
    return { status: answer.status, body, headers: answer.headers };
  }

  const auditOf = (targetId: string) =>
    db
      .select({ action: auditLog.action, actorLabel: auditLog.actorLabel, before: auditLog.before, after: auditLog.after, reason: auditLog.reason })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, targetId), like(auditLog.action, "user.%")))
      .orderBy(auditLog.id);

  beforeAll(async () => {
    environment = await withAppEnvironment(kind);
    db = await (await import("~/adapters/db/database.server")).getDb();
    session = await import("~/features/auth/session.server");
    auth = await (await import("~/features/auth/auth.server")).getAuth();
    cookies = await signUpOperators(db);
    adminPage = await import("~/routes/admin-user");
    for (const row of await db.select({ id: users.id, email: users.email }).from(users)) ids.set(row.email, row.id);
  });

  afterAll(() => environment.close());

  it("refuses a banned account's live session, even one the ban did not delete", async () => {
    const { cookie } = await signUp("raced@example.com");
    expect(await viewerOf(cookie)).not.toBeNull();
    await db.update(users).set({ banned: true, banReason: "spam" }).where(eq(users.email, "raced@example.com"));
    expect(await viewerOf(cookie)).toBeNull();
    // A ban that has ended is no ban.
    await db
      .update(users)
      .set({ banExpires: new Date(Date.now() - 1000) })
      .where(eq(users.email, "raced@example.com"));
    expect(await viewerOf(cookie)).not.toBeNull();
  });

  it("opens the users list and a user's page to admins only: everyone else gets 404", async () => {
    const userId = ids.get("user@example.com") ?? "";
    const pages: { module: string; path: string; params?: Record<string, string> }[] = [
      { module: "~/routes/admin-users", path: "/admin/users" },
      { module: "~/routes/admin-users", path: "/en/admin/users?q=exa&role=user&banned=no" },
      { module: "~/routes/admin-user", path: `/admin/users/${userId}`, params: { userId } },
      { module: "~/routes/admin-user", path: `/en/admin/users/${userId}`, params: { userId } },
    ];
    for (const page of pages) {
      // A module named at run time: its loader is some route's, whose arguments callRoute builds.
      const route = (await import(/* @vite-ignore */ page.module)) as { loader: (args: never) => Promise<unknown> };
      for (const who of WHO) {
        const request = new Request(`${origin}${page.path}`, { headers: { cookie: cookies.get(who) ?? "" } });
        expect((await callRoute(route.loader, request, { params: page.params })).status, `${page.path} for a ${who}`).toBe(who === "admin" ? 200 : 404);
      }
    }
    const route = await import("~/routes/admin-user");
    const unknown = new Request(`${origin}/admin/users/nobody`, { headers: { cookie: cookies.get("admin") ?? "" } });
    expect((await callRoute(route.loader, unknown, { params: { userId: "nobody" } })).status).toBe(404);
  });

  it("refuses every action to a visitor, a user and a moderator with 404, and changes nothing", async () => {
    const target = await signUp("target@example.com");
    const forms: Record<string, string>[] = [
      { intent: "role", role: "moderator", expectedRole: "user", reason: "" },
      { intent: "ban", reason: "spam", until: "" },
      { intent: "revoke-sessions", reason: "" },
      { intent: "impersonate", reason: "" },
    ];
    for (const who of ["visitor", "user", "moderator"] as const) {
      for (const form of forms) expect((await post(target.id, who, form)).status, `${form.intent} by a ${who}`).toBe(404);
    }
    await db.update(users).set({ banned: true, banReason: "x" }).where(eq(users.id, target.id));
    for (const who of ["visitor", "user", "moderator"] as const) expect((await post(target.id, who, { intent: "unban", reason: "" })).status).toBe(404);
    const [account] = await db.select().from(users).where(eq(users.id, target.id));
    expect(account).toMatchObject({ role: "user", banned: true, banReason: "x" });
    expect(await db.select().from(sessions).where(eq(sessions.userId, target.id))).toHaveLength(1);
    expect(await auditOf(target.id)).toEqual([]);
  });

  it("refuses a bad form with 400 and an unknown intent or account plainly", async () => {
    const target = await signUp("bad-forms@example.com");
    const noReason = await post(target.id, "admin", { intent: "ban", reason: " ", until: "" });
    expect(noReason.status).toBe(400);
    expect(noReason.body?.result.error).toMatchObject({ reason: ["reasonRequired"] });
    expect((await post(target.id, "admin", { intent: "ban", reason: "spam", until: "2020-01-01" })).body?.result.error).toMatchObject({ until: ["until"] });
    expect((await post(target.id, "admin", { intent: "role", role: "root", expectedRole: "user", reason: "" })).status).toBe(400);
    expect((await post(target.id, "admin", { intent: "drop" })).status).toBe(400);
    expect((await post("nobody", "admin", { intent: "ban", reason: "spam", until: "" })).status).toBe(404);
    expect(await auditOf(target.id)).toEqual([]);
  });

  it("changes a role with its audit row, refuses a stale one and an admin's own", async () => {
    const target = await signUp("promoted@example.com");
    const changed = await post(target.id, "admin", { intent: "role", role: "moderator", expectedRole: "user", reason: "helps" });
    expect(changed).toMatchObject({ status: 200, body: { done: true } });
    // The page showed "user"; it is "moderator" now: a second decision made on the old page is stale.
    expect((await post(target.id, "admin", { intent: "role", role: "admin", expectedRole: "user", reason: "" })).status).toBe(409);
    const adminId = ids.get("admin@example.com") ?? "";
    // Not one's own: the console's rule about oneself (tests/integration/console-own-decisions.test.ts).
    expect((await post(adminId, "admin", { intent: "role", role: "user", expectedRole: "admin", reason: "" })).status).toBe(403);
    expect((await db.select({ role: users.role }).from(users).where(eq(users.id, adminId)))[0]?.role).toBe("admin");
    expect(await auditOf(target.id)).toEqual([
      { action: "user.role", actorLabel: "admin@example.com", before: { role: "user" }, after: { role: "moderator" }, reason: "helps" },
    ]);
  });

  it("bans: the sessions end in the same transaction, the old cookie gets nothing, e-mail sign-in is refused, and the directory drops the account", async () => {
    // Listed before the ban: a confirmed address and a complete profile.
    const target = await signUp("spammer@example.com", { confirmed: true });
    await completeProfile(target.id);
    const second = await auth.api.signInEmail({ body: { email: "spammer@example.com", password: "secret1" }, asResponse: true });
    const secondCookie = sessionCookieOf(second.headers.getSetCookie());
    await db
      .update(users)
      .set({ proPlan: "monthly", proExpiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, target.id));
    const { getPublicProfile } = await import("~/features/specialists/profile.server");
    const { findSpecialists } = await import("~/features/specialists/directory.server");
    const listed = async () =>
      (await findSpecialists(db, { q: "", specializations: [], location: "" }, { seed: "1", pages: 1 })).specialists.map((card) => card.id);
    expect(await getPublicProfile(db, target.id)).not.toBeNull();
    expect(await listed()).toContain(target.id);

    const banned = await post(target.id, "admin", { intent: "ban", reason: "spam links", until: "" }, "/en");
    expect(banned).toMatchObject({ status: 200, body: { done: true } });
    expect(await viewerOf(target.cookie)).toBeNull();
    expect(await viewerOf(secondCookie)).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, target.id))).toEqual([]);
    const refused = await auth.api.signInEmail({ body: { email: "spammer@example.com", password: "secret1" }, asResponse: true });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("BANNED_USER");
    expect(sessionCookieOf(refused.headers.getSetCookie())).toBe("");
    // The login page says why.
    const login = await import("~/routes/login");
    const page = await callRoute(
      login.action,
      new Request(`${origin}/login`, {
        method: "POST",
        headers: { origin, "content-type": "application/x-www-form-urlencoded", "x-client-ip": "10.9.0.1" },
        body: new URLSearchParams({ intent: "sign-in", email: "spammer@example.com", password: "secret1" }),
      }),
    );
    expect(page.status).toBe(400);
    expect(((await page.json()) as { error?: Record<string, string[]> }).error?.[""]).toEqual(["banned"]);
    expect(await getPublicProfile(db, target.id)).toBeNull();
    expect(await listed()).not.toContain(target.id);
    expect((await post(target.id, "admin", { intent: "ban", reason: "again", until: "" })).status).toBe(409);
    expect(await auditOf(target.id)).toEqual([
      {
        action: "user.ban",
        actorLabel: "admin@example.com",
        before: { banned: false },
        after: { banned: true, banExpires: null, sessionsEnded: 2 },
        reason: "spam links",
      },
    ]);

    expect(await post(target.id, "admin", { intent: "unban", reason: "appealed" })).toMatchObject({ status: 200, body: { done: true } });
    expect((await post(target.id, "admin", { intent: "unban", reason: "" })).status).toBe(409);
    expect(await listed()).toContain(target.id);
    const back = await auth.api.signInEmail({ body: { email: "spammer@example.com", password: "secret1" }, asResponse: true });
    expect(back.status).toBe(200);
    expect((await auditOf(target.id)).map((row) => [row.action, row.reason])).toEqual([
      ["user.ban", "spam links"],
      ["user.unban", "appealed"],
    ]);
  });

  it("ends a ban by itself on its day: sign-in works again and the plugin clears it", async () => {
    const target = await signUp("timed@example.com");
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await post(target.id, "admin", { intent: "ban", reason: "cool down", until: tomorrow })).status).toBe(200);
    const [row] = await db.select({ banExpires: users.banExpires }).from(users).where(eq(users.id, target.id));
    expect(row?.banExpires?.toISOString()).toBe(`${tomorrow}T00:00:00.000Z`);
    expect((await auth.api.signInEmail({ body: { email: "timed@example.com", password: "secret1" }, asResponse: true })).status).toBe(403);
    await db
      .update(users)
      .set({ banExpires: new Date(Date.now() - 1000) })
      .where(eq(users.id, target.id));
    const { listUsers } = await import("~/features/console/users/users-list.server");
    const { parseUsersQuery } = await import("~/features/console/users/users-query");
    expect((await listUsers(db, parseUsersQuery(new URLSearchParams("banned=yes&q=timed@")))).rows).toEqual([]);
    const signedIn = await auth.api.signInEmail({ body: { email: "timed@example.com", password: "secret1" }, asResponse: true });
    expect(signedIn.status).toBe(200);
    expect(await viewerOf(sessionCookieOf(signedIn.headers.getSetCookie()))).toMatchObject({ email: "timed@example.com" });
    const [after] = await db.select({ banned: users.banned }).from(users).where(eq(users.id, target.id));
    expect(after?.banned).toBe(false);
  });

  it("revokes every session with its audit row; with none left it says so", async () => {
    const target = await signUp("leaked@example.com");
    expect(await post(target.id, "admin", { intent: "revoke-sessions", reason: "password leaked" })).toMatchObject({ status: 200, body: { done: true } });
    expect(await viewerOf(target.cookie)).toBeNull();
    expect((await post(target.id, "admin", { intent: "revoke-sessions", reason: "" })).status).toBe(409);
    expect(await auditOf(target.id)).toEqual([
      { action: "user.revoke_sessions", actorLabel: "admin@example.com", before: { sessions: 1 }, after: { sessions: 0 }, reason: "password leaked" },
    ]);
  });

  it("impersonates: the admin's browser acts as the user for an hour, the end restores the admin, both recorded", async () => {
    const target = await signUp("acted@example.com", { name: "Acted Person" });
    const adminCookie = cookies.get("admin") ?? "";
    const started = await post(target.id, "admin", { intent: "impersonate", reason: "support ticket 12" }, "/en");
    expect(started.status).toBe(302);
    expect(started.headers.get("location")).toBe("/en/dashboard");
    const setCookies = started.headers.getSetCookie();
    const actingCookie = sessionCookieOf(setCookies);
    const adminSessionCookie = sessionCookieOf(setCookies, "admin_session");
    expect(actingCookie).not.toBe("");
    expect(adminSessionCookie).not.toBe("");
    // Every cookie the answer sets (better-auth's dont_remember too), as the browser keeps them.
    const browser = setCookies
      .filter((cookie) => !/max-age=0/i.test(cookie))
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
    expect(await viewerOf(browser)).toMatchObject({ id: target.id, email: "acted@example.com", isImpersonated: true });
    const impersonation = (await db.select().from(sessions).where(eq(sessions.userId, target.id))).find((row) => row.impersonatedBy !== null);
    expect(impersonation?.impersonatedBy).toBe(ids.get("admin@example.com"));
    // An hour, and reading the session does not renew it.
    expect((impersonation?.expiresAt.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(3600 * 1000);
    expect(await viewerOf(actingCookie)).toMatchObject({ isImpersonated: true });
    const [reread] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.id, impersonation?.id ?? ""));
    expect(reread?.expiresAt.getTime()).toBe(impersonation?.expiresAt.getTime());
    // Signed-in pages: never shared through the anonymous render cache.
    const { RenderCache } = await import("../../server/render-cache.ts");
    expect(RenderCache.isShareable("GET", browser)).toBe(false);
    // The console is not the user's: acting as them, the admin has none.
    const consolePage = await import("~/routes/admin-users");
    expect((await callRoute(consolePage.loader, new Request(`${origin}/admin/users`, { headers: { cookie: browser } }))).status).toBe(404);

    const end = await import("~/routes/impersonation-end");
    const nobody = new Request(`${origin}/impersonation/end`, { method: "POST", headers: { cookie: cookies.get("user") ?? "", origin } });
    expect((await callRoute(end.action, nobody)).status).toBe(404);
    const ended = await callRoute(end.action, new Request(`${origin}/en/impersonation/end`, { method: "POST", headers: { cookie: browser, origin } }));
    expect(ended.status).toBe(302);
    expect(ended.headers.get("location")).toBe(`/en/admin/users/${target.id}`);
    const restored = sessionCookieOf(ended.headers.getSetCookie());
    expect(restored).toBe(adminCookie);
    expect(await viewerOf(restored)).toMatchObject({ email: "admin@example.com", isImpersonated: false });
    expect(await viewerOf(actingCookie)).toBeNull();
    const rows = await auditOf(target.id);
    expect(rows.map((row) => [row.action, row.actorLabel, row.reason])).toEqual([
      ["user.impersonate_start", "admin@example.com", "support ticket 12"],
      ["user.impersonate_end", "admin@example.com", ""],
    ]);
    expect(rows[0]?.after).toMatchObject({ sessionId: impersonation?.id });
  });

  it("does not impersonate another admin, oneself or a banned user", async () => {
    const other = await signUp("second-admin@example.com");
    await db.update(users).set({ role: "admin" }).where(eq(users.id, other.id));
    const banned = await signUp("banned-target@example.com");
    await db.update(users).set({ banned: true, banReason: "x" }).where(eq(users.id, banned.id));
    for (const [userId, refusal, status] of [
      [other.id, "ADMIN_TARGET", 409],
      [ids.get("admin@example.com") ?? "", "SELF", 403],
      [banned.id, "BANNED_TARGET", 409],
    ] as const) {
      const answer = await post(userId, "admin", { intent: "impersonate", reason: "" });
      expect(answer.status).toBe(status);
      expect((answer.body?.result as { error?: Record<string, string[]> }).error?.[""]).toEqual([refusal]);
    }
    expect(
      (
        await db
          .select()
          .from(sessions)
          .where(inArray(sessions.userId, [other.id, banned.id]))
      ).filter((row) => row.impersonatedBy !== null),
    ).toEqual([]);
    expect(await auditOf(other.id)).toEqual([]);
  });

  it("shows an account whole: providers, sessions, profile (hidden or listed), subscription, payments and reviews both ways", async () => {
    const { getConsoleUser } = await import("~/features/console/users/user-detail.server");
    const specialist = await signUp("pro-specialist@example.com", { name: "Pro Specialist", confirmed: true });
    await completeProfile(specialist.id);
    const reviewer = await signUp("reviewer@example.com", { name: "Reviewer" });
    const until = new Date(Date.now() + 30 * 86_400_000);
    await db.update(users).set({ proPlan: "monthly", proExpiresAt: until }).where(eq(users.id, specialist.id));
    await db.insert(payments).values({
      id: "pay-console-1",
      provider: "sandbox",
      idempotenceKey: "pay-console-1",
      userId: specialist.id,
      plan: "monthly",
      amountKopecks: 99_000,
      currency: "RUB",
      status: "succeeded",
      returnUrl: "/",
      paidAt: new Date(),
    });
    await db.insert(reviews).values([
      { id: "rev-console-1", specialistId: specialist.id, reviewerId: reviewer.id, reviewerName: "Reviewer", rating: 5, title: "Great", content: "Great work" },
      {
        id: "rev-console-2",
        specialistId: reviewer.id,
        reviewerId: specialist.id,
        rating: 4,
        title: "Fine",
        content: "Fine",
        hiddenAt: new Date(),
        hiddenReason: "rude",
      },
    ]);
    const shown = await getConsoleUser(db, specialist.id);
    expect(shown?.account).toMatchObject({ email: "pro-specialist@example.com", role: "user", ban: null, providers: ["credential"], activeSessions: 1 });
    expect(shown?.profile).toEqual({ exists: true, accountType: "Basic", isListed: true, hiddenReason: null });
    expect(shown?.subscription).toMatchObject({ plan: "monthly", isActive: true, expiresAt: until.toISOString() });
    expect(shown?.payments).toMatchObject({ total: 1, rows: [{ id: "pay-console-1", amountKopecks: 99_000, status: "succeeded" }] });
    expect(shown?.reviewsReceived.rows).toEqual([
      expect.objectContaining({ id: "rev-console-1", otherId: reviewer.id, otherName: "Reviewer", isHidden: false }),
    ]);
    expect(shown?.reviewsWritten.rows).toEqual([expect.objectContaining({ id: "rev-console-2", otherId: reviewer.id, isHidden: true })]);
    await db
      .update(specialistProfiles)
      .set({ hiddenAt: new Date(), hiddenReason: "fake portfolio", hiddenVersion: 1 })
      .where(eq(specialistProfiles.userId, specialist.id));
    expect((await getConsoleUser(db, specialist.id))?.profile).toEqual({ exists: true, accountType: "Basic", isListed: false, hiddenReason: "fake portfolio" });
    expect(await getConsoleUser(db, "nobody")).toBeNull();
  });

  it("searches by part of the e-mail or name in any case, filters, and pages newest first", async () => {
    const { listUsers } = await import("~/features/console/users/users-list.server");
    const { parseUsersQuery } = await import("~/features/console/users/users-query");
    const USERS_PAGE_SIZE = (await import("~/config/constants")).CONSOLE_PAGE_SIZES.users;
    const base = Date.parse("2026-01-01T00:00:00Z");
    await db.insert(users).values(
      Array.from({ length: USERS_PAGE_SIZE + 7 }, (_, index) => ({
        id: `seeded-${String(index).padStart(3, "0")}`,
        email: `Seeded.${index}@Example.org`,
        name: index % 2 ? `Ирина ${index}` : `Oleg_${index}`,
        // Two accounts share each moment: the id orders them.
        createdAt: new Date(base + Math.floor(index / 2) * 1000 + 0.5),
      })),
    );
    const query = (search: string) => parseUsersQuery(new URLSearchParams(search));
    const first = await listUsers(db, query("q=SEEDED."));
    expect(first.rows).toHaveLength(USERS_PAGE_SIZE);
    expect(first.rows[0]?.id).toBe(`seeded-${String(USERS_PAGE_SIZE + 6).padStart(3, "0")}`);
    const second = await listUsers(db, query(`q=seeded.&after=${encodeURIComponent(first.next ?? "")}`));
    expect(second.next).toBeNull();
    const all = [...first.rows, ...second.rows].map((row) => row.id);
    expect(all).toHaveLength(USERS_PAGE_SIZE + 7);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual([...all].sort().reverse());
    expect((await listUsers(db, query("q=ирина 1"))).rows.map((row) => row.name)).toContain("Ирина 13");
    // LIKE's wildcards are searched as typed.
    expect((await listUsers(db, query("q=oleg_2"))).rows.map((row) => row.name).sort()).toEqual([
      "Oleg_2",
      "Oleg_20",
      "Oleg_22",
      "Oleg_24",
      "Oleg_26",
      "Oleg_28",
    ]);
    expect((await listUsers(db, query("q=%"))).rows).toEqual([]);
    // One or two characters: the start of the e-mail or the name.
    expect((await listUsers(db, query("q=ИР"))).rows.every((row) => row.name.startsWith("Ирина"))).toBe(true);
    expect((await listUsers(db, query("q=ИР"))).rows).toHaveLength(Math.floor((USERS_PAGE_SIZE + 7) / 2));
    expect((await listUsers(db, query("q=ed"))).rows).toEqual([]);
    expect((await listUsers(db, query("role=moderator"))).rows.map((row) => row.email)).toContain("moderator@example.com");
    expect((await listUsers(db, query("role=moderator"))).rows.every((row) => row.role === "moderator")).toBe(true);
    expect((await listUsers(db, query("banned=yes"))).rows.every((row) => row.isBanned)).toBe(true);
    // A malformed link shows the whole list.
    expect(query("after=x;drop&role=root&banned=maybe")).toEqual({ filters: { q: "", role: "", banned: "" }, after: null, pageSize: USERS_PAGE_SIZE });
  });
});
