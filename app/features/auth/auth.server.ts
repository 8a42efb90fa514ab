import { loadAuthSecret } from "~/adapters/auth/auth-secret.server";
import { createAuth, type Auth } from "~/adapters/auth/create-auth.server";
import { getDb } from "~/adapters/db/database.server";
import { enqueueMail } from "~/adapters/mail/mail-queue.server";
import { getEnv } from "~/config/env.server";
import { sendAccountMail } from "./account-mail.server";
import { changeEmailMail, existingSignUpMail, languageOfCallback, verificationMail } from "./account-mails";
import { ensureSpecialistProfile } from "./ensure-profile.server";
import { passwordResetMail } from "./password-reset-mail";
import { grantListedAdminRole } from "./roles.server";

let auth: Promise<Auth> | undefined;

/** The language of the page that registered: the sign-up's callback URL carries it (/en/…). */
async function languageOfSignUp(request: Request | undefined) {
  const body = (await request?.json().catch(() => null)) as { callbackURL?: unknown } | null;
  const callbackURL = typeof body?.callbackURL === "string" ? body.callbackURL : "/";
  return languageOfCallback(callbackURL);
}

/** The process-wide better-auth instance, wired to the database, mail and the profile rule. */
export function getAuth(): Promise<Auth> {
  auth ??= (async () => {
    const env = getEnv();
    const db = await getDb();
    return createAuth({
      db,
      secret: await loadAuthSecret(env.dataDir, env.AUTH_SECRET),
      baseURL: env.origin,
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, discoveryUrl: env.GOOGLE_DISCOVERY_URL }
          : undefined,
      // better-auth commits its token first and calls these after the answer: each mail is enqueued in a transaction of
      // its own (the account mails with their limit's row), and the mail queue sends it (docs/decisions/034).
      sendResetPassword: ({ user, url }) => db.transaction((tx) => enqueueMail(tx, passwordResetMail(user.email, url))),
      sendVerification: async ({ user, url, kind }) => {
        const message = kind === "change-email" ? changeEmailMail(user.email, url) : verificationMail(user.email, url);
        await sendAccountMail(db, { userId: user.id, kind, message });
      },
      onExistingSignUp: async ({ user, request }) => {
        const message = existingSignUpMail(user.email, env.origin, await languageOfSignUp(request));
        await sendAccountMail(db, { userId: user.id, kind: "existing-sign-up", message });
      },
      onSignedIn: async (userId) => {
        await ensureSpecialistProfile(db, userId);
        await grantListedAdminRole(db, userId, env.ADMIN_EMAILS);
      },
      onAddressConfirmed: (userId) => grantListedAdminRole(db, userId, env.ADMIN_EMAILS),
    });
  })();
  return auth;
}

export function isGoogleConfigured(): boolean {
  const env = getEnv();
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}
