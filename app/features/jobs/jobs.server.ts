import { and, asc, count, desc, eq, getTableColumns, like, ne, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { escapeLike } from "~/adapters/db/escape-like";
import { jobs, type JobRow } from "~/adapters/db/schema";
import { JOBS_PAGE_SIZE, LIMITS, RENDER_CACHE } from "~/config/constants";
import { SharedReads } from "~/server/shared-reads";
import { onSiteChange } from "~/server/site-changes";
import type { JobDetail, JobFilterOptions, JobFilters, JobSummary } from "./job";
import { normalizeSearchText } from "./search-text";

const EXCERPT_LENGTH = 280;
/** Other instances learn of an import only when their kept similar-job lists expire. */
const SIMILAR_JOBS_TTL_MS = 5 * 60_000;

const plainSummaryColumns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  location: jobs.location,
  type: jobs.type,
  postDate: jobs.postDate,
  isEnglish: jobs.isEnglish,
  isRemote: jobs.isRemote,
};
const excerptOf = (description: SQLWrapper) => sql<string>`left(${description}, ${EXCERPT_LENGTH})`;
const summaryColumns = { ...plainSummaryColumns, excerpt: excerptOf(jobs.description).as("excerpt") };

/**
 * Newest first, in the exact order of the job_open_* indexes (post_date DESC NULLS LAST, id).
 * Plain `desc` means NULLS FIRST, which no index gives, so PostgreSQL sorted every open job for
 * each page: ~1 s on PGlite at 100 000 jobs. post_date is NOT NULL, so the order is the same.
 */
const newestFirst = (postDate: SQLWrapper, id: SQLWrapper) => [sql`${postDate} desc nulls last`, asc(id)];

/**
 * A text search first reads up to this many of the newest open jobs (that pass the filters) per
 * page shown; see findJobs. A word in more than ~2 % of the jobs fills the page from these; a rarer
 * one goes on to the trigram index, which then recheck-reads under ~2 % of the jobs. Either way a
 * search reads at most a few thousand rows at 100 000 jobs.
 */
const NEWEST_SCAN_ROWS_PER_PAGE = 1000;

type SummaryRow = Omit<JobSummary, "postDate"> & { postDate: Date | string };

function toSummary(row: SummaryRow): JobSummary {
  return { ...row, postDate: new Date(row.postDate).toISOString() };
}

/** Open jobs passing the location and type filters (B-tree indexed, each with the newest-first order). */
function openJobsFiltered(filters: JobFilters): SQL | undefined {
  return and(eq(jobs.isOpen, true), filters.location ? eq(jobs.location, filters.location) : undefined, filters.type ? eq(jobs.type, filters.type) : undefined);
}

/** The substring match the trigram index can answer (LIKE). */
function containing(searchText: Parameters<typeof like>[0], query: string): SQL {
  return like(searchText, `%${escapeLike(query)}%`);
}

/**
 * The same match for rows read anyway, where no index helps: `strpos` compares bytes, where LIKE
 * steps through UTF-8 characters. Reading the 1 000 newest jobs for a rare word took 14–27 ms with
 * LIKE and 9–12 ms with strpos at 100 000 jobs (EXPLAIN ANALYZE on PostgreSQL); most of what is left
 * is fetching the rows.
 */
function containingScanned(searchText: SQLWrapper, query: string): SQL {
  return sql`strpos(${searchText}, ${query}) > 0`;
}

/**
 * The home page's search as one predicate over a job and a search whose parts may be columns (a saved search's, issue
 * 17) or values: an open job, of the location and type when they are set, whose search text contains the normalised
 * query (strpos of '' is 1: an empty query matches every job). findJobs asks exactly this, in the two forms the indexes
 * need; a saved search's alerts use this one, so an alert never lists a job the page would not show for its filters.
 */
export function jobMatchesSearch(search: { queryKey: SQLWrapper | string; location: SQLWrapper | string; type: SQLWrapper | string }): SQL {
  return sql`(${jobs.isOpen}
    and (${search.location} = '' or ${jobs.location} = ${search.location})
    and (${search.type} = '' or ${jobs.type} = ${search.type})
    and strpos(${jobs.searchText}, ${search.queryKey}) > 0)`;
}

interface JobsStatement {
  name: string;
  query: PromiseLike<SummaryRow[]> & { toSQL(): { sql: string; params: unknown[] } };
}

/**
 * What findJobs runs, in order, each asking for one row more than the pages show: the list, or
 * for a text search the newest jobs first, then the trigram-indexed search. Exported for the
 * benchmark, which EXPLAINs them (bench/jobs-search.ts, through a spread knip cannot follow).
 * @public
 */
