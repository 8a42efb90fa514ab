import { runWithAdapter } from "@better-auth/core/context";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins/admin";
import { adminAc, userAc } from "better-auth/plugins/admin/access";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { LIMITS, SESSION } from "~/config/constants";
import { runInBackground } from "~/server/background-tasks";
import type { Transaction } from "../db/advisory-lock.server";
import type { Database } from "../db/client.server";
import { accounts, rateLimits, sessions, users, verifications } from "../db/schema";

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  /** Google's OpenID configuration; tests point it at a local provider speaking the same protocol. */
  discoveryUrl: string;
}

export interface AuthSettings {
  db: Database;
  secret: string;
  /** The site's origin from configuration: links in mails and trusted origins never come from a request. */
  baseURL: string;
  google?: GoogleSettings;
  sendResetPassword: (data: { user: { email: string; name: string }; url: string }) => Promise<void>;
  /** Runs after every new session (sign-in or registration, any method). */
  onSignedIn: (userId: string) => Promise<void>;
}

/** better-auth's tables in our Drizzle schema, by the model names it uses. */
const AUTH_SCHEMA = { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits };

/** better-auth over our Drizzle tables: e-mail + password, Google when configured, sessions and rate limits in PostgreSQL. */
export function createAuth({ db, secret, baseURL, google, sendResetPassword, onSignedIn }: AuthSettings) {
  // Roles, bans (a banned account cannot sign in) and impersonation (docs/decisions/018).
  const adminPlugin = admin({
    defaultRole: "user",
    adminRoles: ["admin"],
    // Moderators decide on content through the console's own actions; the plugin's powers are the admins'.
    roles: { user: userAc, moderator: userAc, admin: adminAc },
    impersonationSessionDuration: SESSION.impersonationSeconds,
  });
  return betterAuth({
    // The admin plugin's HTTP endpoints are not served: the console's own actions call them on the server, each
    // after checking the role and with its audit row, so nothing reaches them from a browser unrecorded.
    disabledPaths: Object.values(adminPlugin.endpoints).map((endpoint) => endpoint.path),
    appName: "Zvuk.Rabota",
    secret,
    baseURL,
    basePath: "/api/auth",
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: AUTH_SCHEMA,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: LIMITS.passwordMinLength,
      maxPasswordLength: SESSION.passwordMaxLength,
      resetPasswordTokenExpiresIn: SESSION.passwordResetTokenSeconds,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }) => sendResetPassword({ user, url }),
    },
    session: { expiresIn: SESSION.lifetimeSeconds },
    user: {
      additionalFields: {
        surname: { type: "string", required: false, defaultValue: "", input: false },
        showInSpecialists: { type: "boolean", required: false, input: false },
        proPlan: { type: "string", required: false, input: false },
        proActivatedAt: { type: "date", required: false, input: false },
        proExpiresAt: { type: "date", required: false, input: false },
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: SESSION.signInWindowSeconds, max: SESSION.signInAttemptsPerWindow },
        "/sign-up/email": { window: SESSION.signInWindowSeconds, max: SESSION.signInAttemptsPerWindow },
        "/request-password-reset": { window: SESSION.signInWindowSeconds, max: 3 },
      },
    },
    // The server sets x-client-ip itself (server/client-ip.ts), replacing whatever a client sent.
    // Secure cookies when the site is served over https (an https PUBLIC_URL); plain http on a laptop keeps them usable.
    // Mail goes out after the answer (better-auth logs a failure), so an existing account's answer does not
    // take the mail server's time longer than an unknown address's.
    advanced: {
      ipAddress: { ipAddressHeaders: ["x-client-ip"] },
      useSecureCookies: baseURL.startsWith("https://"),
      backgroundTasks: { handler: runInBackground },
    },
    databaseHooks: {
      // An admin acting as someone (impersonation) is not that person signing in.
      session: {
        create: {
          after: async (session) => {
            if (!session.impersonatedBy) await onSignedIn(session.userId);
          },
        },
        // An impersonation session ends SESSION.impersonationSeconds after it began, whatever the browser sends: no
        // refresh moves its expiry past that (get-session renews a session whose dont_remember cookie is missing; the
        // session being refreshed is the one the endpoint read). docs/decisions/020.
        update: {
          before: async (data, context) => {
            const refreshed = context?.context.session?.session;
            if (!data.expiresAt || !refreshed?.impersonatedBy) return undefined;
            const hourEnds = new Date(refreshed.createdAt).getTime() + SESSION.impersonationSeconds * 1000;
            return { data: { expiresAt: new Date(Math.min(new Date(data.expiresAt).getTime(), hourEnds)) } };
          },
        },
      },
    },
    plugins: [
      adminPlugin,
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: "google",
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  discoveryUrl: google.discoveryUrl,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Runs `work` — calls of better-auth's server API (`auth.api.*`) — with every database read and write better-auth makes
 * going through `tx`, a transaction of ours: what the plugin writes and the audit row that records it commit together
 * or not at all (docs/decisions/020). better-auth looks its adapter up per call (its `getCurrentAdapter`), so an
 * adapter over the transaction, set for the duration of `work`, is the one it uses.
 */
export async function runAuthOnTransaction<T>(auth: Auth, tx: Transaction, work: () => Promise<T>): Promise<T> {
  return await runWithAdapter(drizzleAdapter(tx, { provider: "pg", schema: AUTH_SCHEMA })(auth.options), work);
}
