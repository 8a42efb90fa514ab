import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/adapters/db/client.server";
import { alertDeliveries, alertMessages, jobs, savedSearches, users } from "~/adapters/db/schema";
import type * as MailQueue from "~/adapters/mail/mail-queue.server";
import type { QueuedMail } from "~/adapters/mail/mail-queue.server";
import type { MailMessage } from "~/adapters/mail/mailer.server";
import type * as Queue from "~/adapters/queue/queue.server";
import { parseEnv } from "~/config/env.server";
import { normalizeSearchText } from "~/features/jobs/search-text";
import type * as Delivery from "~/features/job-alerts/alert-delivery.server";
import type * as MailServer from "~/features/job-alerts/alert-mail.server";
import type * as TelegramAlerts from "~/features/job-alerts/alert-delivery-telegram.server";
import type * as Telegram from "~/features/telegram/index.server";
import type * as Tokens from "~/features/job-alerts/unsubscribe-token.server";
import type * as Imports from "~/features/imports/import-round.server";
import type * as Publications from "~/features/jobs/job-publications.server";
import type * as UnsubscribeApi from "~/routes/api-alerts-unsubscribe";
import type * as UnsubscribePage from "~/routes/alerts-unsubscribe";
import { startFakeSheetsServer, type FakeSheetsServer } from "../fakes/sheets-server";
import { startFakeTelegramBotApi, type FakeTelegramBotApi } from "../fakes/telegram-bot-api";
import { withAppEnvironment } from "../support/app-modules";
import { databaseKinds } from "../support/databases";
import { callRoute } from "../support/route-call";

const ORIGIN = "https://zvuk.example";
const AUTH_SECRET = "a-test-secret-that-is-long-enough-1234567890";

function sheetRow(id: string, title: string, location = "Москва", type = "Полная занятость"): string[] {
  return [id, title, "Студия", "", location, type, "Описание", "", "", "", "01.03.2026", "https://example.com/apply"];
}

