// The console part of `npm run bench` (issue 16: "tables that can grow page on the server and stay fast at 100 000
// rows"): seeds BENCH_CONSOLE_ROWS (100 000) users (each with a profile: a tenth Pro, half of those waiting for
// moderation, the Basic ones never approved), payments, jobs, reviews (a hundredth reported, a fiftieth hidden) and audit rows into PGlite and PostgreSQL with
// set-based INSERTs, then times each console list query through the app's own functions — the first page, a page
// deep in the list (keyset), and each filter — with the p95 held to the search target (database-results.ts).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { prepareDatabases } from "./bench-databases.ts";
import { collectGarbage } from "./collect-garbage.ts";
import { QUERY_P95_MS_MAX, type DatabaseKind, type QueryTiming } from "./database-results.ts";
import { printHeading } from "./report.ts";
import { printQueryTable } from "./query-report.ts";
import { figuresOf, MEASURED_RUNS, timeRuns, WARMUP_RUNS } from "./query-timing.ts";
import { seedDatabases, withDatabase } from "./seed-databases.ts";

export const DEFAULT_CONSOLE_ROWS = 100_000;

/** App modules, loaded once the `~/` resolver is registered (static imports would resolve before it). */
async function loadApp() {
  process.env.LOG_LEVEL ??= "warn";
  await import("../scripts/app-imports.ts");
  const [client, template, auditLog, auditQuery, jobs, jobQuery, usersList, usersQuery, paymentsList, paymentsQuery] = await Promise.all([
    import("~/adapters/db/client.server"),
    import("~/adapters/db/template"),
    import("~/features/console/audit-log.server"),
    import("~/features/console/audit-log-query"),
    import("~/features/jobs/index.server"),
    import("~/features/console/jobs/console-jobs-query"),
    import("~/features/console/users/users-list.server"),
    import("~/features/console/users/users-query"),
    import("~/features/console/payments/payments-list.server"),
    import("~/features/console/payments/payments-query"),
  ]);
  const [profiles, profileQuery, reviews, reviewQuery, cursor] = await Promise.all([
    import("~/features/console/profiles/profile-moderation.server"),
    import("~/features/console/profiles/profile-moderation.schema"),
    import("~/features/console/reviews/review-moderation.server"),
    import("~/features/console/reviews/review-moderation.schema"),
    import("~/server/keyset-cursor"),
  ]);
  return {
    ...client,
    ...template,
    ...auditLog,
    ...auditQuery,
    ...jobs,
    ...jobQuery,
    ...usersList,
    ...usersQuery,
    ...paymentsList,
    ...paymentsQuery,
    ...profiles,
    ...profileQuery,
    ...reviews,
    ...reviewQuery,
    ...cursor,
  };
}
type App = Awaited<ReturnType<typeof loadApp>>;

/** One list as the console asks for it: `run` gets the database and returns the rows shown and whether there is more. */
interface ConsoleCase {
  name: string;
  detail: string;
  run: (db: Database) => Promise<{ rows: number; hasMore: boolean }>;
}

