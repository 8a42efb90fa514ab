import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/adapters/db/client.server";
import type * as Schema from "~/adapters/db/schema";
import type * as SessionModule from "~/features/auth/session.server";
import type * as ApiAuthRoute from "~/routes/api-auth";
import { startFakeOidcProvider, type FakeOidcProvider } from "../fakes/oidc-provider";
import { withAppEnvironment } from "../support/app-modules";
import { databaseKinds } from "../support/databases";
import { callRoute } from "../support/route-call";

const origin = "http://localhost:3000";
const callbackPath = "/api/auth/callback/google";
const client = { clientId: "zvuk-test-client", clientSecret: "zvuk-test-secret" };

let clientIp = 0;

/**
 * One browser: its cookies per origin (paths and expiry dates aside; Max-Age=0 deletes) and its own
 * address, so better-auth's sign-in rate limit (3 per 10 s per address) does not mix between cases.
 */
class CookieJar {
  private readonly cookies = new Map<string, Map<string, string>>();
  readonly ip = `10.2.0.${++clientIp}`;

  header(url: URL): string {
    return [...(this.cookies.get(url.origin) ?? [])].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  store(url: URL, setCookies: string[]): void {
    const jar = this.cookies.get(url.origin) ?? new Map<string, string>();
    this.cookies.set(url.origin, jar);
    for (const setCookie of setCookies) {
      const [pair = "", ...attributes] = setCookie.split(";");
      const equals = pair.indexOf("=");
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      const isRemoval = value === "" || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (isRemoval) jar.delete(name);
      else jar.set(name, value);
    }
  }
}

describe.each(databaseKinds)("Google sign-in on $name", (kind) => {
  let provider: FakeOidcProvider;
  let environment: Awaited<ReturnType<typeof withAppEnvironment>>;
  let apiAuth: typeof ApiAuthRoute;
  let session: typeof SessionModule;
  let db: Database;
  let schema: typeof Schema;

  beforeAll(async () => {
    provider = await startFakeOidcProvider({
      ...client,
      redirectUris: [`${origin}${callbackPath}`],
      user: { sub: "google-sub-42", email: "Anna.Google@example.com", name: "Анна Мария  Соколова-Вебер", picture: "https://example.com/anna.png" },
    });
    environment = await withAppEnvironment(kind, {
      GOOGLE_CLIENT_ID: client.clientId,
      GOOGLE_CLIENT_SECRET: client.clientSecret,
      GOOGLE_DISCOVERY_URL: provider.discoveryUrl,
      ADMIN_EMAILS: "unproven.boss@example.com,proven.boss@example.com",
    });
    apiAuth = await import("~/routes/api-auth");
    session = await import("~/features/auth/session.server");
    schema = await import("~/adapters/db/schema");
    db = await (await import("~/adapters/db/database.server")).getDb();
  });

  afterAll(async () => {
    await environment?.close();
    await provider?.close();
  });

  /** One request with the jar's cookies: to the app's /api/auth route in-process, to the provider over HTTP. */
  async function send(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookie = jar.header(target);
    if (cookie) headers.set("cookie", cookie);
    let response: Response;
    if (target.origin === origin) {
      headers.set("x-client-ip", jar.ip);
      const request = new Request(target, { ...init, headers });
      response = await (request.method === "GET" ? callRoute(apiAuth.loader, request) : callRoute(apiAuth.action, request));
    } else {
      response = await fetch(target, { ...init, headers, redirect: "manual" });
    }
    jar.store(target, response.headers.getSetCookie());
    return response;
  }

  /** Starts the sign-in as the page does and follows the redirects through the provider up to our callback URL. */
  async function untilCallback(jar: CookieJar): Promise<{ authorizationUrl: URL; callbackUrl: URL }> {
    const started = await send(jar, `${origin}/api/auth/sign-in/social`, {
      method: "POST",
      headers: { origin, "content-type": "application/json" },
      body: JSON.stringify({ provider: "google", callbackURL: "/dashboard" }),
    });
    expect(started.status).toBe(200);
    const authorizationUrl = new URL(((await started.json()) as { url: string }).url);
    let location = authorizationUrl;
    for (let hop = 0; hop < 10; hop++) {
      if (location.origin === origin) {
        expect(location.pathname).toBe(callbackPath);
        return { authorizationUrl, callbackUrl: location };
      }
      const response = await send(jar, location.href);
      const next = response.headers.get("location");
      if (!next) throw new Error(`no redirect from ${location.href}: ${response.status} ${await response.text()}`);
      location = new URL(next, location);
    }
    throw new Error("too many redirects");
  }

  async function signIn(jar = new CookieJar()) {
    const { authorizationUrl, callbackUrl } = await untilCallback(jar);
    const response = await send(jar, callbackUrl.href);
    const cookie =
      response.headers
        .getSetCookie()
        .find((value) => value.includes("session_token="))
        ?.split(";")[0] ?? "";
    return { authorizationUrl, response, cookie };
  }

  const usersWithEmail = (email: string) => db.select().from(schema.users).where(eq(schema.users.email, email));

  it("asks for the Google scopes with PKCE and comes back to our callback", async () => {
    const { authorizationUrl } = await untilCallback(new CookieJar());
    expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(`${provider.issuer}/auth`);
    expect(authorizationUrl.searchParams.get("client_id")).toBe(client.clientId);
    expect(authorizationUrl.searchParams.get("redirect_uri")).toBe(`${origin}${callbackPath}`);
    // The redirect URI an operator registers with Google is the one the configuration table (docs/configuration.md) gives.
    expect(readFileSync(path.resolve(import.meta.dirname, "../../docs/configuration.md"), "utf8")).toContain(`redirect URI \`{PUBLIC_URL}${callbackPath}\``);
    expect(authorizationUrl.searchParams.get("response_type")).toBe("code");
    expect(authorizationUrl.searchParams.get("scope")?.split(" ").sort()).toEqual(["email", "openid", "profile"]);
    expect(authorizationUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizationUrl.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
  });

  it("signs in a new user with the provider's e-mail and name and creates the profile from the name", async () => {
    const { response, cookie } = await signIn();
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location") ?? "", origin).pathname).toBe("/dashboard");
    expect(cookie).not.toBe("");

    const viewer = await session.getViewer(new Request(`${origin}/dashboard`, { headers: { cookie } }));
    expect(viewer).toMatchObject({ email: "anna.google@example.com", name: "Анна Мария  Соколова-Вебер", image: "https://example.com/anna.png" });

    const users = await usersWithEmail("anna.google@example.com");
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ emailVerified: true, surname: "Мария Соколова-Вебер" });
    const accounts = await db
      .select()
      .from(schema.accounts)
      .where(eq(schema.accounts.userId, users[0]?.id ?? ""));
    expect(accounts.map(({ providerId, accountId }) => ({ providerId, accountId }))).toEqual([{ providerId: "google", accountId: "google-sub-42" }]);
    // Spec 3: the first word of the display name is the name, the rest the surname.
    const profiles = await db
      .select()
      .from(schema.specialistProfiles)
      .where(eq(schema.specialistProfiles.userId, users[0]?.id ?? ""));
    expect(profiles).toHaveLength(1);
    // The name is taken; the login address and Google's picture are not (issue 24 L9, N5): a profile's public
    // contact is what its owner types, its photo an upload of theirs (Google's picture URL would tell Google of
    // every visitor).
    expect(profiles[0]).toMatchObject({ name: "Анна", surname: "Мария Соколова-Вебер", email: "", photoUrl: "" });
  });

  it("counts the address as confirmed only when Google says email_verified, and only then makes an ADMIN_EMAILS address an admin", async () => {
    try {
      provider.setUser({ sub: "google-sub-unproven", email: "unproven.boss@example.com", emailVerified: false });
      expect((await signIn()).cookie).not.toBe("");
      expect((await usersWithEmail("unproven.boss@example.com"))[0]).toMatchObject({ emailVerified: false, role: "user" });

      provider.setUser({ sub: "google-sub-proven", email: "proven.boss@example.com", emailVerified: true });
      expect((await signIn()).cookie).not.toBe("");
      const [proven] = await usersWithEmail("proven.boss@example.com");
      expect(proven).toMatchObject({ emailVerified: true, role: "admin" });
      const audit = await db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.targetId, proven?.id ?? ""));
      expect(audit.map((row) => [row.actorLabel, row.action, row.reason])).toEqual([["ADMIN_EMAILS", "user.role", "ADMIN_EMAILS, address confirmed"]]);
    } finally {
      provider.setUser({ sub: "google-sub-42", email: "Anna.Google@example.com", emailVerified: true });
    }
  });

  it("signs the same person in again without a second user or profile", async () => {
    const [user] = await usersWithEmail("anna.google@example.com");
    await db
      .update(schema.specialistProfiles)
      .set({ name: "Аня" })
      .where(eq(schema.specialistProfiles.userId, user?.id ?? ""));
    const first = await signIn();
    const second = await signIn();
    expect(first.cookie).not.toBe("");
    expect(second.cookie).not.toBe(first.cookie);
    expect(await usersWithEmail("anna.google@example.com")).toHaveLength(1);
    expect(
      await db
        .select()
        .from(schema.accounts)
        .where(eq(schema.accounts.userId, user?.id ?? "")),
    ).toHaveLength(1);
    const profiles = await db
      .select()
      .from(schema.specialistProfiles)
      .where(eq(schema.specialistProfiles.userId, user?.id ?? ""));
    expect(profiles).toHaveLength(1);
    expect(profiles[0]?.name).toBe("Аня");
  });

  it("refuses a banned account (better-auth's admin plugin), and signs it in again once the ban has ended", async () => {
    const [user] = await usersWithEmail("anna.google@example.com");
    await db
      .update(schema.users)
      .set({ banned: true, banReason: "spam", banExpires: new Date(Date.now() + 60_000) })
      .where(eq(schema.users.id, user?.id ?? ""));
    const refused = await signIn();
    expect(refused.cookie).toBe("");
    expect(refused.response.headers.get("location")).toMatch(/error=/);
    await db
      .update(schema.users)
      .set({ banExpires: new Date(Date.now() - 1000) })
      .where(eq(schema.users.id, user?.id ?? ""));
    const again = await signIn();
    expect(again.cookie).not.toBe("");
    expect((await usersWithEmail("anna.google@example.com"))[0]?.banned).toBe(false);
  });

  it("refuses a callback whose state was tampered with", async () => {
    const jar = new CookieJar();
    const { callbackUrl } = await untilCallback(jar);
    const state = callbackUrl.searchParams.get("state") ?? "";
    expect(state).not.toBe("");
    callbackUrl.searchParams.set("state", `${state.slice(0, -4)}${state.endsWith("AAAA") ? "BBBB" : "AAAA"}`);
    const response = await send(jar, callbackUrl.href);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/error=/);
    expect(response.headers.getSetCookie().some((value) => /session_token=[^;]+/.test(value))).toBe(false);
    expect(await session.getViewer(new Request(`${origin}/dashboard`, { headers: { cookie: jar.header(new URL(origin)) } }))).toBeNull();
  });

  it("refuses a callback with a code but no state", async () => {
    const jar = new CookieJar();
    const { callbackUrl } = await untilCallback(jar);
    callbackUrl.searchParams.delete("state");
    const response = await send(jar, callbackUrl.href);
    expect(response.headers.get("location")).toMatch(/error=state_not_found/);
    expect(response.headers.getSetCookie().some((value) => /session_token=[^;]+/.test(value))).toBe(false);
  });
});
