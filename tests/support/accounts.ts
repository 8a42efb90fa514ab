import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { users } from "~/adapters/db/schema";
import type { Viewer } from "~/features/auth/session.server";
import { parseMail } from "../fakes/smtp-server";
import { mailQueueSettled } from "./mail-queue";

/** The `name=value` of a response's session cookie, or "" without one. */
export const sessionCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.includes("session_token="))
    ?.split(";")[0] ?? "";

/**
 * A new account made as the registration form makes one (better-auth's sign-up sets no session since issue 24), then
 * signed in with its password: its id and that session's cookie. `confirmed` also marks its address confirmed, as the
 * mailed link would (the link itself is tested in tests/integration/email-verification.test.ts).
 */
export async function signUpAndSignIn(
  db: Database,
  email: string,
  { password = "secret1", name = "", confirmed = false }: { password?: string; name?: string; confirmed?: boolean } = {},
): Promise<{ id: string; cookie: string }> {
  const { getAuth } = await import("~/features/auth/auth.server");
  const auth = await getAuth();
  const signedUp = await auth.api.signUpEmail({ body: { email, password, name }, asResponse: true });
  if (!signedUp.ok) throw new Error(`sign-up of ${email} failed with ${signedUp.status}`);
  if (confirmed) await db.update(users).set({ emailVerified: true }).where(eq(users.email, email.toLowerCase()));
  const signedIn = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
  const cookie = sessionCookieOf(signedIn);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  if (!cookie || !user) throw new Error(`sign-in of ${email} failed with ${signedIn.status}`);
  return { id: user.id, cookie };
}

/**
 * The mails written to DATA_DIR/outbox for this address (the site's mailer without SMTP_URL), oldest first: subject, then
 * text; once the mail queue has sent every mail enqueued so far (tests/support/mail-queue.ts).
 */
export async function outboxMailsTo(dataDir: string, email: string): Promise<string[]> {
  await mailQueueSettled();
  const outbox = path.join(dataDir, "outbox");
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith(`-${email.replace(/[^\w.@-]/g, "_")}.eml`)).sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = parseMail(await readFile(path.join(outbox, file)));
      return `${mail.subject}\n\n${mail.text}`;
    }),
  );
}

/** The first link in a mail's text that goes to `pathPart`. */
export function linkIn(mail: string, pathPart: string): string {
  const link = mail.match(/https?:\/\/[^\s<>"]+/g)?.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`no link to ${pathPart} in the mail`);
  return link.replace(/&amp;/g, "&");
}

/** A signed-in viewer as the session check makes one, for calling feature functions directly: confirmed, and Pro when `pro`. */
export function testViewer(id: string, { pro = false }: { pro?: boolean } = {}): Viewer {
  return { id, email: `${id}@example.com`, name: id, image: null, emailVerified: true, hasActivePro: pro, isPro: pro, isImpersonated: false };
}
