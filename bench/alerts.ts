// The alerts part of `npm run bench` (issue 17): seeds BENCH_ALERT_USERS (100 000) users with 3 saved searches each (a
// realistic mix: one in twenty without a query (but with a location), common and rare words, half with a location, a third with a type; 40 %
// instant, 40 % daily, 15 % weekly, 5 % off; e-mail, Telegram or both, a third of the users linked to Telegram) and
// 10 000 open jobs, on PGlite and PostgreSQL; publishes a batch of 100 new jobs and times matching (per job: p50/p95;
// the batch as the queue runs it: total), the instant dispatch and the daily digest, then the queue's throughput of
// alert e-mails to the outbox and of Telegram messages to the fake Bot API (tests/fakes; with 429s to wait out).
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { startFakeTelegramBotApi } from "../tests/fakes/telegram-bot-api.ts";
import { prepareDatabases } from "./bench-databases.ts";
import { collectGarbage } from "./collect-garbage.ts";
import type { DatabaseKind } from "./database-results.ts";
import { printHeading } from "./report.ts";
import { seedDatabases, withDatabase } from "./seed-databases.ts";

export const DEFAULT_ALERT_USERS = 100_000;
const PUBLISHED_JOBS = 100;
const EXISTING_JOBS = 10_000;
/** How long each send queue is measured (it is stopped then: the rate is what matters, not draining tens of thousands). */
const THROUGHPUT_SECONDS = 20;

async function loadApp() {
  process.env.LOG_LEVEL ??= "warn";
  await import("../scripts/app-imports.ts");
  const [client, template, queue, delivery, mail, telegramAlerts, telegram, mailer, mailQueue, tokens] = await Promise.all([
    import("~/adapters/db/client.server"),
    import("~/adapters/db/template"),
    import("~/adapters/queue/queue.server"),
    import("~/features/job-alerts/alert-delivery.server"),
    import("~/features/job-alerts/alert-mail.server"),
    import("~/features/job-alerts/alert-delivery-telegram.server"),
    import("~/features/telegram/index.server"),
    import("~/adapters/mail/mailer.server"),
    import("~/adapters/mail/mail-queue.server"),
    import("~/features/job-alerts/unsubscribe-token.server"),
  ]);
  return { ...client, ...template, queue, delivery, mail, telegramAlerts, telegram, mailer, mailQueue, tokens };
}
type App = Awaited<ReturnType<typeof loadApp>>;