export function findJobsStatements(db: Database, filters: JobFilters, pages = 1): JobsStatement[] {
  const limit = JOBS_PAGE_SIZE * pages + 1;
  const query = normalizeSearchText(filters.q);
  const everywhere = db
    .select(summaryColumns)
    .from(jobs)
    .where(and(openJobsFiltered(filters), query ? containing(jobs.searchText, query) : undefined))
    .orderBy(...newestFirst(jobs.postDate, jobs.id))
    .limit(limit);
  if (!query) return [{ name: "list", query: everywhere }];
  // The LIMIT keeps PostgreSQL from pushing the match into the subquery: it walks the newest-first
  // index and stops at the first `limit` matches, whatever its statistics say. The excerpt is cut in
  // the outer query, for the matches only: cut for every row read, it took as long as reading them.
  const newest = db
    .select({ ...plainSummaryColumns, description: jobs.description, searchText: jobs.searchText })
    .from(jobs)
    .where(openJobsFiltered(filters))
    .orderBy(...newestFirst(jobs.postDate, jobs.id))
    .limit(NEWEST_SCAN_ROWS_PER_PAGE * pages)
    .as("newest");
  const amongNewest = db
    .select({
      id: newest.id,
      title: newest.title,
      company: newest.company,
      location: newest.location,
      type: newest.type,
      excerpt: excerptOf(newest.description),
      postDate: newest.postDate,
      isEnglish: newest.isEnglish,
      isRemote: newest.isRemote,
    })
    .from(newest)
    .where(containingScanned(newest.searchText, query))
    .orderBy(...newestFirst(newest.postDate, newest.id))
    .limit(limit);
  return [
    { name: `among the ${NEWEST_SCAN_ROWS_PER_PAGE * pages} newest`, query: amongNewest },
    { name: "everywhere, when the newest hold too few (trigram index)", query: everywhere },
  ];
}

/**
 * Open jobs, newest first, matching the search (substring of title, company or description,
 * case-insensitive) and the filters. One page more is asked for than shown, to know whether
 * there is more.
 *
 * A text search is answered in up to two steps that stay fast whatever the planner knows (PGlite
 * never gathers statistics: it has no autovacuum). A common word fills the page from the newest
 * jobs after reading a few dozen rows; when the newest jobs hold too few matches, the rest are
 * found through the trigram index, which is quick exactly when the word is rare. Matches found
 * among the newest jobs are the first matches overall, so the result is the same either way.
 */
export async function findJobs(db: Database, filters: JobFilters, pages = 1): Promise<{ jobs: JobSummary[]; hasMore: boolean }> {
  const shown = JOBS_PAGE_SIZE * pages;
  let rows: SummaryRow[] = [];
  for (const statement of findJobsStatements(db, filters, pages)) {
    rows = await statement.query;
    if (rows.length > shown) break;
  }
  return { jobs: rows.slice(0, shown).map(toSummary), hasMore: rows.length > shown };
}

const filterOptions = new SharedReads<JobFilterOptions>({ ttlMs: 30_000, maxEntries: 1 });

/** Filter options from the open jobs, non-empty and sorted (spec 2 "Home"); read at most every 30 s. */
export function getJobFilterOptions(db: Database): Promise<JobFilterOptions> {
  return filterOptions.get("open", () => readJobFilterOptions(db));
}

const jobLists = new SharedReads<{ jobs: JobSummary[]; hasMore: boolean }>({ ttlMs: RENDER_CACHE.ttlMs, maxEntries: 500 });

/**
 * findJobs, shared by every visitor asking for the same list for as long as an anonymous page is
 * cached (docs/decisions/005-render-cache.md): a signed-in render, which the render cache cannot
 * serve, reads a list from the database at most that often. An import forgets them.
 */
export function getJobList(db: Database, filters: JobFilters, pages: number): Promise<{ jobs: JobSummary[]; hasMore: boolean }> {
  const key = JSON.stringify([normalizeSearchText(filters.q), filters.location, filters.type, pages]);
  return jobLists.get(key, () => findJobs(db, filters, pages));
}

const similarJobs = new SharedReads<JobSummary[]>({ ttlMs: SIMILAR_JOBS_TTL_MS, maxEntries: 5_000 });

/**
 * findSimilarJobs, kept per job between imports: only an import changes which jobs are open, and
 * the scoring reads a thousand rows (~30 ms of database time at 100 000 jobs).
 */
export function getSimilarJobs(db: Database, job: Pick<JobDetail, "id" | "title" | "type" | "location">): Promise<JobSummary[]> {
  return similarJobs.get(job.id, () => findSimilarJobs(db, job));
}

/** After an import, on any instance: the next page shows what it wrote. */
export function forgetJobReads(): void {
  filterOptions.clear();
  jobLists.clear();
  similarJobs.clear();
}
onSiteChange((change) => {
  if (change === "jobs") forgetJobReads();
});

