/**
 * Every PostgreSQL advisory-lock key the application takes, in one table so no two uses collide. Arbitrary but fixed:
 * a changed key lets an old and a new instance run the same work at once during a rolling deploy.
 */
export const ADVISORY_LOCK_KEYS = {
  /** Session lock held by a migration run (drizzle's migrator takes none): two deploy jobs never apply the same file. */
  migrations: 7_342_000,
  /** Transaction locks of the schedules: one instance behind the load balancer runs each round. */
  jobsImport: 7_342_001,
  blogImport: 7_342_002,
  paymentReconciliation: 7_342_003,
  uploadSweep: 7_342_004,
  /** Session lock held by the instance that long-polls Telegram (two pollers get 409 Conflict from Telegram). */
  telegramPolling: 7_342_005,
  /** Namespace of the two-key lock (namespace, hashtext(user id)) serialising one user's payment starts. */
  paymentStart: 7_342_100,
  /**
   * Namespaces of the two-key locks (namespace, hashtext(address or lower-cased e-mail)) that serialise one client's job
   * submissions while their rate limits are counted (docs/decisions/027); always taken address first, then e-mail.
   */
  jobSubmissionAddress: 7_342_101,
  jobSubmissionEmail: 7_342_102,
  /**
   * Namespaces of the two-key locks (namespace, hashtext(user id or lower-cased address)) that serialise the mails about
   * one account's address while ACCOUNT_MAIL's limits are counted (docs/decisions/032); account first, then address.
   */
  accountMailUser: 7_342_103,
  accountMailAddress: 7_342_104,
  /**
   * Namespaces of the two-key locks (namespace, hashtext(sender key, lower-cased mailbox or specialist id)) that
   * serialise project inquiries while INQUIRY's daily limits are counted (docs/decisions/036); always sender, then
   * mailbox, then specialist (a confirmation takes the specialist's alone).
   */
  inquirySender: 7_342_105,
  inquiryMailbox: 7_342_106,
  inquirySpecialist: 7_342_107,
} as const;