/** Rows of every table the console pages, made by the database itself (generate_series): seconds, not minutes. */
async function seed(db: Database, rows: number): Promise<void> {
  const n = sql.raw(String(rows));
  await db.execute(sql`
    insert into "user" (id, name, email, banned, created_at, updated_at)
    select 'bench-u' || i, 'Имя' || i || ' Фамилия' || (i % 977), 'user' || i || '@bench.test', i % 200 = 0, now() - i * interval '1 minute', now()
    from generate_series(1, ${n}) as i`);
  await db.execute(sql`
    insert into payment (id, provider, idempotence_key, user_id, plan, amount_kopecks, currency, status, return_url, created_at, updated_at, paid_at)
    select 'bench-p' || i, 'sandbox', 'bench-k' || i, 'bench-u' || (1 + i % ${n}), case when i % 3 = 0 then 'yearly' else 'monthly' end,
      case when i % 3 = 0 then 990000 else 99000 end, 'RUB', case when i % 5 = 0 then 'canceled' else 'succeeded' end, '/',
      now() - i * interval '5 minutes', now(), case when i % 5 = 0 then null else now() - i * interval '5 minutes' end
    from generate_series(1, ${n}) as i`);
  await db.execute(sql`
    insert into job (id, title, company, location, type, post_date, search_text, source, is_open)
    select 'bench-j' || i, 'Звукорежиссёр ' || i, 'Студия ' || (i % 500), case when i % 4 = 0 then 'Москва' else 'Удалённо' end, 'Полная занятость',
      now() - i * interval '10 minutes', lower('звукорежиссер ' || i || ' студия ' || (i % 500)),
      case i % 20 when 0 then 'console' when 1 then 'demo' else 'sheet' end, i % 7 <> 0
    from generate_series(1, ${n}) as i`);
  // Moderation: every user has a profile, as sign-in makes one; a tenth are Pro (listed), half of those approved, the
  // rest never (the queue), Basic ones never (as in use: nobody approves a profile nobody lists), and a thousandth
  // hidden and edited since. Reviews: each of m specialists reviewed by distinct reviewers (unique pairs).
  await db.execute(sql`
    insert into specialist_profile (user_id, name, account_type, content_version, content_changed_at, approved_version, hidden_at, hidden_version)
    select 'bench-u' || i, 'Имя' || i, case when i % 10 = 0 then 'Pro' else 'Basic' end, case when i % 1000 = 0 then 2 else 1 end,
      now() - i * interval '1 minute', case when i % 10 = 0 and i % 20 <> 0 then 1 end,
      case when i % 1000 = 0 then now() end, case when i % 1000 = 0 then 1 end
    from generate_series(1, ${n}) as i`);
  const m = sql.raw(String(Math.max(1, Math.min(5000, Math.floor(rows / 2)))));
  await db.execute(sql`
    insert into review (id, specialist_id, reviewer_id, rating, title, content, created_at, hidden_at, hidden_reason)
    select 'bench-r' || i, 'bench-u' || (1 + i % ${m}), 'bench-u' || (${m} + 1 + i / ${m}), 1 + i % 5, 'Отзыв ' || i, 'Текст',
      now() - i * interval '2 minutes', case when i % 50 = 0 then now() end, case when i % 50 = 0 then 'spam' else '' end
    from generate_series(1, ${n}) as i`);
  await db.execute(sql`
    insert into review_report (review_id, reporter_id, reason)
    select 'bench-r' || i, 'bench-u' || ${n}, 'Оскорбления' from generate_series(1, ${n}) as i where i % 100 = 0`);
  await db.execute(sql`
    insert into audit_log (at, actor_id, actor_label, action, target_type, target_id, reason)
    select now() - (${n} - i) * interval '1 minute', null, case when i % 3 = 0 then 'admin@bench.test' else 'moderator@bench.test' end,
      case i % 4 when 0 then 'user.role' when 1 then 'profile.hide' when 2 then 'review.hide' else 'job.update' end,
      'user', 'bench-u' || (1 + i % 5000), ''
    from generate_series(1, ${n}) as i`);
}