// Saved-search queries as people type them (normalised): common words, specialisations, rare ones, two-word phrases.
const QUERIES = [
  "звукорежиссер",
  "звук",
  "саунд-дизайнер",
  "композитор",
  "live",
  "концерт",
  "студия",
  "пост-продакшн",
  "сведение",
  "мастеринг",
  "монтаж",
  "подкаст",
  "радио",
  "театр",
  "кино",
  "игры",
  "unity",
  "wwise",
  "fmod",
  "ableton",
  "pro tools",
  "dolby atmos",
  "аранжировщик",
  "вокал",
  "преподаватель",
  "стажер",
  "junior",
  "senior",
  "удаленно",
  "фриланс",
];
const LOCATIONS = ["Москва", "Санкт-Петербург", "Удалённо", "Казань", "Екатеринбург", "Новосибирск"];
const TYPES = ["Полная занятость", "Частичная занятость", "Проект", "Стажировка"];
const TITLES = ["Звукорежиссёр", "Саунд-дизайнер", "Композитор", "Звукооператор", "Live-инженер", "Монтажёр звука", "Аранжировщик", "Преподаватель вокала"];
const WORDS = ["студия", "концерт", "подкаст", "радио", "театр", "кино", "игры", "Unity", "Wwise", "FMOD", "Pro Tools", "Dolby Atmos", "сведение", "мастеринг"];

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(", ")}]`);

async function seed(db: Database, users: number): Promise<void> {
  const n = sql.raw(String(users));
  await db.execute(sql`
    insert into "user" (id, name, email, created_at, updated_at)
    select 'bench-u' || i, 'Имя ' || i, 'user' || i || '@bench.test', now() - interval '30 days', now()
    from generate_series(1, ${n}) as i`);
  // Search j of user i: query (i + 7j) mod Q (distinct per user), one in twenty empty (with a location); location and type from i and j.
  await db.execute(sql`
    insert into saved_search (user_id, name, query, query_key, location, type, frequency, channel, language, created_at, last_opened_at)
    select 'bench-u' || i, 'Поиск ' || j, q, q,
      case when (i + j) % 2 = 0 or (i + j) % 20 = 0 then (${textArray(LOCATIONS)})[1 + (i * 3 + j) % ${sql.raw(String(LOCATIONS.length))}] else '' end,
      case when (i + j) % 3 = 0 then (${textArray(TYPES)})[1 + (i + j * 5) % ${sql.raw(String(TYPES.length))}] else '' end,
      case when (i * 3 + j) % 20 < 8 then 'instant' when (i * 3 + j) % 20 < 16 then 'daily' when (i * 3 + j) % 20 < 19 then 'weekly' else 'off' end,
      case when (i + j) % 10 < 7 then 'email' when (i + j) % 10 < 8 then 'telegram' else 'both' end,
      case when i % 10 = 0 then 'en' else 'ru' end,
      now() - interval '7 days', now()
    from generate_series(1, ${n}) as i, generate_series(0, 2) as j,
      lateral (select case when (i + j) % 20 = 0 then '' else (${textArray(QUERIES)})[1 + (i + 7 * j) % ${sql.raw(String(QUERIES.length))}] end as q) as query`);
  await db.execute(sql`
    insert into telegram_link (user_id, chat_id)
    select 'bench-u' || i, 100000 + i from generate_series(1, ${n}) as i where i % 3 = 0`);
  await db.execute(sql`
    insert into job (id, title, company, location, type, description, post_date, search_text, source, is_open)
    select 'bench-old-' || i, t.title, 'Компания ' || (i % 500), l.location, ty.type, d.description, now() - i * interval '10 minutes',
      lower(replace(t.title || ' Компания ' || (i % 500) || ' ' || d.description, 'ё', 'е')), 'sheet', true
    from generate_series(1, ${sql.raw(String(EXISTING_JOBS))}) as i,
      lateral (select (${textArray(TITLES)})[1 + i % ${sql.raw(String(TITLES.length))}] as title) as t,
      lateral (select (${textArray(LOCATIONS)})[1 + i % ${sql.raw(String(LOCATIONS.length))}] as location) as l,
      lateral (select (${textArray(TYPES)})[1 + i % ${sql.raw(String(TYPES.length))}] as type) as ty,
      lateral (select 'Ищем специалиста: ' || (${textArray(WORDS)})[1 + i % ${sql.raw(String(WORDS.length))}] || ', ' || (${textArray(WORDS)})[1 + (i / 7) % ${sql.raw(String(WORDS.length))}] || '. Опыт от года.' as description) as d`);
  // Existing jobs were published and announced long ago.
  await db.execute(sql`update job_publication set processed_at = now(), published_at = now() - interval '30 days'`);
}

/** The 100 new jobs, published (the trigger records them) by one insert, as an import would. */
async function publishJobs(db: Database): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    insert into job (id, title, company, location, type, description, post_date, search_text, source, is_open)
    select 'bench-new-' || i, t.title, 'Компания ' || (1000 + i), l.location, ty.type, d.description, now(),
      lower(replace(t.title || ' Компания ' || (1000 + i) || ' ' || d.description, 'ё', 'е')), 'sheet', true
    from generate_series(1, ${sql.raw(String(PUBLISHED_JOBS))}) as i,
      lateral (select (${textArray(TITLES)})[1 + i % ${sql.raw(String(TITLES.length))}] as title) as t,
      lateral (select (${textArray(LOCATIONS)})[1 + (i / 2) % ${sql.raw(String(LOCATIONS.length))}] as location) as l,
      lateral (select (${textArray(TYPES)})[1 + (i / 3) % ${sql.raw(String(TYPES.length))}] as type) as ty,
      lateral (select 'Ищем специалиста, опыт: ' || (${textArray(WORDS)})[1 + i % ${sql.raw(String(WORDS.length))}] || '.' as description) as d
    returning id`);
  return result.rows.map((row) => row.id);
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN;
}

interface AlertsBenchDatabase {
  kind: DatabaseKind;
  seedMs: number;
  savedSearches: number;
  distinctSearches: number;
  matching: { perJobP50Ms: number; perJobP95Ms: number; perJobMaxMs: number; perJobTotalMs: number; batchTotalMs: number; deliveries: number };
  instantDispatch: { ms: number; messages: number };
  dailyDigest: { ms: number; messages: number };
  email: { sent: number; seconds: number; perSecond: number; pending: number };
  telegram: { sent: number; seconds: number; perSecond: number; rateLimited429: number; pending: number };
}

async function count(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  return Number((await db.execute<{ n: number | string }>(query)).rows[0]?.n ?? 0);
}

