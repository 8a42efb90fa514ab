import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/adapters/db/client.server";
import type * as Schema from "~/adapters/db/schema";
import type * as SessionModule from "~/features/auth/session.server";
import type * as ApiAuthRoute from "~/routes/api-auth";
import type * as LoginRoute from "~/routes/login";
import type * as ResetRequestRoute from "~/routes/reset-password";
import type * as ResetNewRoute from "~/routes/reset-password-new";
import { startFakeSmtpServer, type FakeSmtpServer } from "../fakes/smtp-server";
import { withAppEnvironment } from "../support/app-modules";
import { databaseKinds } from "../support/databases";
import { mailQueueSettled, startMailQueue } from "../support/mail-queue";
import { callRoute } from "../support/route-call";

const origin = "http://localhost:3000";
let clientIp = 0;

/** A form POST as the browser sends it, from its own address so rate limits do not mix between cases. */
function formPost(path: string, fields: Record<string, string>, { cookie, ip }: { cookie?: string; ip?: string } = {}) {
  return new Request(`${origin}${path}`, {
    method: "POST",
    headers: { origin, "content-type": "application/x-www-form-urlencoded", "x-client-ip": ip ?? `10.1.0.${++clientIp}`, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });
}

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.includes("session_token="))
    ?.split(";")[0] ?? "";
const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? "";