async function readJobFilterOptions(db: Database): Promise<JobFilterOptions> {
  const [locations, types] = [await distinctOpen(db, jobs.location), await distinctOpen(db, jobs.type)];
  return { locations, types };
}

/**
 * The distinct non-empty values of an indexed column among open jobs, by skipping through its
 * (is_open, column, …) index: one index probe per value (a few dozen), where SELECT DISTINCT
 * read every open job (0.3–0.4 s at 100 000 jobs).
 */
async function distinctOpen(db: Database, column: typeof jobs.location | typeof jobs.type): Promise<string[]> {
  const next = (after: SQL) => sql`(select ${column} from ${jobs} where ${jobs.isOpen} and ${column} > ${after} order by ${column} limit 1)`;
  const result = await db.execute<{ value: string }>(sql`
    with recursive found(value) as (
      select ${next(sql`''`)}
      union all
      select ${next(sql`found.value`)} from found where found.value is not null
    )
    select value from found where value is not null`);
  return result.rows.map((row) => row.value).sort((a, b) => a.localeCompare(b, "ru"));
}

function toDetail(row: JobRow): JobDetail {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    companyLink: row.companyLink,
    location: row.location,
    type: row.type,
    description: row.description,
    responsibilities: row.responsibilities,
    requirements: row.requirements,
    conditions: row.conditions,
    postDate: row.postDate.toISOString(),
    isEnglish: row.isEnglish,
    isRemote: row.isRemote,
    isOpen: row.isOpen,
    validThrough: row.validThrough?.toISOString() ?? null,
    apply: { website: row.applyWebsite, email: row.applyEmail, form: row.applyForm, telegram: row.applyTelegram, hh: row.applyHh },
  };
}

/** A job by id, open or closed: people who saved a job can still read it after it closed. */
export async function getJob(db: Database, id: string): Promise<JobDetail | null> {
  const [row] = await db.select(getTableColumns(jobs)).from(jobs).where(eq(jobs.id, id)).limit(1);
  return row ? toDetail(row) : null;
}

/** How many of the newest open jobs are scored for similarity, so a job page stays fast at 100 000 jobs. */
const SIMILAR_CANDIDATES = 1000;

/**
 * The most similar other open jobs among the newest ones: same type and location count most,
 * then how alike the titles are (trigram word similarity), then freshness. Never the job itself.
 * Titles name the role; comparing whole descriptions cost ~200 ms of database time per page at
 * 100 000 jobs, against ~15 ms for the titles (the stored search text begins with the title).
 */
export async function findSimilarJobs(db: Database, job: Pick<JobDetail, "id" | "title" | "type" | "location">): Promise<JobSummary[]> {
  const title = normalizeSearchText(job.title);
  const candidates = db
    .select({ ...plainSummaryColumns, description: jobs.description, searchText: jobs.searchText })
    .from(jobs)
    .where(and(eq(jobs.isOpen, true), ne(jobs.id, job.id)))
    .orderBy(...newestFirst(jobs.postDate, jobs.id))
    .limit(SIMILAR_CANDIDATES)
    .as("candidates");
  const score = sql<number>`(case when ${candidates.type} = ${job.type} then 1 else 0 end)
    + (case when ${candidates.location} = ${job.location} then 1 else 0 end)
    + 2 * word_similarity(${title}, left(${candidates.searchText}, char_length(${candidates.title})))`;
  const rows = await db
    .select({
      id: candidates.id,
      title: candidates.title,
      company: candidates.company,
      location: candidates.location,
      type: candidates.type,
      excerpt: excerptOf(candidates.description),
      postDate: candidates.postDate,
      isEnglish: candidates.isEnglish,
      isRemote: candidates.isRemote,
    })
    .from(candidates)
    .orderBy(desc(score), desc(candidates.postDate))
    .limit(LIMITS.similarJobs);
  return rows.map(toSummary);
}

/** Open jobs' ids and dates, newest first, a slice at a time for the sitemap files. */
export async function findOpenJobIds(db: Database, { offset, limit }: { offset: number; limit: number }): Promise<Array<{ id: string; postDate: string }>> {
  const rows = await db
    .select({ id: jobs.id, postDate: jobs.postDate })
    .from(jobs)
    .where(eq(jobs.isOpen, true))
    .orderBy(...newestFirst(jobs.postDate, jobs.id))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => ({ id: row.id, postDate: row.postDate.toISOString() }));
}

export async function countOpenJobs(db: Database): Promise<number> {
  const [row] = await db.select({ count: count() }).from(jobs).where(eq(jobs.isOpen, true));
  return row?.count ?? 0;
}
