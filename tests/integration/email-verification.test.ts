import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/adapters/db/client.server";
import type * as Schema from "~/adapters/db/schema";
import type * as AccountMail from "~/features/auth/account-mail.server";
import type * as Session from "~/features/auth/session.server";
import type * as ApiAuth from "~/routes/api-auth";
import type * as DashboardRoute from "~/routes/dashboard";
import type * as LoginRoute from "~/routes/login";
import { linkIn, outboxMailsTo, sessionCookieOf, signUpAndSignIn } from "../support/accounts";
import { withAppEnvironment } from "../support/app-modules";
import { databaseKinds } from "../support/databases";
import { startMailQueue } from "../support/mail-queue";
import { callRoute } from "../support/route-call";

const origin = "http://localhost:3000";
let clientIp = 0;

/** A form POST as the browser sends it (with a forged Host: no link may be built on it), from its own address. */
function formPost(path: string, fields: Record<string, string>, cookie?: string) {
  return new Request(`${origin}${path}`, {
    method: "POST",
    headers: {
      origin,
      host: "evil.example",
      "content-type": "application/x-www-form-urlencoded",
      "x-client-ip": `10.3.0.${++clientIp}`,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
}

describe.each(databaseKinds)("confirming addresses on $name (issue 24)", (kind) => {
  let environment: Awaited<ReturnType<typeof withAppEnvironment>>;
  let db: Database;
  let schema: typeof Schema;
  let login: typeof LoginRoute;
  let apiAuth: typeof ApiAuth;
  let dashboard: typeof DashboardRoute;
  let session: typeof Session;
  let accountMail: typeof AccountMail;
  let settle: () => Promise<void>;

  beforeAll(async () => {
    environment = await withAppEnvironment(kind, { ADMIN_EMAILS: "boss@example.com", PUBLIC_URL: "", HOST: "localhost" });
    db = await (await import("~/adapters/db/database.server")).getDb();
    await startMailQueue();
    schema = await import("~/adapters/db/schema");
    login = await import("~/routes/login");
    apiAuth = await import("~/routes/api-auth");
    dashboard = await import("~/routes/dashboard");
    session = await import("~/features/auth/session.server");
    accountMail = await import("~/features/auth/account-mail.server");
    settle = (await import("~/server/background-tasks")).settleBackgroundTasks;
  });

  afterAll(() => environment.close());

  const register = (email: string, password = "secret1", language: "ru" | "en" = "ru") =>
    callRoute(login.action, formPost(language === "en" ? "/en/login" : "/login", { intent: "register", email, password, redirectTo: "/dashboard" }));
  const signIn = (email: string, password = "secret1") =>
    callRoute(login.action, formPost("/login", { intent: "sign-in", email, password, redirectTo: "/dashboard" }));
  const mailsTo = async (email: string) => {
    await settle();
    return outboxMailsTo(environment.dataDir, email);
  };
  const userOf = async (email: string) => (await db.select().from(schema.users).where(eq(schema.users.email, email)))[0];
  /** Opens a mailed link as the browser would: better-auth's GET /api/auth/verify-email, with this cookie or none. */
  const open = (link: string, cookie = "") =>
    callRoute(apiAuth.loader, new Request(link.replace(/^https?:\/\/[^/]+/, origin), { headers: cookie ? { cookie } : {} }));
  const dashboardPost = (path: string, fields: Record<string, string>, cookie: string) => callRoute(dashboard.action, formPost(path, fields, cookie));

  it("answers a registration with an address that has an account exactly as a new one, without a session, and tells the owner instead", async () => {
    const fresh = await register("fresh@example.com");
    await signUpAndSignIn(db, "taken@example.com", { password: "owner-pass" });
    // Its own confirmation link went out a while ago (one mail a minute per address).
    await db
      .update(schema.accountMails)
      .set({ sentAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(schema.accountMails.email, "taken@example.com"));
    const taken = await register("taken@example.com", "attacker-pass");
    expect([fresh.status, taken.status]).toEqual([200, 200]);
    const bodies = [await fresh.json(), await taken.json()] as { initialValue: { email: string } }[];
    expect(bodies[0]).toEqual({ ...bodies[1], initialValue: { email: "fresh@example.com" } });
    expect(bodies[0]).toMatchObject({ status: "success", registered: true });
    expect([sessionCookieOf(fresh), sessionCookieOf(taken)]).toEqual(["", ""]);

    const [confirmation] = await mailsTo("fresh@example.com");
    expect(confirmation).toMatch(/^Подтвердите e-mail на Звук\.Работа\n/);
    // The link is on the configured origin, never on the request's Host.
    expect(linkIn(confirmation ?? "", "/api/auth/verify-email")).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    const ownerMails = await mailsTo("taken@example.com");
    expect(ownerMails).toHaveLength(2); // its own confirmation link, then the notice
    expect(ownerMails[1]).toMatch(/^Попытка регистрации на Звук\.Работа\n/);
    expect(ownerMails[1]).toContain("Кто-то попытался зарегистрироваться на Звук.Работа с вашим адресом");
    expect(linkIn(ownerMails[1] ?? "", "/reset-password")).toBe("http://localhost:3000/reset-password");
    // The owner's password still works, the attacker's does not.
    expect((await signIn("taken@example.com", "owner-pass")).status).toBe(302);
    expect((await signIn("taken@example.com", "attacker-pass")).status).toBe(400);
  });

  it("answers better-auth's own sign-up path the same way for a taken address (was 422 USER_ALREADY_EXISTS)", async () => {
    const post = (email: string) =>
      callRoute(
        apiAuth.action,
        new Request(`${origin}/api/auth/sign-up/email`, {
          method: "POST",
          headers: { origin, "content-type": "application/json", "x-client-ip": `10.3.1.${++clientIp}` },
          body: JSON.stringify({ email, password: "secret1", name: "" }),
        }),
      );
    await signUpAndSignIn(db, "known@example.com");
    const [unknown, known] = [await post("unknown@example.com"), await post("known@example.com")];
    expect([unknown.status, known.status]).toEqual([200, 200]);
    const shape = async (answer: Response) => {
      const body = (await answer.json()) as { token: unknown; user: Record<string, unknown> };
      return { token: body.token, user: Object.keys(body.user).sort(), verified: body.user.emailVerified };
    };
    expect(await shape(known)).toEqual(await shape(unknown));
    expect([sessionCookieOf(unknown), sessionCookieOf(known)]).toEqual(["", ""]);
  });

  it("confirms the address by the link, signs its opener in and says so in the cabinet's language; a changed or reused link is refused", async () => {
    await register("linked@example.com", "secret1", "en");
    const [mail] = await mailsTo("linked@example.com");
    expect(mail).toContain("Confirm your e-mail on Zvuk.Rabota");
    const link = linkIn(mail ?? "", "/api/auth/verify-email");
    expect(new URL(link).searchParams.get("callbackURL")).toBe("/en/dashboard?email=confirmed");

    const tampered = new URL(link);
    tampered.searchParams.set("token", `${tampered.searchParams.get("token")?.slice(0, -2)}xx`);
    const refused = await open(tampered.href);
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/en/dashboard?email=confirmed&error=INVALID_TOKEN");
    expect((await userOf("linked@example.com"))?.emailVerified).toBe(false);

    const opened = await open(link);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/en/dashboard?email=confirmed");
    const viewer = await session.getViewer(new Request(`${origin}/`, { headers: { cookie: sessionCookieOf(opened) } }));
    expect(viewer).toMatchObject({ email: "linked@example.com", emailVerified: true });
  });

  it("makes an ADMIN_EMAILS address an admin only once it is confirmed (N1), with an audit row that says so", async () => {
    const registered = await register("boss@example.com");
    expect(registered.status).toBe(200);
    const signedIn = await signIn("boss@example.com");
    expect(signedIn.status).toBe(302);
    expect(await userOf("boss@example.com")).toMatchObject({ role: "user", emailVerified: false });
    const viewer = await session.getViewer(new Request(`${origin}/`, { headers: { cookie: sessionCookieOf(signedIn) } }));
    expect(viewer?.emailVerified).toBe(false);

    await open(linkIn((await mailsTo("boss@example.com"))[0] ?? "", "/api/auth/verify-email"));
    const boss = await userOf("boss@example.com");
    expect(boss).toMatchObject({ role: "admin", emailVerified: true });
    const audit = await db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.targetId, boss?.id ?? ""))
      .orderBy(asc(schema.auditLog.id));
    expect(audit.map((row) => ({ actor: row.actorLabel, action: row.action, after: row.after, reason: row.reason }))).toEqual([
      { actor: "ADMIN_EMAILS", action: "user.role", after: { role: "admin" }, reason: "ADMIN_EMAILS, address confirmed" },
    ]);
  });

  it("sends the link again from the cabinet, answering the same whether or not it went out, at most once a minute and five a day", async () => {
    const { cookie } = await signUpAndSignIn(db, "again@example.com");
    expect(await mailsTo("again@example.com")).toHaveLength(1); // on sign-up
    const again = await dashboardPost("/dashboard", { intent: "resend-confirmation" }, cookie);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ intent: "resend-confirmation", ok: true, sentTo: "again@example.com" });
    expect(await mailsTo("again@example.com")).toHaveLength(1); // within a minute of the first: counted, not sent

    await db
      .update(schema.accountMails)
      .set({ sentAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(schema.accountMails.email, "again@example.com"));
    expect((await dashboardPost("/en/dashboard", { intent: "resend-confirmation" }, cookie)).status).toBe(200);
    const mails = await mailsTo("again@example.com");
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain("Confirm your e-mail on Zvuk.Rabota");

    // Five a day per account, whatever the gap.
    for (let sent = 2; sent < 7; sent++) {
      await db
        .update(schema.accountMails)
        .set({ sentAt: new Date(Date.now() - 2 * 60_000) })
        .where(eq(schema.accountMails.email, "again@example.com"));
      await dashboardPost("/dashboard", { intent: "resend-confirmation" }, cookie);
    }
    expect(await mailsTo("again@example.com")).toHaveLength(5);
    expect((await signIn("again@example.com")).status).toBe(302);
  });

  it("limits every mail about one address, whichever account asks: the owner's notices count with its confirmation links", async () => {
    const { id } = await signUpAndSignIn(db, "flooded@example.com");
    await db
      .update(schema.accountMails)
      .set({ sentAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(schema.accountMails.userId, id));
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      outcomes.push(
        await accountMail.sendAccountMail(db, {
          userId: id,
          kind: "existing-sign-up",
          message: { to: "Flooded@Example.com", subject: "s", text: "t", html: "h" },
        }),
      );
      await db
        .update(schema.accountMails)
        .set({ sentAt: new Date(Date.now() - 2 * 60_000) })
        .where(eq(schema.accountMails.userId, id));
    }
    expect(outcomes).toEqual(["queued", "queued", "queued", "queued", "limited", "limited"]);
  });

  it("changes the address only when the new one's link is opened; until then the old one signs in (and confirms an unconfirmed account's new address)", async () => {
    const { cookie } = await signUpAndSignIn(db, "old@example.com");
    expect(await dashboardPost("/dashboard", { intent: "change-email", newEmail: "old@example.com" }, cookie)).toMatchObject({ status: 400 });
    const refused = await dashboardPost("/dashboard", { intent: "change-email", newEmail: '"victim"@example.com' }, cookie);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ ok: false, error: "INVALID", result: { error: { newEmail: ["emailInvalid"] } } });

    const asked = await dashboardPost("/dashboard", { intent: "change-email", newEmail: "New@Example.com" }, cookie);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ intent: "change-email", ok: true, sentTo: "new@example.com" });
    expect(await userOf("old@example.com")).toMatchObject({ emailVerified: false });
    expect((await signIn("old@example.com")).status).toBe(302);

    const [mail] = await mailsTo("new@example.com");
    expect(mail).toContain("Подтвердите новый e-mail на Звук.Работа");
    const opened = await open(linkIn(mail ?? "", "/api/auth/verify-email"), cookie);
    expect(opened.headers.get("location")).toBe("/dashboard?email=changed");
    expect(await userOf("old@example.com")).toBeUndefined();
    expect(await userOf("new@example.com")).toMatchObject({ emailVerified: true });
    expect((await signIn("new@example.com")).status).toBe(302);
  });

  it("answers a change to an address another account has like any other, and mails nothing there", async () => {
    await signUpAndSignIn(db, "someone-else@example.com");
    const before = (await mailsTo("someone-else@example.com")).length;
    const { cookie } = await signUpAndSignIn(db, "prober@example.com", { confirmed: true });
    const asked = await dashboardPost("/dashboard", { intent: "change-email", newEmail: "someone-else@example.com" }, cookie);
    expect(await asked.json()).toEqual({ intent: "change-email", ok: true, sentTo: "someone-else@example.com" });
    expect(await mailsTo("someone-else@example.com")).toHaveLength(before);
    expect(await userOf("prober@example.com")).toMatchObject({ emailVerified: true });
  });

  it("serves none of better-auth's update-user, change-email and send-verification-email paths to browsers (N5)", async () => {
    const { cookie } = await signUpAndSignIn(db, "pixel@example.com");
    for (const [path, body] of [
      ["/update-user", { name: "Другой специалист", image: "https://tracker.example/pixel.gif" }],
      ["/change-email", { newEmail: "elsewhere@example.com" }],
      ["/send-verification-email", { email: "pixel@example.com" }],
    ] as const) {
      const response = await callRoute(
        apiAuth.action,
        new Request(`${origin}/api/auth${path}`, {
          method: "POST",
          headers: { origin, cookie, "content-type": "application/json", "x-client-ip": `10.3.2.${++clientIp}` },
          body: JSON.stringify(body),
        }),
      );
      expect(response.status, path).toBe(404);
    }
    expect(await userOf("pixel@example.com")).toMatchObject({ name: "", image: null });
  });
});