describe.each(databaseKinds)("password reset on $name", (kind) => {
  let smtp: FakeSmtpServer;
  let environment: Awaited<ReturnType<typeof withAppEnvironment>>;
  let login: typeof LoginRoute;
  let resetRequest: typeof ResetRequestRoute;
  let resetNew: typeof ResetNewRoute;
  let apiAuth: typeof ApiAuthRoute;
  let session: typeof SessionModule;
  let db: Database;
  let schema: typeof Schema;

  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    environment = await withAppEnvironment(kind, { SMTP_URL: smtp.url });
    login = await import("~/routes/login");
    resetRequest = await import("~/routes/reset-password");
    resetNew = await import("~/routes/reset-password-new");
    apiAuth = await import("~/routes/api-auth");
    session = await import("~/features/auth/session.server");
    schema = await import("~/adapters/db/schema");
    db = await (await import("~/adapters/db/database.server")).getDb();
    await startMailQueue();
  });

  afterAll(async () => {
    await environment?.close();
    await smtp?.close();
  });

  const signIn = (email: string, password: string) =>
    callRoute(login.action, formPost("/login", { intent: "sign-in", email, password, redirectTo: "/dashboard" }));
  /** Registers as the dialog does, then signs in with the password (a registration sets no session: issue 24). */
  const register = async (email: string, password = "secret1") => {
    const response = await callRoute(login.action, formPost("/login", { intent: "register", email, password, redirectTo: "/dashboard" }));
    expect(response.status).toBe(200);
    // The confirmation link comes first; the reset mails these cases wait for come after it.
    expect((await smtp.waitForMessage(email)).subject).toBe("Подтвердите e-mail на Звук.Работа");
    const signedIn = await signIn(email, password);
    expect(signedIn.status).toBe(302);
    return sessionCookie(signedIn);
  };
  const requestReset = (email: string, { language = "ru", ip }: { language?: "ru" | "en"; ip?: string } = {}) =>
    callRoute(resetRequest.action, formPost(language === "en" ? "/en/reset-password" : "/reset-password", { email }, { ip }));
  /** Opens the mailed link: better-auth checks the token and redirects to our page. */
  const followLink = (link: string) => callRoute(apiAuth.loader, new Request(link));
  const setPassword = (pagePath: string, token: string, password: string) => callRoute(resetNew.action, formPost(pagePath, { token, password }));
  const pageLoad = async (location: string) =>
    (await callRoute(resetNew.loader, new Request(new URL(location, origin))).then((response) => response.json())) as { token: string | null };

  it("mails a link to the new-password page; the new password works, the old one and old sessions do not", async () => {
    const email = "reset@example.com";
    const oldSession = await register(email);
    expect(await session.getViewer(new Request(`${origin}/`, { headers: { cookie: oldSession } }))).not.toBeNull();

    const requested = await requestReset(email);
    expect(requested.status).toBe(200);
    expect(await requested.json()).toMatchObject({ status: "success" });

    const mail = await smtp.waitForMessage(email);
    expect(mail.subject).toBe("Смена пароля на Звук.Работа");
    expect(mail.text).toContain("1 час");
    const link = linkIn(mail.text);
    expect(link).toMatch(new RegExp(`^${origin}/api/auth/reset-password/[\\w-]+\\?callbackURL=%2Freset-password%2Fnew$`));
    expect(mail.html).toContain(`href="${link.replace(/&/g, "&amp;")}"`);

    const followed = await followLink(link);
    expect(followed.status).toBe(302);
    const location = new URL(followed.headers.get("location") ?? "", origin);
    expect(location.origin).toBe(origin);
    expect(location.pathname).toBe("/reset-password/new");
    const token = location.searchParams.get("token") ?? "";
    expect(token).not.toBe("");
    expect(await pageLoad(location.href)).toEqual({ token });

    const addressConfirmed = async () =>
      (await db.select({ emailVerified: schema.users.emailVerified }).from(schema.users).where(eq(schema.users.email, email)))[0]?.emailVerified;
    expect(await addressConfirmed()).toBe(false);
    const done = await setPassword(`${location.pathname}${location.search}`, token, "brand-new-1");
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/login?reset=done");
    // The link reached the address: it is confirmed now, as the confirmation link would have done (decision 032).
    expect(await addressConfirmed()).toBe(true);

    expect(await session.getViewer(new Request(`${origin}/`, { headers: { cookie: oldSession } }))).toBeNull();
    const withOld = await signIn(email, "secret1");
    expect(withOld.status).toBe(400);
    expect(await withOld.json()).toMatchObject({ status: "error", error: { "": ["credentials"] } });
    const withNew = await signIn(email, "brand-new-1");
    expect(withNew.status).toBe(302);
    expect(sessionCookie(withNew)).not.toBe("");

    // The link is spent: neither opening it again nor posting its token changes anything.
    const again = await followLink(link);
    const againLocation = new URL(again.headers.get("location") ?? "", origin);
    expect(againLocation.pathname).toBe("/reset-password/new");
    expect(againLocation.searchParams.get("error")).toBe("INVALID_TOKEN");
    expect(await pageLoad(againLocation.href)).toEqual({ token: null });
    const reused = await setPassword("/reset-password/new", token, "another-one-2");
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ status: "error", error: { "": ["invalid-link"] } });
    expect((await signIn(email, "brand-new-1")).status).toBe(302);
  });

  it("puts the configured origin in the mailed link, whatever host the request names", async () => {
    const email = "forged-host@example.com";
    await register(email);
    // What a forged `Host: evil.example` (with a matching Origin) gave the app before the server built URLs from configuration.
    const forged = new Request("http://evil.example/reset-password", {
      method: "POST",
      headers: {
        origin: "http://evil.example",
        host: "evil.example",
        "x-forwarded-host": "evil.example",
        "content-type": "application/x-www-form-urlencoded",
        "x-client-ip": "10.1.9.1",
      },
      body: new URLSearchParams({ email }),
    });
    expect((await callRoute(resetRequest.action, forged)).status).toBe(200);
    const link = linkIn((await smtp.waitForMessage(email)).text);
    expect(new URL(link).origin).toBe(origin);
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const response = await requestReset("nobody-here@example.com");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "success" });
    await mailQueueSettled();
    expect(smtp.messages.some((message) => message.to.includes("nobody-here@example.com"))).toBe(false);
  });

  it("answers an existing address without waiting for the mail server, which gets the mail once it answers", async () => {
    const email = "slow-mail@example.com";
    await register(email);
    const mailsTo = () => smtp.messages.filter((message) => message.to.includes(email)).length;
    const before = mailsTo();
    const release = smtp.hold();
    try {
      const response = await requestReset(email);
      expect(await response.json()).toMatchObject({ status: "success" });
      expect(mailsTo()).toBe(before);
    } finally {
      release();
    }
    expect((await smtp.waitForMessage(email)).subject).toBe("Смена пароля на Звук.Работа");
  });

  it("writes the mail in English and comes back to the English pages when asked from /en", async () => {
    const email = "english@example.com";
    await register(email);
    expect((await requestReset(email, { language: "en" })).status).toBe(200);
    const mail = await smtp.waitForMessage(email);
    expect(mail.subject).toBe("Password reset on Zvuk.Rabota");
    const location = new URL((await followLink(linkIn(mail.text))).headers.get("location") ?? "", origin);
    expect(location.pathname).toBe("/en/reset-password/new");
    const done = await setPassword(`${location.pathname}${location.search}`, location.searchParams.get("token") ?? "", "english-new-1");
    expect(done.headers.get("location")).toBe("/en/login?reset=done");
  });

  it("refuses a link older than one hour", async () => {
    const email = "expired@example.com";
    await register(email);
    await requestReset(email);
    const link = linkIn((await smtp.waitForMessage(email)).text);
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    const isResetOf = and(eq(schema.verifications.value, user?.id ?? ""), like(schema.verifications.identifier, "reset-password:%"));
    const [verification] = await db.select().from(schema.verifications).where(isResetOf);
    // Valid for exactly one hour from the request…
    expect(Math.abs((verification?.expiresAt.getTime() ?? 0) - Date.now() - 60 * 60 * 1000)).toBeLessThan(60 * 1000);
    // …so an hour later it is refused.
    await db
      .update(schema.verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(isResetOf);

    const followed = new URL((await followLink(link)).headers.get("location") ?? "", origin);
    expect(followed.pathname).toBe("/reset-password/new");
    expect(followed.searchParams.get("error")).toBe("INVALID_TOKEN");
    const token = new URL(link).pathname.split("/").pop() ?? "";
    const refused = await setPassword("/reset-password/new", token, "too-late-1");
    expect(await refused.json()).toMatchObject({ status: "error", error: { "": ["invalid-link"] } });
    expect((await signIn(email, "secret1")).status).toBe(302);
  });

  it("checks the fields on the server, keeping the link usable", async () => {
    const bad = await requestReset("not-an-email");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ status: "error", error: { email: ["emailInvalid"] } });

    const email = "short@example.com";
    await register(email);
    await requestReset(email);
    const location = new URL((await followLink(linkIn((await smtp.waitForMessage(email)).text))).headers.get("location") ?? "", origin);
    const token = location.searchParams.get("token") ?? "";
    const short = await setPassword("/reset-password/new", token, "12345");
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ status: "error", error: { password: ["passwordTooShort"] } });
    const missing = await setPassword("/reset-password/new", "", "long-enough-1");
    expect(await missing.json()).toMatchObject({ status: "error", error: { "": ["invalid-link"] } });
    expect((await setPassword("/reset-password/new", token, "long-enough-1")).status).toBe(302);
  });

  it("slows down repeated requests from one address with a clear answer", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await requestReset(`flood${attempt}@example.com`, { ip: "10.1.99.99" })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await requestReset("flood@example.com", { ip: "10.1.99.99" });
    expect(await limited.json()).toMatchObject({ status: "error", error: { "": ["rate-limited"] } });
  });

  it("never lets a cache keep the page that carries the token", () => {
    expect(resetNew.headers()).toEqual({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });
  });
});
