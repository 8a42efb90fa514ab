import { and, asc, count, desc, eq, getTableColumns, like, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { jobs, type JobRow } from "~/adapters/db/schema";
import { JOBS_PAGE_SIZE, LIMITS } from "~/config/constants";
import type { JobDetail, JobFilterOptions, JobFilters, JobSummary } from "./job";
import { normalizeSearchText } from "./search-text";

const EXCERPT_LENGTH = 280;

const summaryColumns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  location: jobs.location,
  type: jobs.type,
  excerpt: sql<string>`left(${jobs.description}, ${EXCERPT_LENGTH})`.as("excerpt"),
  postDate: jobs.postDate,
  isEnglish: jobs.isEnglish,
  isRemote: jobs.isRemote,
};

type SummaryRow = Omit<JobSummary, "postDate"> & { postDate: Date | string };

function toSummary(row: SummaryRow): JobSummary {
  return { ...row, postDate: new Date(row.postDate).toISOString() };
}

/** LIKE wildcards typed by the user are searched literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function openJobsMatching(filters: JobFilters): SQL | undefined {
  const query = normalizeSearchText(filters.q);
  return and(
    eq(jobs.isOpen, true),
    query ? like(jobs.searchText, `%${escapeLike(query)}%`) : undefined,
    filters.location ? eq(jobs.location, filters.location) : undefined,
    filters.type ? eq(jobs.type, filters.type) : undefined,
  );
}

/**
 * Open jobs, newest first, matching the search (substring of title, company or description,
 * case-insensitive, served by the trigram index) and the filters. One page more is asked for
 * than shown, to know whether there is more.
 */
export async function findJobs(db: Database, filters: JobFilters, pages = 1): Promise<{ jobs: JobSummary[]; hasMore: boolean }> {
  const limit = JOBS_PAGE_SIZE * pages;
  const rows = await db
    .select(summaryColumns)
    .from(jobs)
    .where(openJobsMatching(filters))
    .orderBy(desc(jobs.postDate), asc(jobs.id))
    .limit(limit + 1);
  return { jobs: rows.slice(0, limit).map(toSummary), hasMore: rows.length > limit };
}

let optionsCache: { options: JobFilterOptions; expiresAt: number } | undefined;
const OPTIONS_TTL_MS = 30_000;

/** Filter options from the open jobs, non-empty and sorted (spec 2 "Home"); kept for 30 s. */
export async function getJobFilterOptions(db: Database, now = Date.now()): Promise<JobFilterOptions> {
  if (optionsCache && optionsCache.expiresAt > now) return optionsCache.options;
  const distinct = async (column: typeof jobs.location | typeof jobs.type) => {
    const rows = await db.selectDistinct({ value: column }).from(jobs).where(and(eq(jobs.isOpen, true), ne(column, "")));
    return rows.map((row) => row.value).sort((a, b) => a.localeCompare(b, "ru"));
  };
  const options = { locations: await distinct(jobs.location), types: await distinct(jobs.type) };
  optionsCache = { options, expiresAt: now + OPTIONS_TTL_MS };
  return options;
}

export function forgetJobFilterOptions(): void {
  optionsCache = undefined;
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
 * then how alike the texts are (trigram word similarity to the title), then freshness. Never the job itself.
 */
export async function findSimilarJobs(db: Database, job: Pick<JobDetail, "id" | "title" | "type" | "location">): Promise<JobSummary[]> {
  const title = normalizeSearchText(job.title);
  const candidates = db
    .select({ ...summaryColumns, searchText: jobs.searchText })
    .from(jobs)
    .where(and(eq(jobs.isOpen, true), ne(jobs.id, job.id)))
    .orderBy(desc(jobs.postDate))
    .limit(SIMILAR_CANDIDATES)
    .as("candidates");
  const score = sql<number>`(case when ${candidates.type} = ${job.type} then 1 else 0 end)
    + (case when ${candidates.location} = ${job.location} then 1 else 0 end)
    + 2 * word_similarity(${title}, ${candidates.searchText})`;
  const rows = await db
    .select({
      id: candidates.id,
      title: candidates.title,
      company: candidates.company,
      location: candidates.location,
      type: candidates.type,
      excerpt: candidates.excerpt,
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
    .orderBy(desc(jobs.postDate), asc(jobs.id))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => ({ id: row.id, postDate: row.postDate.toISOString() }));
}

export async function countOpenJobs(db: Database): Promise<number> {
  const [row] = await db.select({ count: count() }).from(jobs).where(eq(jobs.isOpen, true));
  return row?.count ?? 0;
}
