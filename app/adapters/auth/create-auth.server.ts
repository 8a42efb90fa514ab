import { runWithAdapter } from "@better-auth/core/context";
import { betterAuth } from "better-auth";
import { and, eq } from "drizzle-orm";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins/admin";
import { adminAc, userAc } from "better-auth/plugins/admin/access";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { ACCOUNT_MAIL, LIMITS, SESSION } from "~/config/constants";
import { runInBackground } from "~/server/background-tasks";
import type { Transaction } from "../db/advisory-lock.server";
import { logger } from "../logger.server";
import type { Database } from "../db/client.server";
import { accounts, rateLimits, sessions, users, verifications } from "../db/schema";

interface GoogleSettings {
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
  /**
   * Sends an address's confirmation link (docs/decisions/032): on registration, by "send again", or to the new address of
   * a change (`kind`), after the answer.
   */
  sendVerification: (data: { user: { id: string; email: string }; url: string; kind: "verify-email" | "change-email" }) => Promise<void>;
  /** Someone registered with an address that has an account: the answer was a new account's, this tells the owner. */
  onExistingSignUp: (data: { user: { id: string; email: string }; request: Request | undefined }) => Promise<void>;
  /** Runs after every new session (sign-in or registration, any method). */
  onSignedIn: (userId: string) => Promise<void>;
  /** Runs when an account's address has just been confirmed by its link (a sign-in then runs `onSignedIn` too). */
  onAddressConfirmed: (userId: string) => Promise<void>;
}

/**
 * better-auth's endpoints no browser may call: the admin plugin's (the console's actions call them on the server, each
 * after checking the role and with its audit row), `/update-user` (a name and picture shown to others come only from
 * the profile editor and the site's own uploads, issue 24 N5), and `/change-email` and `/send-verification-email`, which
 * the cabinet's own actions call with their schema and the per-account and per-address mail limits (docs/decisions/032).
 */
const ACCOUNT_PATHS_NOT_SERVED = ["/update-user", "/change-email", "/send-verification-email"];

/** better-auth's write of a changed address once its link was opened: the address and its confirmation, nothing else. */
const isAddressChange = (data: Record<string, unknown>) => Object.keys(data).sort().join(",") === "email,emailVerified";

/** The kind of a confirmation link better-auth made: a change of address carries a `requestType` in its token. */
function linkKind(token: string): "verify-email" | "change-email" {
  const payload = token.split(".")[1] ?? "";
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8") || "{}") as { requestType?: unknown };
  return claims.requestType === "change-email-verification" ? "change-email" : "verify-email";
}

/** better-auth's tables in our Drizzle schema, by the model names it uses. */
const AUTH_SCHEMA = { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits };

/** better-auth over our Drizzle tables: e-mail + password, Google when configured, sessions and rate limits in PostgreSQL. */
export function createAuth({
  db,
  secret,
  baseURL,
  google,
  sendResetPassword,
  sendVerification,
  onExistingSignUp,
  onSignedIn,
  onAddressConfirmed,
}: AuthSettings) {
  // Roles, bans (a banned account cannot sign in) and impersonation (docs/decisions/018).
  const adminPlugin = admin({
    defaultRole: "user",
    adminRoles: ["admin"],
    // Moderators decide on content through the console's own actions; the plugin's powers are the admins'.
    roles: { user: userAc, moderator: userAc, admin: adminAc },
    impersonationSessionDuration: SESSION.impersonationSeconds,
  });
  return betterAuth({
    disabledPaths: [...Object.values(adminPlugin.endpoints).map((endpoint) => endpoint.path), ...ACCOUNT_PATHS_NOT_SERVED],
    appName: "Zvuk.Rabota",
    secret,
    baseURL,
    basePath: "/api/auth",
    telemetry: { enabled: false },
    // better-auth's own messages (a wrong password, a failed background task, an OAuth state that does not match) are
    // the site's log lines, never console output; an error among their arguments is logged as one (serialised and
    // redacted as every error is), the rest is left out, as it may hold what a user typed.
    logger: {
      level: "warn",
      log: (level, message, ...args) => {
        const error: unknown = args.find((argument) => argument instanceof Error);
        logger[level](error === undefined ? {} : { err: error }, `better-auth: ${message}`);
      },
    },
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
      // A new password set through the mailed link proves the address as a confirmation link does (docs/decisions/032).
      onPasswordReset: async ({ user }) => {
        await db
          .update(users)
          .set({ emailVerified: true })
          .where(and(eq(users.id, user.id), eq(users.emailVerified, false)));
        await onAddressConfirmed(user.id);
      },
      // Registration answers the same for a new address and one that has an account (no session either way: the new
      // account signs in with its password or through the link), and the owner of an existing one is told instead.
      autoSignIn: false,
      onExistingUserSignUp: ({ user }, request) => onExistingSignUp({ user, request }),
    },
    // The address is confirmed by a mailed link; the account works before that, but what needs a proven address waits
    // (docs/decisions/032). The link signs its opener in.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: ACCOUNT_MAIL.linkSeconds,
      sendVerificationEmail: ({ user, url, token }) => sendVerification({ user, url, kind: linkKind(token) }),
      afterEmailVerification: (user) => onAddressConfirmed(user.id),
    },
    session: { expiresIn: SESSION.lifetimeSeconds },
    user: {
      // A new address replaces the old one only when its link is opened; until then the old one stays.
      changeEmail: { enabled: true },
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
      user: {
        update: {
          // The link of a change of address was opened: better-auth writes the new address with the old one's
          // confirmation, but the opened link proves the new address (an unconfirmed account fixing a mistyped
          // address is then confirmed). That write sets exactly `email` and `emailVerified` (a provider's profile
          // sync, which this site does not turn on, would set its name and picture with them).
          before: async (data) => (isAddressChange(data) ? { data: { ...data, emailVerified: true } } : undefined),
        },
      },
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
