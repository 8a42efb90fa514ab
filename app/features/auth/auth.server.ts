import { loadAuthSecret } from "~/adapters/auth/auth-secret.server";
import { createAuth, type Auth } from "~/adapters/auth/create-auth.server";
import { getDb } from "~/adapters/db/database.server";
import { getSiteMailer } from "~/adapters/mail/site-mailer.server";
import { getEnv } from "~/config/env.server";
import { ensureSpecialistProfile } from "./ensure-profile.server";
import { passwordResetMail } from "./password-reset-mail";
import { grantListedAdminRole } from "./roles.server";

let auth: Promise<Auth> | undefined;

/** The process-wide better-auth instance, wired to the database, mail and the profile rule. */
export function getAuth(): Promise<Auth> {
  auth ??= (async () => {
    const env = getEnv();
    const db = await getDb();
    const sendMail = getSiteMailer();
    return createAuth({
      db,
      secret: await loadAuthSecret(env.dataDir, env.AUTH_SECRET),
      baseURL: env.origin,
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, discoveryUrl: env.GOOGLE_DISCOVERY_URL }
          : undefined,
      sendResetPassword: ({ user, url }) => sendMail(passwordResetMail(user.email, url)),
      onSignedIn: async (userId) => {
        await ensureSpecialistProfile(db, userId);
        await grantListedAdminRole(db, userId, env.ADMIN_EMAILS);
      },
    });
  })();
  return auth;
}

export function isGoogleConfigured(): boolean {
  const env = getEnv();
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}