/** Runs one send queue's worker(s) for THROUGHPUT_SECONDS (or until nothing is left) and counts what went out. */
async function throughput(app: App, db: Database, channel: "email" | "telegram", handler: (messageId: string) => Promise<void>, concurrency: number) {
  const queueName = channel === "email" ? app.delivery.JOB_ALERTS_EMAIL_QUEUE : app.delivery.JOB_ALERTS_TELEGRAM_QUEUE;
  const sentQuery = sql`select count(*) as n from alert_message where channel = ${channel} and (sent_at is not null or dropped_reason is not null)`;
  const pendingQuery = sql`select count(*) as n from alert_message where channel = ${channel} and sent_at is null and dropped_reason is null`;
  const before = await count(db, sentQuery);
  const startedAt = performance.now();
  // As the app runs it (startJobAlerts): SEND_BATCH messages per fetch, side by side, on `concurrency` workers.
  await app.queue.workBatches<{ messageId: string }>(
    queueName,
    { pollingIntervalSeconds: 0.5, batchSize: app.delivery.SEND_BATCH, localConcurrency: concurrency },
    (job) => handler(job.data.messageId),
  );
  while (performance.now() - startedAt < THROUGHPUT_SECONDS * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    if ((await count(db, pendingQuery)) === 0) break;
  }
  await app.queue.getQueue().offWork(queueName, { wait: true });
  const seconds = (performance.now() - startedAt) / 1000;
  const sent = (await count(db, sentQuery)) - before;
  return { sent, seconds: Math.round(seconds * 10) / 10, perSecond: Math.round(sent / seconds), pending: await count(db, pendingQuery) };
}

async function measure(app: App, kind: DatabaseKind, handle: Awaited<ReturnType<App["openDatabase"]>>, outboxDir: string, log: (line: string) => void) {
  const { db } = handle;
  const savedSearches = await count(db, sql`select count(*) as n from saved_search`);
  const distinctSearches = await count(
    db,
    sql`select count(*) as n from (select distinct query_key, location, type from saved_search where frequency <> 'off') as k`,
  );
  const jobIds = await publishJobs(db);

  // Per job: each job matched alone (the worst case: a batch of one), then undone for the batch run.
  const samples: number[] = [];
  for (const jobId of jobIds) {
    const startedAt = performance.now();
    await app.delivery.matchPublishedJobs(db, [jobId]);
    samples.push(performance.now() - startedAt);
  }
  const perJobTotalMs = samples.reduce((sum, ms) => sum + ms, 0);
  samples.sort((a, b) => a - b);
  await db.execute(sql`delete from alert_delivery`);
  const batchStartedAt = performance.now();
  const deliveries = await app.delivery.matchPublishedJobs(db, jobIds);
  const batchTotalMs = performance.now() - batchStartedAt;
  log(`${kind}: ${deliveries} deliveries for ${jobIds.length} jobs; per job p50 ${samples[49]?.toFixed(1)} ms, batch ${Math.round(batchTotalMs)} ms`);

  await app.queue.startQueue(handle);
  const dispatchStartedAt = performance.now();
  const instantMessages = await app.delivery.dispatchAlerts(db, ["instant"]);
  const instantMs = performance.now() - dispatchStartedAt;
  const digestStartedAt = performance.now();
  const digestMessages = await app.delivery.dispatchDigest(db, "daily");
  const digestMs = performance.now() - digestStartedAt;
  log(`${kind}: instant dispatch ${instantMessages} messages in ${Math.round(instantMs)} ms; daily digest ${digestMessages} in ${Math.round(digestMs)} ms`);

  // An alert e-mail is handed to the mail queue (docs/decisions/034), whose sender writes it to the outbox.
  await app.mailQueue.startMailSender(db, app.mailer.createMailer({ from: "Звук.Работа <noreply@bench.test>", outboxDir }));
  const key = app.tokens.unsubscribeKey("bench-secret-bench-secret-bench-secret");
  const origin = "https://zvuk.example";
  const email = await throughput(app, db, "email", (messageId) => app.mail.sendAlertEmail(db, messageId, { origin, unsubscribeKey: key }), 1);
  const mailsLeft = sql`select count(*) as n from pgboss.job where name = ${app.mailQueue.MAIL_QUEUE} and state < 'completed'`;
  const drainStartedAt = performance.now();
  while ((await count(db, mailsLeft)) > 0 && performance.now() - drainStartedAt < THROUGHPUT_SECONDS * 1000)
    await new Promise((resolve) => setTimeout(resolve, 500));
  log(
    `${kind}: e-mail to the mail queue: ${email.sent} in ${email.seconds} s (${email.perSecond}/s), ${email.pending} left; the mail queue's sender wrote them in ${Math.round((performance.now() - drainStartedAt) / 100) / 10} s more`,
  );

  const fake = await startFakeTelegramBotApi();
  app.telegram.configureTelegramBot({ token: fake.token, apiUrl: fake.apiUrl, webhookSecret: "bench" });
  // Telegram's limits, as the fake plays them: a few 429s with retry_after 1 s, which the sender waits out.
  fake.rateLimitNextSends(3, 1);
  const telegram = await throughput(app, db, "telegram", (messageId) => app.telegramAlerts.sendAlertTelegram(db, messageId, { origin }), 1);
  const rateLimited429 = fake.calls.filter((call) => call.status === 429).length;
  await fake.close();
  app.telegram.configureTelegramBot(undefined);
  log(
    `${kind}: Telegram to the fake: ${telegram.sent} in ${telegram.seconds} s (${telegram.perSecond}/s, ${rateLimited429} answered 429), ${telegram.pending} left`,
  );
  await app.queue.stopQueue();

  return {
    savedSearches,
    distinctSearches,
    matching: {
      perJobP50Ms: percentile(samples, 0.5),
      perJobP95Ms: percentile(samples, 0.95),
      perJobMaxMs: samples[samples.length - 1] ?? Number.NaN,
      perJobTotalMs,
      batchTotalMs,
      deliveries,
    },
    instantDispatch: { ms: instantMs, messages: instantMessages },
    dailyDigest: { ms: digestMs, messages: digestMessages },
    email,
    telegram: { ...telegram, rateLimited429 },
  };
}