function consoleCases(app: App, rows: number): ConsoleCase[] {
  /** The cursor of a "next" link that starts after this row of a list ordered by (time, id), as the list writes it. */
  const after = async (db: Database, table: string, column: string, id: string) => {
    const [row] = await db
      .execute<{ at: string }>(sql`select ${sql.identifier(column)}::text as at from ${sql.identifier(table)} where id = ${id}`)
      .then((result) => result.rows);
    return `after=${app.encodeCursor([row?.at ?? "", id])}`;
  };
  const audit = (search: string) => async (db: Database) => {
    const page = await app.listAuditLog(db, app.parseAuditQuery(new URLSearchParams(search)));
    return { rows: page.rows.length, hasMore: page.next !== null };
  };
  // The console's job list: its deep page starts after the middle job, whose date the seed set relative to its now().
  const jobs =
    (search: string, fromMiddle = false) =>
    async (db: Database) => {
      const middle = fromMiddle ? await after(db, "job", "post_date", `bench-j${Math.floor(rows / 2)}`) : "";
      const page = await app.listConsoleJobs(db, app.parseConsoleJobQuery(new URLSearchParams(`${search}&${middle}`)));
      return { rows: page.rows.length, hasMore: page.next !== null };
    };
  // The console's users list: its deep page starts below the middle account, as the "next" link would.
  const users =
    (search: string, fromMiddle = false) =>
    async (db: Database) => {
      const middle = fromMiddle ? await after(db, "user", "created_at", `bench-u${Math.floor(rows / 2)}`) : "";
      const page = await app.listUsers(db, app.parseUsersQuery(new URLSearchParams(`${search}&${middle}`)));
      return { rows: page.rows.length, hasMore: page.next !== null };
    };
  const payments = (search: string, fromId?: string) => async (db: Database) => {
    const from = fromId ? await after(db, "payment", "created_at", fromId) : "";
    const page = await app.listPayments(db, app.parsePaymentsQuery(new URLSearchParams(`${search}&${from}`)));
    return { rows: page.rows.length, hasMore: page.next !== null };
  };
  const reviews = (search: string) => async (db: Database) => {
    const page = await app.listModeratedReviews(db, app.parseReviewQuery(new URLSearchParams(search)));
    return { rows: page.rows.length, hasMore: page.next !== null };
  };
  const profileQueue = (cursor: string | null) => (db: Database) =>
    app.listProfileQueue(db, app.parseProfileQueueQuery(new URLSearchParams(cursor ? { after: cursor } : {})));
  const middleReview = `bench-r${Math.floor(rows / 2)}`;
  return [
    { name: "users: first page", detail: "newest first, no filter", run: users("") },
    { name: "users: deep page", detail: `after the ${Math.floor(rows / 2)}th account`, run: users("", true) },
    { name: "users: banned", detail: "banned=yes", run: users("banned=yes") },
    { name: "users: e-mail", detail: `q=user${rows - 3}@`, run: users(`q=user${rows - 3}@`) },
    { name: "users: name part", detail: "q=фамилия42", run: users("q=фамилия42") },
    { name: "users: everyone matches", detail: "q=bench.test", run: users("q=bench.test") },
    { name: "users: two letters", detail: "q=zq (a prefix: no trigram)", run: users("q=zq") },
    {
      name: "profiles: queue",
      detail: "oldest first, first page",
      run: async (db) => ((page) => ({ rows: page.rows.length, hasMore: page.next !== null }))(await profileQueue(null)(db)),
    },
    {
      name: "profiles: queue page 2",
      detail: "after the first page's cursor",
      run: async (db) => {
        const first = await profileQueue(null)(db);
        const page = await profileQueue(first.next)(db);
        return { rows: page.rows.length, hasMore: page.next !== null };
      },
    },
    { name: "profiles: queue count", detail: "the overview's figure", run: async (db) => ({ rows: await app.countProfileQueue(db), hasMore: false }) },
    { name: "reviews: first page", detail: "newest first, no filter", run: reviews("") },
    {
      name: "reviews: deep page",
      detail: `after ${middleReview}`,
      run: async (db) => reviews(await after(db, "review", "created_at", middleReview))(db),
    },
    { name: "reviews: reported", detail: "state=reported", run: reviews("state=reported") },
    { name: "reviews: hidden", detail: "state=hidden", run: reviews("state=hidden") },
    { name: "reviews: by specialist", detail: "specialist=user42@bench.test", run: reviews("specialist=user42@bench.test") },
    { name: "reviews: reported count", detail: "the overview's figure", run: async (db) => ({ rows: await app.countReportedReviews(db), hasMore: false }) },
    { name: "jobs: first page", detail: "newest first, no filter", run: jobs("") },
    { name: "jobs: deep page", detail: `after the ${Math.floor(rows / 2)}th job`, run: jobs("", true) },
    { name: "jobs: closed", detail: "status=closed", run: jobs("status=closed") },
    { name: "jobs: by source", detail: "source=console", run: jobs("source=console") },
    { name: "jobs: common word", detail: "q=студия 42", run: jobs("q=студия 42") },
    { name: "jobs: rare word", detail: `q=звукорежиссёр ${rows - 3}`, run: jobs(`q=звукорежиссёр ${rows - 3}`) },
    { name: "jobs: word + filters", detail: "q=студия 7&status=open&source=console", run: jobs("q=студия 7&status=open&source=console") },
    { name: "audit: first page", detail: "newest first, no filter", run: audit("") },
    { name: "audit: deep page", detail: `below id ${Math.floor(rows / 2)}`, run: audit(`after=${app.encodeCursor([Math.floor(rows / 2)])}`) },
    { name: "audit: by actor", detail: "actor=admin@bench.test", run: audit("actor=admin@bench.test") },
    { name: "audit: by target", detail: "target=bench-u42", run: audit("target=bench-u42") },
    { name: "audit: by action", detail: "action=review.hide", run: audit("action=review.hide") },
    { name: "payments: first page", detail: "newest first, no filter", run: payments("") },
    { name: "payments: deep page", detail: `after bench-p${Math.floor(rows / 2)}`, run: payments("", `bench-p${Math.floor(rows / 2)}`) },
    { name: "payments: by status", detail: "status=canceled", run: payments("status=canceled") },
    { name: "payments: by provider", detail: "provider=sandbox", run: payments("provider=sandbox") },
    {
      name: "payments: status and provider, deep",
      detail: `status=succeeded&provider=sandbox, after bench-p${Math.floor(rows / 2) + 1}`,
      run: payments("status=succeeded&provider=sandbox", `bench-p${Math.floor(rows / 2) + 1}`),
    },
  ];
}

