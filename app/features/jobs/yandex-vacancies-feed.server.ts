import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { jobs } from "~/adapters/db/schema";
import {
  FEED_TAIL,
  feedHead,
  planFeedFiles,
  setId,
  offerXml,
  yandexFeedPath,
  YANDEX_FEED_LIMITS,
  type FeedJob,
  type FeedPlanRow,
  type YandexFeedLimits,
} from "./yandex-vacancies-feed";

/** Rows read per query while a file streams: a file never holds more than this many jobs in memory. */
const YANDEX_FEED_SLICE = 500;

// Feed order: oldest first, the open-jobs index (is_open, post_date desc, id) read backwards. With most rows open the
// planner may still prefer a scan and a top-N sort per slice (EXPLAIN at 20 000 jobs): fine at a few ms per slice.
const feedOrder = [sql`${jobs.postDate} asc`, sql`${jobs.id} desc`];
// translate() drops the five characters: cheaper than a regular expression over every open job's text.
const specials = (text: ReturnType<typeof sql>) => sql`(length(${text}) - length(translate(${text}, '&<>"''', '')))`;

/**
 * The sizes of every open job, in feed order, that planFeedFiles splits into files: small numbers and the location per
 * job, never their text.
 */
export async function readFeedPlan(db: Database): Promise<FeedPlanRow[]> {
  const allText = sql`concat(${jobs.id}, ${jobs.title}, ${jobs.company}, ${jobs.companyLink}, ${jobs.location}, ${jobs.type}, ${jobs.description},
    array_to_string(${jobs.responsibilities}, ''), array_to_string(${jobs.requirements}, ''), array_to_string(${jobs.conditions}, ''))`;
  const rows = await db
    .select({
      location: jobs.location,
      isEnglish: jobs.isEnglish,
      textBytes: sql<number>`octet_length(${allText})::int`,
      specials: sql<number>`${specials(allText)}::int`,
      idBytes: sql<number>`octet_length(${jobs.id})::int`,
      titleBytes: sql<number>`(octet_length(${jobs.title}) + 5 * ${specials(sql`${jobs.title}`)})::int`,
      locationBytes: sql<number>`octet_length(${jobs.location})::int`,
      listItems: sql<number>`(cardinality(${jobs.responsibilities}) + cardinality(${jobs.requirements}) + cardinality(${jobs.conditions}))::int`,
    })
    .from(jobs)
    .where(eq(jobs.isOpen, true))
    .orderBy(...feedOrder);
  return rows.map((row) => ({ ...row, textBytes: Number(row.textBytes), specials: Number(row.specials) }));
}

interface Slice {
  jobs: FeedJob[];
  /** The last row's post_date as PostgreSQL prints it (microseconds kept) and id: where the next slice starts. */
  after: { postDate: string; id: string } | null;
}

async function readSlice(db: Database, { offset, after, limit }: { offset: number; after: Slice["after"]; limit: number }): Promise<Slice> {
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      company: jobs.company,
      companyLink: jobs.companyLink,
      location: jobs.location,
      type: jobs.type,
      description: jobs.description,
      responsibilities: jobs.responsibilities,
      requirements: jobs.requirements,
      conditions: jobs.conditions,
      postDate: jobs.postDate,
      cursor: sql<string>`${jobs.postDate}::text`,
      isEnglish: jobs.isEnglish,
      isRemote: jobs.isRemote,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.isOpen, true),
        after
          ? // The `>=` is a range an index scan can start at; the rest drops the rows up to the cursor on the same post_date.
            sql`${jobs.postDate} >= ${after.postDate}::timestamptz and (${jobs.postDate} > ${after.postDate}::timestamptz or ${jobs.id} < ${after.id})`
          : undefined,
      ),
    )
    .orderBy(...feedOrder)
    .offset(after ? 0 : offset)
    .limit(limit);
  const last = rows.at(-1);
  return {
    jobs: rows.map(({ cursor: _cursor, postDate, ...job }) => ({ ...job, postDate: postDate.toISOString() })),
    after: last ? { postDate: last.cursor, id: last.id } : null,
  };
}

export interface YandexFeedFile {
  /** How many files the feed has now. */
  files: number;
  body: ReadableStream<Uint8Array>;
}

/**
 * File `file` (from 1) of the feed, or null when the feed has fewer files. The plan is read first; the file's jobs
 * are then read and written YANDEX_FEED_SLICE at a time as the response is consumed, each slice after the previous
 * one's last row, so no query skips more than the file's offset once.
 */
export async function yandexFeedFile(
  db: Database,
  {
    origin,
    file,
    limits = YANDEX_FEED_LIMITS,
    now = new Date(),
    slice = YANDEX_FEED_SLICE,
  }: { origin: string; file: number; limits?: YandexFeedLimits; now?: Date; slice?: number },
): Promise<YandexFeedFile | null> {
  const plan = planFeedFiles(await readFeedPlan(db), limits);
  const part = plan[file - 1];
  if (!part) return null;
  const otherFiles = file === 1 ? plan.slice(1).map((_, index) => origin + yandexFeedPath(index + 2)) : [];
  const declaredSets = new Set(part.sets.map(setId));
  const encoder = new TextEncoder();
  let remaining = part.count;
  let after: Slice["after"] = null;
  let started = false;
  let finished = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(feedHead(origin, { generatedAt: now, sets: part.sets, otherFiles })));
        return;
      }
      if (finished) return;
      const read = remaining > 0 ? await readSlice(db, { offset: part.offset, after, limit: Math.min(slice, remaining) }) : { jobs: [], after: null };
      remaining -= read.jobs.length;
      after = read.after ?? after;
      const text = read.jobs.map((job) => offerXml(origin, job, declaredSets)).join("");
      // Fewer rows than asked: jobs closed since the plan was read; the file simply ends early.
      if (read.jobs.length === 0 || remaining <= 0) {
        finished = true;
        controller.enqueue(encoder.encode(text + FEED_TAIL));
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(text));
    },
  });
  return { files: plan.length, body };
}
