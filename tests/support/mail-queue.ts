import { vi } from "vitest";

/**
 * Starts the job queue and the mail sender on the process-wide database, as the server does (app/entry.server.tsx): a
 * decision enqueues its mail in its transaction (docs/decisions/034), so a test that makes one needs the queue, and one
 * that reads the mail needs the sender. The mail-queue module is loaded first: its queue is created at start.
 */
export async function startMailQueue(): Promise<void> {
  const { startMailSender } = await import("~/adapters/mail/mail-queue.server");
  const { getSiteMailer } = await import("~/adapters/mail/site-mailer.server");
  const { startQueue } = await import("~/adapters/queue/queue.server");
  const handle = await (await import("~/adapters/db/database.server")).connectDatabase();
  await startQueue(handle);
  await startMailSender(handle.db, getSiteMailer());
}

/**
 * Waits until the mail queue holds no mail still to send (none waiting, retrying or being sent), when the queue runs in
 * this process: what a test reads from the outbox afterwards is everything its decisions sent.
 */
export async function mailQueueSettled(): Promise<void> {
  const queue = await import("~/adapters/queue/queue.server");
  if (!queue.isQueueStarted()) return;
  const { MAIL_QUEUE } = await import("~/adapters/mail/mail-queue.server");
  await vi.waitFor(
    async () => {
      const rows = (await queue
        .getQueue()
        .getDb()
        .executeSql(`select count(*)::int as n from pgboss.job where name = $1 and state < 'completed'`, [MAIL_QUEUE])) as { rows: { n: number }[] };
      if (rows.rows[0]?.n !== 0) throw new Error(`${rows.rows[0]?.n} mails still to send`);
    },
    { timeout: 20_000, interval: 100 },
  );
}