export interface ConsoleBenchResult {
  rows: number;
  databases: Array<{ kind: DatabaseKind; seedMs: number; p95TargetMs: number; queries: QueryTiming[] }>;
  notes: string[];
}

export async function benchConsole(options: {
  projectRoot: string;
  tempDir: string;
  rows: number;
  databaseUrl: string;
  log: (line: string) => void;
}): Promise<ConsoleBenchResult> {
  const { projectRoot, tempDir, rows, databaseUrl, log } = options;
  const app = await loadApp();
  const databases = await prepareDatabases({ projectRoot, tempDir, templateDir: app.DB_TEMPLATE_DIR, databaseUrl, namePrefix: "bench_console", log });
  try {
    const seeded = await seedDatabases(app.openDatabase, databases, (db) => seed(db, rows), { how: `with ${rows} rows per table (set-based inserts)`, log });
    collectGarbage();
    const cases = consoleCases(app, rows);
    const results: ConsoleBenchResult["databases"] = [];
    for (const database of seeded) {
      log(`\nmeasuring console lists on ${database.kind} (${WARMUP_RUNS} warm-up + ${MEASURED_RUNS} runs each)…`);
      const queries = await withDatabase(app.openDatabase, database.target, databases.migrations, async ({ db }) => {
        const timed: QueryTiming[] = [];
        for (const { name, detail, run } of cases) {
          const timing = await timeRuns(() => run(db));
          timed.push({ name, detail, rows: timing.last.rows, hasMore: timing.last.hasMore, ...figuresOf(timing) });
        }
        return timed;
      });
      const p95TargetMs = QUERY_P95_MS_MAX[database.kind];
      printHeading(`Console lists on ${database.kind}: ${rows.toLocaleString("en-US")} rows per table`);
      printQueryTable(queries, [], p95TargetMs);
      results.push({ kind: database.kind, seedMs: database.seedMs, p95TargetMs, queries });
    }
    return { rows, databases: results, notes: databases.notes };
  } finally {
    await databases.drop();
  }
}

/** Writes the figures to bench/results/console-<start>.json (git-ignored, like the other results). */
export async function writeConsoleResults(results: ConsoleBenchResult & { startedAt: string }): Promise<string> {
  const directory = path.join(import.meta.dirname, "results");
  await mkdir(directory, { recursive: true });
  const file = path.join(directory, `console-${results.startedAt.replace(/[:.]/g, "-")}.json`);
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