export interface AlertsBenchResult {
  users: number;
  publishedJobs: number;
  databases: AlertsBenchDatabase[];
  notes: string[];
}

export async function benchAlerts(options: {
  projectRoot: string;
  tempDir: string;
  users: number;
  databaseUrl: string;
  log: (line: string) => void;
}): Promise<AlertsBenchResult> {
  const { projectRoot, tempDir, users, databaseUrl, log } = options;
  const app = await loadApp();
  const databases = await prepareDatabases({ projectRoot, tempDir, templateDir: app.DB_TEMPLATE_DIR, databaseUrl, namePrefix: "bench_alerts", log });
  try {
    const seeded = await seedDatabases(app.openDatabase, databases, (db) => seed(db, users), {
      how: `with ${users} users × 3 saved searches and ${EXISTING_JOBS} open jobs (set-based inserts)`,
      log,
    });
    collectGarbage();
    const results: AlertsBenchDatabase[] = [];
    for (const database of seeded) {
      const outboxDir = path.join(tempDir, `outbox-${database.kind}`);
      await mkdir(outboxDir, { recursive: true });
      const measured = await withDatabase(app.openDatabase, database.target, databases.migrations, (handle) =>
        measure(app, database.kind, handle, outboxDir, log),
      );
      const files = (await readdir(outboxDir)).length;
      if (files !== measured.email.sent)
        databases.notes.push(`${database.kind}: ${files} .eml files in the outbox for ${measured.email.sent} e-mails counted sent`);
      results.push({ kind: database.kind, seedMs: database.seedMs, ...measured });
    }
    printAlerts(results, users, log);
    return { users, publishedJobs: PUBLISHED_JOBS, databases: results, notes: databases.notes };
  } finally {
    await databases.drop();
  }
}

function printAlerts(results: AlertsBenchDatabase[], users: number, log: (line: string) => void): void {
  printHeading(`Alerts: ${users.toLocaleString("en-US")} users × 3 saved searches, a batch of ${PUBLISHED_JOBS} new jobs`);
  const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
  for (const result of results) {
    log(
      [
        `${result.kind}: ${result.savedSearches.toLocaleString("en-US")} saved searches (${result.distinctSearches} distinct searches that are on), seeded in ${Math.round(result.seedMs / 1000)} s`,
        `  matching per job: p50 ${ms(result.matching.perJobP50Ms)}, p95 ${ms(result.matching.perJobP95Ms)}, max ${ms(result.matching.perJobMaxMs)}; ${PUBLISHED_JOBS} jobs one by one ${ms(result.matching.perJobTotalMs)}; as one batch ${ms(result.matching.batchTotalMs)} → ${result.matching.deliveries.toLocaleString("en-US")} deliveries`,
        `  dispatch: instant ${result.instantDispatch.messages.toLocaleString("en-US")} messages in ${ms(result.instantDispatch.ms)}; daily digest ${result.dailyDigest.messages.toLocaleString("en-US")} in ${ms(result.dailyDigest.ms)}`,
        `  e-mail → outbox: ${result.email.perSecond}/s (${result.email.sent} in ${result.email.seconds} s, ${result.email.pending} left when measuring stopped)`,
        `  Telegram → fake Bot API: ${result.telegram.perSecond}/s (${result.telegram.sent} in ${result.telegram.seconds} s, ${result.telegram.rateLimited429} × 429 waited out, ${result.telegram.pending} left)`,
      ].join("\n"),
    );
  }
}

export async function writeAlertsResults(results: AlertsBenchResult & { startedAt: string }): Promise<string> {
  const directory = path.join(import.meta.dirname, "results");
  await mkdir(directory, { recursive: true });
  const file = path.join(directory, `alerts-${results.startedAt.replace(/[:.]/g, "-")}.json`);
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
