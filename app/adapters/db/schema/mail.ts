// The durable mail queue's record of sent mails (docs/decisions/034).
import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every mail the mail queue's sender handed to the mail server (docs/decisions/034), by the queue job that carried it,
 * written once the server accepted it: a job run again (a retried batch, an expired attempt) finds its row and sends
 * nothing. Only the job's id and the time: the message itself stays in the job. Rows older than MAIL.sentRecordDays
 * are deleted, long after pg-boss can run their job again.
 */
export const sentMails = pgTable(
  "sent_mail",
  {
    jobId: text("job_id").primaryKey(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sent_mail_sent_at_idx").on(table.sentAt)],
);
