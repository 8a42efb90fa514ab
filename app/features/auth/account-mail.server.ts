import { and, count, eq, gt, max, sql, type SQL } from "drizzle-orm";
import { ADVISORY_LOCK_KEYS } from "~/adapters/db/advisory-lock-keys";
import type { Database } from "~/adapters/db/client.server";
import { accountMails } from "~/adapters/db/schema";
import { logger } from "~/adapters/logger.server";
import { enqueueMail } from "~/adapters/mail/mail-queue.server";
import type { MailMessage } from "~/adapters/mail/mailer.server";
import { ACCOUNT_MAIL, type AccountMailKind } from "~/config/constants";
import { emailLimitKey } from "~/config/email-address";

export type AccountMailOutcome = "queued" | "limited";

/**
 * Sends a mail about an account's address (a confirmation link, the "someone tried to register" notice) unless this
 * account or this address already had ACCOUNT_MAIL.perDay such mails in the last 24 hours, or this address had one
 * within ACCOUNT_MAIL.minGapSeconds (a new address of the account's is not held back by the old one's): then nothing
 * is sent. The mail is counted and enqueued (docs/decisions/034) in one transaction that holds two-key locks on the
 * account and the address, so simultaneous requests count one after the other on every instance, and a counted mail is
 * a mail that goes out. Callers answer the same whatever comes out: the outcome is for logs and tests.
 */
export async function sendAccountMail(
  db: Database,
  { userId, kind, message }: { userId: string; kind: AccountMailKind; message: MailMessage },
): Promise<AccountMailOutcome> {
  const email = emailLimitKey(message.to);
  const allowed = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_KEYS.accountMailUser}, hashtext(${userId}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_KEYS.accountMailAddress}, hashtext(${email}))`);
    const dayAgo = sql`now() - make_interval(secs => ${24 * 60 * 60})`;
    const counted = async (where: SQL) => {
      const [row] = await tx
        .select({ total: count(), last: max(accountMails.sentAt) })
        .from(accountMails)
        .where(and(where, gt(accountMails.sentAt, dayAgo)));
      return row;
    };
    const byAccount = await counted(eq(accountMails.userId, userId));
    const byAddress = await counted(eq(accountMails.email, email));
    if ((byAccount?.total ?? 0) >= ACCOUNT_MAIL.perDay || (byAddress?.total ?? 0) >= ACCOUNT_MAIL.perDay) return false;
    const last = byAddress?.last ? new Date(byAddress.last).getTime() : 0;
    if (last > Date.now() - ACCOUNT_MAIL.minGapSeconds * 1000) return false;
    await tx.insert(accountMails).values({ userId, email, kind });
    await enqueueMail(tx, message);
    return true;
  });
  if (allowed) return "queued";
  logger.info({ userId, kind }, "an account mail was not sent: over its limit");
  return "limited";
}
