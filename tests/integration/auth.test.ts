import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/adapters/db/client.server";
import type * as Schema from "~/adapters/db/schema";
import type * as Session from "~/features/auth/session.server";
import type * as LoginRoute from "~/routes/login";
import type * as LogoutRoute from "~/routes/logout";
import { databaseKinds } from "../support/databases";
import { withAppEnvironment } from "../support/app-modules";
import { callRoute } from "../support/route-call";

const origin = "http://localhost:3000";
let clientIp = 0;

/** A form POST as the browser sends it, from its own address so rate limits do not mix between cases. */
function formPost(path: string, fields: Record<string, string>, { cookie, ip }: { cookie?: string; ip?: string } = {}) {
  return new Request(`${origin}${path}`, {
    method: "POST",
    headers: { origin, "content-type": "application/x-www-form-urlencoded", "x-client-ip": ip ?? `10.0.0.${++clientIp}`, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });
}

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.includes("session_token="))
    ?.split(";")[0] ?? "";

describe.each(databaseKinds)("accounts on $name", (kind) => {
  let environment: Awaited<ReturnType<typeof withAppEnvironment>>;
  let login: typeof LoginRoute;
  let logout: typeof LogoutRoute;
  let session: typeof Session;
  let db: Database;
  let schema: typeof Schema;

  beforeAll(async () => {
    environment = await withAppEnvironment(kind);
    login = await import("~/routes/login");
    logout = await import("~/routes/logout");
    session = await import("~/features/auth/session.server");
    schema = await import("~/adapters/db/schema");
    db = await (await import("~/adapters/db/database.server")).getDb();
  });

  afterAll(() => environment.close());

  const registerForm = (email: string, password = "secret1", extra: Record<string, string> = {}) =>
    callRoute(login.action, formPost("/login", { intent: "register", email, password, redirectTo: "/dashboard", ...extra }));
  const signIn = (email: string, password: string, ip?: string, redirectTo = "/dashboard") =>
    callRoute(login.action, formPost("/login", { intent: "sign-in", email, password, redirectTo }, { ip }));
  /** Registers as the dialog does, then (the answer sets no session since issue 24) signs in with the password. */
  const register = async (email: string, password = "secret1", extra: Record<string, string> = {}) => {
    const registered = await registerForm(email, password, extra);
    return registered.status === 200 ? signIn(email, password) : registered;
  };

  it("registers without a session (the answer is the same for any address), then signs in with an HttpOnly SameSite=Lax cookie and one profile", async () => {
    const registered = await registerForm("new@example.com");
    expect(registered.status).toBe(200);
    expect(await registered.json()).toMatchObject({ status: "success", registered: true });
    expect(sessionCookie(registered)).toBe("");
    const response = await signIn("new@example.com", "secret1");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/dashboard");
    const cookie = response.headers.getSetCookie().find((value) => value.includes("session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const viewer = await session.getViewer(new Request(`${origin}/`, { headers: { cookie: sessionCookie(response) } }));
    expect(viewer).toMatchObject({ email: "new@example.com", hasActivePro: false });
    const profiles = await db
      .select()
      .from(schema.specialistProfiles)
      .where(eq(schema.specialistProfiles.userId, viewer?.id ?? ""));
    expect(profiles).toHaveLength(1);
    // The login address is not copied into the profile: its public contact is what the owner types (issue 24 L9).
    expect(profiles[0]).toMatchObject({ email: "", photoUrl: "", accountType: "Basic" });
  });

  it("refuses a short password and a bad e-mail on the server with field errors, writing nothing", async () => {
    const short = await register("short@example.com", "12345");
    expect(short.status).toBe(400);
    const shortAnswer = (await short.json()) as { error: unknown; initialValue: unknown };
    expect(shortAnswer).toMatchObject({ status: "error" });
    expect(shortAnswer.error).toEqual({ password: ["passwordTooShort"] });
    expect(shortAnswer.initialValue).toEqual({ email: "short@example.com" }); // the password is never sent back
    const bad = await register("not-an-email", "secret1");
    expect(((await bad.json()) as { error: unknown }).error).toEqual({ email: ["emailInvalid"] });
    expect(await db.select().from(schema.users).where(eq(schema.users.email, "short@example.com"))).toHaveLength(0);
  });

  it("answers a crafted body with field errors, never with Conform's reserved fields or path names", async () => {
    const crafted: Record<string, string>[] = [{ __intent__: "not json" }, { __state__: "{" }, { "x[40000000]": "1" }];
    for (const extra of crafted) {
      const response = await register("crafted@example.com", "12345", extra);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: unknown; initialValue: unknown };
      expect(answer.error).toEqual({ password: ["passwordTooShort"] });
      expect(answer.initialValue).toEqual({ email: "crafted@example.com" });
    }
  });

  it("signs in with a new session each time, and answers a wrong password without a session", async () => {
    await register("signin@example.com");
    const first = sessionCookie(await signIn("signin@example.com", "secret1"));
    const second = sessionCookie(await signIn("signin@example.com", "secret1"));
    expect(first).not.toBe("");
    expect(second).not.toBe(first);
    const wrong = await signIn("signin@example.com", "wrong-password");
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ status: "error", error: { "": ["credentials"] } });
    expect(sessionCookie(wrong)).toBe("");
  });

  it("slows down repeated wrong passwords from one address with 429", async () => {
    await register("limited@example.com");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) statuses.push((await signIn("limited@example.com", "nope-nope", "10.9.9.9")).status);
    expect(statuses).toContain(429);
    const limited = await signIn("limited@example.com", "secret1", "10.9.9.9");
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ status: "error", error: { "": ["rate-limited"] } });
  });

  it("names Pro users (spec 6): active paid access or account type Pro, for hiding Pro promotion", async () => {
    const cookies = { basic: "", paid: "", proType: "" };
    for (const name of ["basic", "paid", "proType"] as const) cookies[name] = sessionCookie(await register(`viewer-${name.toLowerCase()}@example.com`));
    await db
      .update(schema.users)
      .set({ proExpiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(schema.users.email, "viewer-paid@example.com"));
    const [proType] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, "viewer-protype@example.com"));
    await db
      .update(schema.specialistProfiles)
      .set({ accountType: "Pro" })
      .where(eq(schema.specialistProfiles.userId, proType?.id ?? ""));
    const viewerOf = (cookie: string) => session.getViewer(new Request(`${origin}/`, { headers: { cookie } }));
    expect(await viewerOf(cookies.basic)).toMatchObject({ hasActivePro: false, isPro: false });
    expect(await viewerOf(cookies.paid)).toMatchObject({ hasActivePro: true, isPro: true });
    expect(await viewerOf(cookies.proType)).toMatchObject({ hasActivePro: false, isPro: true });
  });

  it("revokes the session on the server at sign-out", async () => {
    const cookie = sessionCookie(await register("out@example.com"));
    const request = () => new Request(`${origin}/`, { headers: { cookie } });
    expect(await session.getViewer(request())).not.toBeNull();
    // A page of another origin, even a sibling subdomain, cannot sign the user out.
    for (const foreign of ["https://blog.localhost:3000", "http://evil.example"]) {
      const forged = formPost("/logout", {}, { cookie });
      forged.headers.set("origin", foreign);
      expect((await callRoute(logout.action, forged)).status).toBe(403);
    }
    expect(await session.getViewer(request())).not.toBeNull();
    const response = await callRoute(logout.action, formPost("/logout", {}, { cookie }));
    expect(response.status).toBe(302);
    expect(await session.getViewer(request())).toBeNull();
  });

  describe("the viewer of a request", () => {
    const DAY_MS = 24 * 60 * 60 * 1000;
    const viewerOf = (cookie: string) => session.getViewer(new Request(`${origin}/`, { headers: { cookie } }));
    const sessionRow = async (cookie: string) => {
      const token = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0] ?? "";
      const [row] = await db.select().from(schema.sessions).where(eq(schema.sessions.token, token));
      return { token, row };
    };

    it("is read fresh on every request: a Pro activation shows at once", async () => {
      const cookie = sessionCookie(await register("fresh@example.com"));
      expect(await viewerOf(cookie)).toMatchObject({ email: "fresh@example.com", hasActivePro: false });
      await db
        .update(schema.users)
        .set({ proExpiresAt: new Date(Date.now() + 30 * DAY_MS) })
        .where(eq(schema.users.email, "fresh@example.com"));
      expect(await viewerOf(cookie)).toMatchObject({ email: "fresh@example.com", hasActivePro: true });
    });

    it("reads a live session through the one statement prepared for it, on the embedded database too (issue 26)", async () => {
      const cookie = sessionCookie(await register("prepared@example.com"));
      expect(await viewerOf(cookie)).toMatchObject({ email: "prepared@example.com" });
      expect(await viewerOf(cookie)).toMatchObject({ email: "prepared@example.com" });
      if (kind.name !== "pglite") return;
      // PGlite plans every parameterised query anew: the session join is PREPAREd there once and EXECUTEd, never re-planned.
      const statements = await db.execute<{ name: string; runs: number }>(
        sql`select name, generic_plans + custom_plans as runs from pg_prepared_statements where name like 'find_session_user%'`,
      );
      expect(statements.rows).toEqual([{ name: expect.stringMatching(/^find_session_user_[0-9a-f]{12}$/), runs: expect.any(Number) }]);
      expect(Number(statements.rows[0]?.runs)).toBeGreaterThanOrEqual(2);
    });

    it("is nobody for a cookie whose token or signature was changed", async () => {
      const cookie = sessionCookie(await register("tampered@example.com"));
      const [name, value = ""] = cookie.split("=");
      const swap = (text: string, at: number) => text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
      expect(await viewerOf(`${name}=${swap(value, 0)}`)).toBeNull();
      expect(await viewerOf(`${name}=${swap(value, value.indexOf(".") + 1)}`)).toBeNull();
    });

    it("is nobody once the session has ended, and the ended session is removed", async () => {
      const cookie = sessionCookie(await register("ended@example.com"));
      const { token } = await sessionRow(cookie);
      await db
        .update(schema.sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(schema.sessions.token, token));
      expect(await viewerOf(cookie)).toBeNull();
      expect((await sessionRow(cookie)).row).toBeUndefined();
    });

    it("renews a session that has been in use for a day, as better-auth's sliding expiry does", async () => {
      const cookie = sessionCookie(await register("renewed@example.com"));
      const { token } = await sessionRow(cookie);
      const aged = new Date(Date.now() + 5 * DAY_MS);
      await db.update(schema.sessions).set({ expiresAt: aged }).where(eq(schema.sessions.token, token));
      expect(await viewerOf(cookie)).toMatchObject({ email: "renewed@example.com" });
      const renewed = (await sessionRow(cookie)).row?.expiresAt.getTime() ?? 0;
      expect(renewed).toBeGreaterThan(Date.now() + 6.9 * DAY_MS);
    });
  });

  it("creates exactly one profile when sign-ins race, and leaves an existing profile untouched", async () => {
    await register("race@example.com");
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, "race@example.com"));
    await db
      .update(schema.specialistProfiles)
      .set({ name: "Изменено" })
      .where(eq(schema.specialistProfiles.userId, user?.id ?? ""));
    const results = await Promise.all(Array.from({ length: 5 }, (_, index) => signIn("race@example.com", "secret1", `10.7.0.${index}`)));
    expect(results.every((response) => response.status === 302)).toBe(true);
    const profiles = await db
      .select()
      .from(schema.specialistProfiles)
      .where(eq(schema.specialistProfiles.userId, user?.id ?? ""));
    expect(profiles).toHaveLength(1);
    expect(profiles[0]?.name).toBe("Изменено");
  });

  // The first three are the obvious ones; the rest normalise to "//evil.example" (the security review's findings).
  const OFF_SITE = [
    "//evil.example",
    "https://evil.example/x",
    "/\\evil.example",
    "/..//evil.example",
    "/.//evil.example",
    "/%2e%2e//evil.example",
    "/en/../\\evil.example",
  ];

  it("goes only to same-site return paths after sign-in, and when already signed in", async () => {
    const cookie = sessionCookie(await register("redirect@example.com"));
    for (const target of OFF_SITE) {
      expect((await signIn("redirect@example.com", "secret1", undefined, target)).headers.get("location")).toBe("/dashboard");
      const visit = new Request(`${origin}/en/login?${new URLSearchParams({ redirectTo: target })}`, { headers: { cookie } });
      const answer = await callRoute(login.loader, visit);
      expect(answer.headers.get("location")).toBe("/en/dashboard");
    }
    expect((await signIn("redirect@example.com", "secret1", undefined, "/en/job/1")).headers.get("location")).toBe("/en/job/1");
  });

  it("sends a signed-out visitor of the cabinet to the login page with a way back", async () => {
    await expect(session.requireViewer(new Request(`${origin}/en/dashboard?tab=saved`))).rejects.toSatisfy((thrown: unknown) => {
      return thrown instanceof Response && thrown.headers.get("location") === "/en/login?redirectTo=%2Fen%2Fdashboard%3Ftab%3Dsaved";
    });
    // A client navigation asks for the page's data: the way back is still the page (it was a 404 after signing in).
    await expect(session.requireViewer(new Request(`${origin}/en/dashboard.data?tab=saved&_routes=en%2Fdashboard`))).rejects.toSatisfy((thrown: unknown) => {
      return thrown instanceof Response && thrown.headers.get("location") === "/en/login?redirectTo=%2Fen%2Fdashboard%3Ftab%3Dsaved";
    });
    await expect(session.requireViewer(new Request(`${origin}/dashboard.data`))).rejects.toSatisfy((thrown: unknown) => {
      return thrown instanceof Response && thrown.headers.get("location") === "/login?redirectTo=%2Fdashboard";
    });
  });
});
