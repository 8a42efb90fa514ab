import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/adapters/db/client.server";
import { CONSOLE_PAGE_SIZES } from "~/config/constants";
import { withAppEnvironment } from "../support/app-modules";
import { databaseKinds } from "../support/databases";

/**
 * The console's lists page as their links do (docs/decisions/022, "The console's lists"): the URL's `after` — the
 * cursor the page before wrote — starts the next page after its last row, even where rows share a millisecond (the
 * position keeps the database's microseconds); the jobs list and the submissions queue, whose paging no other test walks.
 */
describe.each(databaseKinds)("the console's lists on $name", (kind) => {
  let environment: Awaited<ReturnType<typeof withAppEnvironment>>;
  let db: Database;

  beforeAll(async () => {
    environment = await withAppEnvironment(kind);
    db = await (await import("~/adapters/db/database.server")).getDb();
  });

  afterAll(() => environment.close());

  /** Every page of a list from its first, following each page's cursor as its "next" link would. */
  async function walk<Row>(list: (search: URLSearchParams) => Promise<{ rows: Row[]; next: string | null }>, filters: Record<string, string>) {
    const pages: Row[][] = [];
    let next: string | null = null;
    do {
      const page = await list(new URLSearchParams({ ...filters, ...(next !== null && { after: next }) }));
      pages.push(page.rows);
      next = page.next;
    } while (next !== null);
    return pages;
  }

  it("pages every job once, newest first, ties by id, three rows to a microsecond apart", async () => {
    const { listConsoleJobs } = await import("~/features/jobs/index.server");
    const { parseConsoleJobQuery } = await import("~/features/console/jobs/console-jobs-query");
    const total = CONSOLE_PAGE_SIZES.jobs + 3;
    // Pairs share an instant; within a millisecond the instants are a microsecond apart.
    await db.execute(sql`
      insert into job (id, title, company, location, type, post_date, search_text, source)
      select 'paged-' || lpad(i::text, 3, '0'), 'Звукорежиссёр', 'Студия', 'Москва', 'Полная занятость',
        timestamptz '2026-11-01 12:00:00.000000+00' + (i / 2) * interval '1 microsecond', 'звукорежиссёр', 'console'
      from generate_series(0, ${total - 1}) as i`);
    const pages = await walk((search) => listConsoleJobs(db, parseConsoleJobQuery(search)), { source: "console" });
    expect(pages.map((page) => page.length)).toEqual([CONSOLE_PAGE_SIZES.jobs, 3]);
    const ids = pages.flat().map((row) => row.id);
    const expected = Array.from({ length: total }, (_, i) => ({ id: `paged-${String(i).padStart(3, "0")}`, at: Math.floor(i / 2) }))
      .sort((a, b) => b.at - a.at || a.id.localeCompare(b.id))
      .map((row) => row.id);
    expect(ids).toEqual(expected);
  });

  it("pages the submissions of a status: pending oldest first, the decided newest first, each once", async () => {
    const { listSubmissions } = await import("~/features/console/submissions/submission-moderation.server");
    const { parseSubmissionQuery } = await import("~/features/console/submissions/submission-moderation.schema");
    const total = CONSOLE_PAGE_SIZES.submissions + 3;
    await db.execute(sql`
      insert into job_submission (id, title, company, location, type, contact_email, language, client_ip, status, decline_reason, created_at, decided_at)
      select 's-' || lpad(i::text, 3, '0'), 'Вакансия ' || i, 'Студия', 'Москва', '', 'boss@example.com', 'ru', '10.0.0.1',
        case when i % 2 = 0 then 'pending' else 'declined' end, case when i % 2 = 0 then '' else 'Не по теме' end,
        timestamptz '2026-11-01 12:00:00.000000+00' + (i / 4) * interval '1 microsecond', case when i % 2 = 0 then null else now() end
      from generate_series(0, ${2 * total - 1}) as i`);
    const list = (search: URLSearchParams) => listSubmissions(db, parseSubmissionQuery(search));
    const byTime = (status: "pending" | "declined") =>
      Array.from({ length: 2 * total }, (_, i) => ({ id: `s-${String(i).padStart(3, "0")}`, at: Math.floor(i / 4), pending: i % 2 === 0 }))
        .filter((row) => row.pending === (status === "pending"))
        .sort((a, b) => a.at - b.at || a.id.localeCompare(b.id))
        .map((row) => row.id);
    const pending = await walk(list, { status: "pending" });
    expect(pending.map((page) => page.length)).toEqual([CONSOLE_PAGE_SIZES.submissions, 3]);
    expect(pending.flat().map((row) => row.id)).toEqual(byTime("pending"));
    const declined = await walk(list, { status: "declined" });
    expect(declined.flat().map((row) => row.id)).toEqual(byTime("declined").reverse());
    // A cursor another list wrote, or none it could have written, is ignored: the first page.
    const first = await list(new URLSearchParams({ status: "pending" }));
    expect((await list(new URLSearchParams({ status: "pending", after: "x;drop" }))).rows).toEqual(first.rows);
  });
});