describe.each(databaseKinds)("job alerts on $name", (kind) => {
  const m = {} as {
    close: () => Promise<void>;
    handle: DatabaseHandle;
    queue: typeof Queue;
    delivery: typeof Delivery;
    mail: typeof MailServer;
    mailQueue: typeof MailQueue;
    telegramAlerts: typeof TelegramAlerts;
    telegram: typeof Telegram;
    tokens: typeof Tokens;
    imports: typeof Imports;
    publications: typeof Publications;
    api: typeof UnsubscribeApi;
    page: typeof UnsubscribePage;
  };
  let fake: FakeSheetsServer;
  let bot: FakeTelegramBotApi;
  let sent: MailMessage[] = [];
  let key: Buffer;
  const db = () => m.handle.db;

  beforeAll(async () => {
    fake = await startFakeSheetsServer({ apiKey: "key-1" });
    bot = await startFakeTelegramBotApi();
    const environment = await withAppEnvironment(kind, { AUTH_SECRET });
    m.close = environment.close;
    m.handle = await (await import("~/adapters/db/database.server")).connectDatabase();
    m.queue = await import("~/adapters/queue/queue.server");
    m.delivery = await import("~/features/job-alerts/alert-delivery.server");
    m.mail = await import("~/features/job-alerts/alert-mail.server");
    m.mailQueue = await import("~/adapters/mail/mail-queue.server");
    m.tokens = await import("~/features/job-alerts/unsubscribe-token.server");
    m.telegramAlerts = await import("~/features/job-alerts/alert-delivery-telegram.server");
    m.telegram = await import("~/features/telegram/index.server");
    m.imports = await import("~/features/imports/import-round.server");
    m.publications = await import("~/features/jobs/job-publications.server");
    m.api = await import("~/routes/api-alerts-unsubscribe");
    m.page = await import("~/routes/alerts-unsubscribe");
    key = await m.tokens.getUnsubscribeKey();
    await m.queue.startQueue(m.handle);
  });
  afterAll(async () => {
    await m.queue?.stopQueue();
    await m.close?.();
    await fake?.close();
    await bot?.close();
  });
  beforeEach(async () => {
    sent = [];
    bot.sent.length = 0;
    fake.reset();
    await db().execute(sql`delete from ${jobs}`);
    await db().execute(sql`delete from ${users}`);
    for (const name of [m.delivery.JOB_ALERTS_MATCH_QUEUE, m.delivery.JOB_ALERTS_EMAIL_QUEUE, m.delivery.JOB_ALERTS_TELEGRAM_QUEUE, m.mailQueue.MAIL_QUEUE]) {
      await m.queue.getQueue().deleteAllJobs(name);
    }
  });

  const sender = (): MailServer.AlertMailSender => ({ origin: ORIGIN, unsubscribeKey: key });

  /** Runs every job waiting in a queue through `handler`, as the worker would, until none is left. */
  async function drain<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<number> {
    let count = 0;
    for (;;) {
      const batch = (await m.queue.getQueue().fetch<T>(name, { batchSize: 50 })) ?? [];
      if (batch.length === 0) return count;
      for (const job of batch) {
        await handler(job.data);
        await m.queue.getQueue().complete(name, job.id);
        count += 1;
      }
    }
  }
  /** The mails the alert e-mails handed to the mail queue (docs/decisions/034), taken into `sent` as its sender would send them. */
  const drainMails = () =>
    drain<QueuedMail>(m.mailQueue.MAIL_QUEUE, async (data) => {
      sent.push(data.message);
    });
  /** Runs every alert e-mail send job, then takes the mails they enqueued; returns how many send jobs ran. */
  const drainEmails = async () => {
    const handled = await drain<Delivery.AlertMessageJob>(m.delivery.JOB_ALERTS_EMAIL_QUEUE, (data) => m.mail.sendAlertEmail(db(), data.messageId, sender()));
    await drainMails();
    return handled;
  };

  let userSequence = 0;
  /** An account with one saved search; its address confirmed, as alert e-mails need (issue 24: double opt-in). */
  async function subscriber(search: Partial<typeof savedSearches.$inferInsert> & { createdAt?: Date }) {
    userSequence += 1;
    const id = `user-${userSequence}`;
    await db()
      .insert(users)
      .values({ id, name: `User ${userSequence}`, email: `user${userSequence}@example.com`, emailVerified: true });
    const [row] = await db()
      .insert(savedSearches)
      .values({
        userId: id,
        name: search.name ?? `Поиск ${userSequence}`,
        frequency: "instant",
        createdAt: new Date("2026-01-01T00:00:00Z"),
        ...search,
        queryKey: normalizeSearchText(search.query ?? ""),
      })
      .returning();
    return { userId: id, email: `user${userSequence}@example.com`, savedSearchId: row!.id };
  }

  async function importSheet(rows: string[][]) {
    fake.setSheet("jobs-id", { values: rows });
    const env = parseEnv({ SHEETS_API_KEY: "key-1", JOBS_SHEET_ID: "jobs-id", SHEETS_BASE_URL: fake.baseUrl });
    const result = await m.imports.runImportRound(db(), env, { sleep: async () => {}, timeoutMs: 2_000 });
    expect(result.jobs).toMatchObject({ outcome: "imported" });
  }

  /** Sweeps the publications to the match queue and runs its jobs: what the server does within a minute. */
  async function publishAndMatch() {
    await m.publications.sweepJobPublications(db(), [m.delivery.JOB_ALERTS_MATCH_QUEUE]);
    await drain<{ jobIds: string[] }>(m.delivery.JOB_ALERTS_MATCH_QUEUE, async (data) => {
      await m.delivery.matchAndDispatch(db(), data.jobIds);
    });
  }

  it("a job imported from the sheet sends exactly one e-mail to each matching instant subscriber and none to others", async () => {
    const byQuery = await subscriber({ query: "Звукорежиссёр", name: "Звук" });
    const byFilters = await subscriber({ location: "Москва", type: "Полная занятость", name: "Москва", language: "en" });
    const everything = await subscriber({ name: "Все вакансии" });
    const twoSearches = await subscriber({ query: "звук" });
    await db().insert(savedSearches).values({ userId: twoSearches.userId, name: "Второй", query: "студия", queryKey: "студия" });
    const otherQuery = await subscriber({ query: "Композитор" });
    const otherCity = await subscriber({ location: "Казань" });
    const daily = await subscriber({ frequency: "daily" });
    const off = await subscriber({ frequency: "off" });
    const later = await subscriber({ createdAt: new Date("2100-01-01T00:00:00Z") });

    await importSheet([sheetRow("s-1", "Звукорежиссёр на запись")]);
    await publishAndMatch();
    expect(await drainEmails()).toBe(4);

    const recipients = sent.map((mail) => mail.to).sort();
    expect(recipients).toEqual([byQuery.email, byFilters.email, everything.email, twoSearches.email].sort());
    for (const other of [otherQuery, otherCity, daily, off, later]) expect(recipients).not.toContain(other.email);

    const ru = sent.find((mail) => mail.to === byQuery.email)!;
    expect(ru.subject).toBe("1 новая вакансия по вашей подписке");
    expect(ru.text).toContain("Новые вакансии по вашей подписке «Звук»:");
    expect(ru.text).toContain("Звукорежиссёр на запись");
    expect(ru.text).toContain(`${ORIGIN}/job/s-1`);
    expect(ru.html).toContain(`href="${ORIGIN}/job/s-1"`);
    const token = m.tokens.unsubscribeToken(key, byQuery);
    expect(ru.text).toContain(`${ORIGIN}/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(ru.headers).toEqual({
      "List-Unsubscribe": `<${ORIGIN}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    const en = sent.find((mail) => mail.to === byFilters.email)!;
    expect(en.subject).toBe("1 new job for your alert");
    expect(en.text).toContain("New jobs for your alert “Москва”:");
    expect(en.text).toContain(`${ORIGIN}/en/job/s-1`);

    // Published again (closed and reopened), matched again: nobody gets it twice.
    await importSheet([]);
    await importSheet([sheetRow("s-1", "Звукорежиссёр на запись")]);
    await publishAndMatch();
    await m.delivery.matchAndDispatch(db(), ["s-1"]);
    expect(await drainEmails()).toBe(0);
    expect(sent).toHaveLength(4);
  });

  it("lists up to 20 jobs and links to the rest on the home page with the search's filters", async () => {
    const search = await subscriber({ query: "Звук", location: "Москва", name: "Много" });
    await importSheet(Array.from({ length: 23 }, (_, index) => sheetRow(`many-${index}`, `Звукорежиссёр ${index}`)));
    await publishAndMatch();
    expect(await drainEmails()).toBe(1);
    const [mail] = sent;
    expect(mail?.to).toBe(search.email);
    expect(mail?.subject).toBe("23 новые вакансии по вашей подписке");
    expect(mail?.text).toContain("«Много»");
    expect(mail?.text.match(/\/job\/many-/g)).toHaveLength(20);
    expect(mail?.text).toContain(`Ещё 3 вакансии — смотреть все на сайте: ${ORIGIN}/?q=%D0%97%D0%B2%D1%83%D0%BA&location=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0`);
  });

  it("daily digests: what was pending when a digest ran, once; a later match goes into the next; a search switched off drops its pending", async () => {
    const daily = await subscriber({ frequency: "daily", name: "Ежедневно" });
    const weekly = await subscriber({ frequency: "weekly", name: "Еженедельно" });
    const switched = await subscriber({ frequency: "daily", name: "Выключу" });

    await importSheet([sheetRow("d-1", "Первая")]);
    await publishAndMatch();
    expect(await drainEmails()).toBe(0);

    expect(await m.delivery.dispatchDigest(db(), "daily")).toBe(2);
    await importSheet([sheetRow("d-1", "Первая"), sheetRow("d-2", "Вторая")]);
    await publishAndMatch();
    await drainEmails();
    expect(sent.map((mail) => [mail.to, mail.subject]).sort()).toEqual(
      [
        [daily.email, "1 новая вакансия по вашей подписке"],
        [switched.email, "1 новая вакансия по вашей подписке"],
      ].sort(),
    );
    expect(sent.every((mail) => mail.text.includes("/job/d-1") && !mail.text.includes("/job/d-2"))).toBe(true);

    // The job matched after that digest is in the next one, alone; the search switched off meanwhile gets nothing.
    sent = [];
    await db().update(savedSearches).set({ frequency: "off" }).where(eq(savedSearches.id, switched.savedSearchId));
    expect(await m.delivery.dispatchDigest(db(), "daily")).toBe(1);
    await drainEmails();
    expect(sent.map((mail) => mail.to)).toEqual([daily.email]);
    expect(sent[0]?.text).toContain("/job/d-2");
    expect(sent[0]?.text).not.toContain("/job/d-1");
    // Switched on again, it does not get what was dropped; and a digest with nothing pending sends nothing.
    await db().update(savedSearches).set({ frequency: "daily" }).where(eq(savedSearches.id, switched.savedSearchId));
    expect(await m.delivery.dispatchDigest(db(), "daily")).toBe(0);
    const pending = await db()
      .select()
      .from(alertDeliveries)
      .where(sql`${alertDeliveries.dispatchedAt} is null`);
    expect(pending.map((row) => row.userId)).toEqual([weekly.userId, weekly.userId]);

    // The weekly one gets both jobs in one message.
    sent = [];
    expect(await m.delivery.dispatchDigest(db(), "weekly")).toBe(1);
    await drainEmails();
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([[weekly.email, "2 новые вакансии по вашей подписке"]]);
    expect(sent[0]?.text).toContain("«Еженедельно»");
  });

  it("the digest crons run at 09:00 Moscow time, daily and on Mondays", async () => {
    await m.delivery.startJobAlerts(db(), { email: async () => {} });
    const schedules = await m.queue.getQueue().getSchedules(m.delivery.JOB_ALERTS_DIGEST_QUEUE);
    expect(schedules.map((schedule) => [schedule.key, schedule.cron, schedule.timezone, schedule.data]).sort()).toEqual([
      ["daily", "0 9 * * *", "Europe/Moscow", { frequency: "daily" }],
      ["weekly", "0 9 * * 1", "Europe/Moscow", { frequency: "weekly" }],
    ]);
    await m.queue.stopQueue();
    await m.queue.startQueue(m.handle);
  });

  it("a deleted user's or saved search's alert is dropped, not sent", async () => {
    const gone = await subscriber({});
    const deleted = await subscriber({});
    await importSheet([sheetRow("g-1", "Вакансия")]);
    await publishAndMatch();
    await db().delete(users).where(eq(users.id, gone.userId));
    await db().delete(savedSearches).where(eq(savedSearches.id, deleted.savedSearchId));
    // The deleted user's message went with them (cascade); its send job finds nothing to send.
    expect(await drainEmails()).toBe(2);
    expect(sent).toEqual([]);
    const messages = await db().select().from(alertMessages);
    expect(messages.map((row) => [row.sentAt, row.droppedReason])).toEqual([[null, "saved search deleted"]]);
  });

  it("double opt-in: an unconfirmed address gets no alert e-mail (Telegram still comes), and once confirmed only new jobs are mailed", async () => {
    m.telegram.configureTelegramBot({ token: bot.token, apiUrl: bot.apiUrl, webhookSecret: "secret" });
    const unconfirmed = await subscriber({ channel: "both", name: "Оба канала" });
    const confirmed = await subscriber({ name: "Подтверждён" });
    await db().update(users).set({ emailVerified: false }).where(eq(users.id, unconfirmed.userId));
    await db().execute(sql`insert into telegram_link (user_id, chat_id) values (${unconfirmed.userId}, 3001)`);

    await importSheet([sheetRow("o-1", "Первая вакансия")]);
    await publishAndMatch();
    expect(await drainEmails()).toBe(1);
    expect(sent.map((mail) => mail.to)).toEqual([confirmed.email]);
    expect(
      await drain<Delivery.AlertMessageJob>(m.delivery.JOB_ALERTS_TELEGRAM_QUEUE, (data) =>
        m.telegramAlerts.sendAlertTelegram(db(), data.messageId, { origin: ORIGIN }),
      ),
    ).toBe(1);
    expect(bot.sent.map((message) => message.chatId)).toEqual([3001]);

    // Confirmed later: the job it was not mailed about stays unmailed, the next one is.
    await db().update(users).set({ emailVerified: true }).where(eq(users.id, unconfirmed.userId));
    await importSheet([sheetRow("o-1", "Первая вакансия"), sheetRow("o-2", "Вторая вакансия")]);
    await publishAndMatch();
    expect(await drainEmails()).toBe(2);
    const mailed = sent.filter((mail) => mail.to === unconfirmed.email);
    expect(mailed).toHaveLength(1);
    expect(mailed[0]?.text).toContain("Вторая вакансия");
    expect(mailed[0]?.text).not.toContain("Первая вакансия");
    m.telegram.configureTelegramBot(undefined);
  });

  it("an e-mail queued before the address stopped being confirmed (an older queue) is dropped by its send job, not retried", async () => {
    const later = await subscriber({ name: "Очередь" });
    await importSheet([sheetRow("u-1", "Вакансия")]);
    await publishAndMatch();
    await db().update(users).set({ emailVerified: false }).where(eq(users.id, later.userId));
    expect(await drainEmails()).toBe(1);
    expect(sent).toEqual([]);
    expect(await db().select({ droppedReason: alertMessages.droppedReason }).from(alertMessages)).toEqual([{ droppedReason: "address unconfirmed" }]);
  });

  it("a banned account is not matched until its ban ends; a ban past its end counts for nothing", async () => {
    const bannedForGood = await subscriber({ name: "Навсегда" });
    const bannedUntilLater = await subscriber({ name: "До завтра" });
    const banOver = await subscriber({ name: "Бан кончился" });
    const free = await subscriber({ name: "Свободен" });
    const day = 24 * 60 * 60 * 1000;
    await db().update(users).set({ banned: true, banReason: "спам" }).where(eq(users.id, bannedForGood.userId));
    await db()
      .update(users)
      .set({ banned: true, banExpires: new Date(Date.now() + day) })
      .where(eq(users.id, bannedUntilLater.userId));
    await db()
      .update(users)
      .set({ banned: true, banExpires: new Date(Date.now() - day) })
      .where(eq(users.id, banOver.userId));

    await importSheet([sheetRow("b-1", "Вакансия для всех")]);
    await publishAndMatch();
    expect(await drainEmails()).toBe(2);
    expect(sent.map((mail) => mail.to).sort()).toEqual([banOver.email, free.email].sort());
    const matched = await db().select({ userId: alertDeliveries.userId }).from(alertDeliveries);
    expect(matched.map((row) => row.userId).sort()).toEqual([banOver.userId, free.userId].sort());
  });

  it("an alert already queued for an account banned since is dropped by its send job, by e-mail and Telegram, not retried", async () => {
    m.telegram.configureTelegramBot({ token: bot.token, apiUrl: bot.apiUrl, webhookSecret: "secret" });
    const bannedSince = await subscriber({ channel: "both" });
    const free = await subscriber({ channel: "both" });
    await db().execute(sql`insert into telegram_link (user_id, chat_id) values (${bannedSince.userId}, 2001), (${free.userId}, 2002)`);
    await importSheet([sheetRow("q-1", "Вакансия")]);
    await publishAndMatch();
    expect(await db().select().from(alertMessages)).toHaveLength(4);
    await db().update(users).set({ banned: true, banReason: "спам" }).where(eq(users.id, bannedSince.userId));

    expect(await drainEmails()).toBe(2);
    expect(
      await drain<Delivery.AlertMessageJob>(m.delivery.JOB_ALERTS_TELEGRAM_QUEUE, (data) =>
        m.telegramAlerts.sendAlertTelegram(db(), data.messageId, { origin: ORIGIN }),
      ),
    ).toBe(2);
    expect(sent.map((mail) => mail.to)).toEqual([free.email]);
    expect(bot.sent.map((message) => message.chatId)).toEqual([2002]);
    const messages = await db().select().from(alertMessages);
    expect(messages.map((row) => [row.userId, row.channel, row.sentAt !== null, row.droppedReason]).sort()).toEqual(
      [
        [bannedSince.userId, "email", false, "user banned"],
        [bannedSince.userId, "telegram", false, "user banned"],
        [free.userId, "email", true, null],
        [free.userId, "telegram", true, null],
      ].sort(),
    );
    // Dropped is final: the same send jobs again send nothing, even after the ban is lifted.
    await db().update(users).set({ banned: false }).where(eq(users.id, bannedSince.userId));
    for (const row of messages.filter((message) => message.userId === bannedSince.userId)) {
      await m.mail.sendAlertEmail(db(), row.id, sender());
      await m.telegramAlerts.sendAlertTelegram(db(), row.id, { origin: ORIGIN });
    }
    await drainMails();
    expect(sent).toHaveLength(1);
    expect(bot.sent).toHaveLength(1);
    m.telegram.configureTelegramBot(undefined);
  });

  it("restarting mid-queue loses nothing and sends nothing twice", async () => {
    const subscribers = [];
    for (let index = 0; index < 6; index += 1) subscribers.push(await subscriber({}));
    await importSheet([sheetRow("r-1", "Вакансия")]);
    await m.publications.sweepJobPublications(db(), [m.delivery.JOB_ALERTS_MATCH_QUEUE]);
    await drain<{ jobIds: string[] }>(m.delivery.JOB_ALERTS_MATCH_QUEUE, async (data) => {
      await m.delivery.matchAndDispatch(db(), data.jobIds);
    });
    // A worker that hands two e-mails to the mail queue, then the queue stops (a deploy) with the rest pending.
    let release: () => void = () => {};
    const stopped = new Promise<void>((resolve) => (release = resolve));
    let handled = 0;
    await m.queue.work<Delivery.AlertMessageJob>(m.delivery.JOB_ALERTS_EMAIL_QUEUE, { pollingIntervalSeconds: 0.5 }, async (job) => {
      await m.mail.sendAlertEmail(db(), job.data.messageId, sender());
      handled += 1;
      if (handled === 2) release();
      if (handled >= 2) await stopped;
    });
    await stopped;
    await m.queue.stopQueue();
    const handedOver = await db()
      .select()
      .from(alertMessages)
      .where(sql`${alertMessages.sentAt} is not null`);
    expect(handedOver.length).toBeGreaterThanOrEqual(2);
    expect(handedOver.length).toBeLessThan(6);
    // A new queue on the same database picks up the rest; a send job repeated for a message already sent is a no-op.
    await m.queue.startQueue(m.handle);
    const [first] = await db()
      .select()
      .from(alertMessages)
      .where(sql`${alertMessages.sentAt} is not null`)
      .limit(1);
    await db().transaction((tx) => m.queue.enqueue(tx, m.delivery.JOB_ALERTS_EMAIL_QUEUE, { messageId: first!.id }));
    await m.delivery.startJobAlerts(db(), { email: (database, messageId) => m.mail.sendAlertEmail(database, messageId, sender()) });
    const waiting = { timeout: 20_000, interval: 50 };
    await vi.waitFor(
      async () =>
        expect(
          await db()
            .select()
            .from(alertMessages)
            .where(sql`${alertMessages.sentAt} is null`),
        ).toEqual([]),
      waiting,
    );
    const unfinished = sql`select count(*)::int as n from pgboss.job where name = ${m.delivery.JOB_ALERTS_EMAIL_QUEUE} and state <> 'completed'`;
    await vi.waitFor(async () => expect((await db().execute<{ n: number }>(unfinished)).rows[0]?.n).toBe(0), waiting);
    await m.queue.stopQueue();
    await m.queue.startQueue(m.handle);
    // Each subscriber's mail is in the mail queue once (the mail queue's own sending once: tests/integration/mail-queue.test.ts).
    await drainMails();
    expect(sent.map((mail) => mail.to).sort()).toEqual(subscribers.map((one) => one.email).sort());
  });

  it("Telegram: one message per matching linked subscriber, with links; a blocked bot drops it and unlinks, never retried", async () => {
    m.telegram.configureTelegramBot({ token: bot.token, apiUrl: bot.apiUrl, webhookSecret: "secret" });
    const both = await subscriber({ channel: "both", name: "Оба канала" });
    const telegramOnly = await subscriber({ channel: "telegram", language: "en", name: "TG" });
    const notLinked = await subscriber({ channel: "telegram" });
    const blocked = await subscriber({ channel: "telegram" });
    await db().execute(
      sql`insert into telegram_link (user_id, chat_id) values (${both.userId}, 1001), (${telegramOnly.userId}, 1002), (${blocked.userId}, 1003)`,
    );
    bot.blockChat(1003);
    await importSheet([sheetRow("t-1", "Звукорежиссёр <live>")]);
    await publishAndMatch();
    await drainEmails();
    expect(sent.map((mail) => mail.to)).toEqual([both.email]);
    const sender = { origin: ORIGIN };
    expect(
      await drain<Delivery.AlertMessageJob>(m.delivery.JOB_ALERTS_TELEGRAM_QUEUE, (data) => m.telegramAlerts.sendAlertTelegram(db(), data.messageId, sender)),
    ).toBe(3);
    expect(bot.sent.map((message) => [message.chatId, message.text]).sort()).toEqual([
      [
        1001,
        `<b>Новые вакансии по подписке «Оба канала»:</b>\n\n• <a href="${ORIGIN}/job/t-1">Звукорежиссёр &lt;live&gt;</a> — Студия · Москва · Полная занятость`,
      ],
      [1002, `<b>New jobs for your alert “TG”:</b>\n\n• <a href="${ORIGIN}/en/job/t-1">Звукорежиссёр &lt;live&gt;</a> — Студия · Москва · Полная занятость`],
    ]);
    const messages = await db().select().from(alertMessages).where(eq(alertMessages.channel, "telegram"));
    expect(messages.map((row) => [row.userId, row.sentAt !== null, row.droppedReason]).sort()).toEqual(
      [
        [both.userId, true, null],
        [telegramOnly.userId, true, null],
        [blocked.userId, false, "telegram blocked"],
      ].sort(),
    );
    expect(messages.map((row) => row.userId)).not.toContain(notLinked.userId);
    expect((await db().execute(sql`select user_id from telegram_link order by chat_id`)).rows).toEqual([
      { user_id: both.userId },
      { user_id: telegramOnly.userId },
    ]);
    m.telegram.configureTelegramBot(undefined);
  });

  describe("unsubscribe", () => {
    const oneClick = (token: string) =>
      new Request(`${ORIGIN}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
    const searchOf = async (id: string) => (await db().select().from(savedSearches).where(eq(savedSearches.id, id)))[0];

    it("a one-click POST turns the search's e-mails off without signing in; pending e-mails are dropped", async () => {
      const email = await subscriber({});
      const both = await subscriber({ channel: "both" });
      await importSheet([sheetRow("u-1", "Вакансия")]);
      await publishAndMatch();

      const answer = await callRoute(m.api.action, oneClick(m.tokens.unsubscribeToken(key, email)));
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe("Вы отписались.");
      expect(await searchOf(email.savedSearchId)).toMatchObject({ frequency: "off", channel: "email" });
      await callRoute(m.api.action, oneClick(m.tokens.unsubscribeToken(key, both)));
      expect(await searchOf(both.savedSearchId)).toMatchObject({ frequency: "instant", channel: "telegram" });

      await drainEmails();
      expect(sent).toEqual([]);
      const messages = await db()
        .select()
        .from(alertMessages)
        .where(inArray(alertMessages.userId, [email.userId, both.userId]));
      expect(messages.map((row) => row.droppedReason)).toEqual(["unsubscribed", "unsubscribed"]);
    });

    it("refuses a forged, tampered or another user's token with 400 and changes nothing", async () => {
      const victim = await subscriber({});
      const attacker = await subscriber({});
      const valid = m.tokens.unsubscribeToken(key, victim);
      const forged = [
        m.tokens.unsubscribeToken(m.tokens.unsubscribeKey("another-secret-another-secret-another"), victim),
        `${victim.savedSearchId}.${m.tokens.unsubscribeToken(key, attacker).split(".")[1]}`,
        m.tokens.unsubscribeToken(key, { savedSearchId: victim.savedSearchId, userId: attacker.userId }),
        `${valid.slice(0, -2)}${valid.endsWith("AA") ? "BB" : "AA"}`,
        "",
        "nonsense",
      ];
      for (const token of forged) {
        const answer = await callRoute(m.api.action, oneClick(token));
        expect(answer.status, token).toBe(400);
        expect(await answer.text()).toBe("Invalid unsubscribe link. / Неверная ссылка для отписки.");
      }
      expect(await searchOf(victim.savedSearchId)).toMatchObject({ frequency: "instant" });
    });

    it("the page's GET shows a button and changes nothing; its POST unsubscribes; a bad token is a 400 page", async () => {
      const search = await subscriber({ name: "Подписка" });
      const token = m.tokens.unsubscribeToken(key, search);
      const pageUrl = `${ORIGIN}/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
      const shown = await callRoute(m.page.loader, new Request(pageUrl));
      expect(await shown.json()).toEqual({ state: "confirm", name: "Подписка", token });
      expect(await searchOf(search.savedSearchId)).toMatchObject({ frequency: "instant" });
      // The header's URL opened in a browser (or prefetched) redirects to the page; it does not unsubscribe either.
      const redirected = await callRoute(m.api.loader, new Request(`${ORIGIN}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`));
      expect(redirected.status).toBe(303);
      expect(redirected.headers.get("Location")).toBe(`/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(await searchOf(search.savedSearchId)).toMatchObject({ frequency: "instant" });

      const done = await callRoute(m.page.action, new Request(pageUrl, { method: "POST", body: new URLSearchParams({ token }) }));
      expect(await done.json()).toEqual({ state: "done", name: "Подписка", token });
      expect(await searchOf(search.savedSearchId)).toMatchObject({ frequency: "off" });

      const bad = await callRoute(m.page.loader, new Request(`${ORIGIN}/alerts/unsubscribe?token=${encodeURIComponent(`${token}x`)}`));
      expect([await bad.json(), bad.status]).toEqual([{ state: "invalid" }, 400]);
    });
  });
});
