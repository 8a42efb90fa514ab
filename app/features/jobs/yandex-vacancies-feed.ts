import type { Language } from "~/config/constants";
import { shortHash } from "~/adapters/sheets/sheet-cells";
import { commonText } from "~/i18n/common";
import { jobPageText } from "~/i18n/job-page";
import { localizePath } from "~/i18n/language";
import { jobListSearch } from "./job-filters-url";
import { jobValueText } from "./job-values";
import { escapeXml } from "~/seo/escape-xml";

// The Yandex vacancies feed: YML as Yandex Webmaster documents it for "Вакансии" (docs/decisions/028).

/** Yandex: "Количество элементов offer — 30 000"; a feed with more fails to load, so more jobs go to further files. */
export const YANDEX_FEED_OFFERS_PER_FILE = 30_000;
/** Yandex: "Размер YML-файла — 200 МБ"; 200 000 000 bytes is under both readings of МБ. */
const YANDEX_FEED_MAX_BYTES = 200_000_000;
export interface YandexFeedLimits {
  offersPerFile: number;
  maxBytes: number;
}
export const YANDEX_FEED_LIMITS: YandexFeedLimits = { offersPerFile: YANDEX_FEED_OFFERS_PER_FILE, maxBytes: YANDEX_FEED_MAX_BYTES };

export const YANDEX_FEED_PATH = "/feeds/yandex-vacancies.xml";
/** File 1 is the stable address; file n > 1 is /feeds/yandex-vacancies-n.xml. */
export function yandexFeedPath(file: number): string {
  return file === 1 ? YANDEX_FEED_PATH : `/feeds/yandex-vacancies-${file}.xml`;
}
/** The file number a path segment names, or null: "yandex-vacancies.xml" → 1, "yandex-vacancies-2.xml" → 2 (never "-1"). */
export function yandexFeedFileNumber(segment: string): number | null {
  if (segment === "yandex-vacancies.xml") return 1;
  const match = /^yandex-vacancies-([1-9]\d{0,5})\.xml$/.exec(segment);
  const file = match ? Number(match[1]) : null;
  return file !== null && file > 1 ? file : null;
}

/**
 * The employment values the board's jobs use (the sheet's and the console's `type`, jobsText.fixedValues) as the
 * vocabulary Russian job boards publish «Тип занятости» in (hh.ru's, Работа России's). A remote job is a work
 * schedule, not an employment type: it goes to «График работы» from `isRemote`. Unknown types are left out rather than
 * guessed (the description still says what the employer wrote).
 */
const EMPLOYMENT: Record<string, string> = {
  "полная занятость": "Полная занятость",
  "full-time": "Полная занятость",
  "частичная занятость": "Частичная занятость",
  "part-time": "Частичная занятость",
  "проектная работа": "Проектная работа",
  фриланс: "Проектная работа",
  freelance: "Проектная работа",
  contract: "Проектная работа",
  "project work": "Проектная работа",
  стажировка: "Стажировка",
  internship: "Стажировка",
  "временная работа": "Временная работа",
};
export function yandexEmploymentOf(type: string): string | null {
  return EMPLOYMENT[type.trim().toLowerCase()] ?? null;
}
const REMOTE_SCHEDULE = "Удалённая работа";

/** A job as the feed needs it. */
export interface FeedJob {
  id: string;
  title: string;
  company: string;
  companyLink: string;
  location: string;
  type: string;
  description: string;
  responsibilities: string[];
  requirements: string[];
  conditions: string[];
  /** ISO instant. */
  postDate: string;
  isEnglish: boolean;
  isRemote: boolean;
}

/** The board's pages for a job are in one language: English jobs link to their /en page. */
function feedLanguage(job: { isEnglish: boolean }): Language {
  return job.isEnglish ? "en" : "ru";
}

function jobUrl(origin: string, job: { id: string; isEnglish: boolean }): string {
  return origin + localizePath(`/job/${encodeURIComponent(job.id)}`, feedLanguage(job));
}

/** A set: the list page of one location in one language, which Yandex's snippet links to. */
export interface FeedSet {
  location: string;
  language: Language;
}
export function setId(set: FeedSet): string {
  return `s${shortHash(`${set.language}\n${set.location}`)}`;
}
function setXml(origin: string, set: FeedSet): string {
  const name = jobPageText[set.language].yandexFeed.setName.replace("{location}", jobValueText(set.location, set.language));
  const url = origin + localizePath("/", set.language) + jobListSearch({ q: "", location: set.location, type: "" });
  return `<set id="${setId(set)}"><name>${escapeXml(name)}</name><url>${escapeXml(url)}</url></set>`;
}

/** Moscow time (UTC+3 all year since 2014), in the YYYY-MM-DD hh:mm that yml_catalog's date attribute takes. */
export function ymlDate(instant: Date): string {
  return new Date(instant.getTime() + 3 * 3_600_000).toISOString().slice(0, 16).replace("T", " ");
}
/** A calendar day in Moscow, YYYY-MM-DD. */
function ymlDay(iso: string): string {
  return ymlDate(new Date(iso)).slice(0, 10);
}

/** The description as plain text: the employer's text, then the three lists under the page's headings. */
function feedDescription(job: FeedJob): string {
  const headings = jobPageText[feedLanguage(job)].detail;
  const list = (title: string, items: string[]) => (items.length ? [`${title}:\n${items.map((item) => `— ${item}`).join("\n")}`] : []);
  return [
    ...(job.description ? [job.description] : []),
    ...list(headings.responsibilities, job.responsibilities),
    ...list(headings.requirements, job.requirements),
    ...list(headings.conditions, job.conditions),
  ].join("\n\n");
}

const CATEGORY_ID = "1";

export function offerXml(origin: string, job: FeedJob, declaredSets: ReadonlySet<string>): string {
  const language = feedLanguage(job);
  const ownSet = setId({ location: job.location, language });
  // A job that moved into this file after its sets were listed (a write between the two reads) falls back to its
  // language's whole list, which every file declares.
  const set = declaredSets.has(ownSet) ? ownSet : allJobsSetId(language);
  const param = (name: string, value: string) => (value ? `<param name="${name}">${escapeXml(value)}</param>` : "");
  const employment = yandexEmploymentOf(job.type);
  const description = feedDescription(job) || job.title;
  return (
    `<offer id="${escapeXml(job.id)}">` +
    `<name>${escapeXml(job.title)}</name>` +
    `<url>${escapeXml(jobUrl(origin, job))}</url>` +
    `<categoryId>${CATEGORY_ID}</categoryId>` +
    `<set-ids>${set}</set-ids>` +
    `<description>${escapeXml(description)}</description>` +
    param("Компания", job.company) +
    param("Сайт компании", job.companyLink) +
    param("Место работы", job.location) +
    param("Тип занятости", employment ?? "") +
    param("График работы", job.isRemote ? REMOTE_SCHEDULE : "") +
    param("Дата публикации", ymlDay(job.postDate)) +
    param("Язык вакансии", language === "en" ? "английский" : "русский") +
    `</offer>\n`
  );
}

function allJobsSetId(language: Language): string {
  return `all-${language}`;
}
function allJobsSetXml(origin: string, language: Language): string {
  const name = jobPageText[language].yandexFeed.allJobs;
  return `<set id="${allJobsSetId(language)}"><name>${escapeXml(name)}</name><url>${escapeXml(origin + localizePath("/", language))}</url></set>`;
}

/** Everything before the first offer. `otherFiles` are the other files' URLs: file 1 names them in a comment. */
export function feedHead(origin: string, { generatedAt, sets, otherFiles }: { generatedAt: Date; sets: FeedSet[]; otherFiles: string[] }): string {
  const siteName = commonText.ru.siteName;
  const others = otherFiles.length ? `<!-- Further files of this feed: ${otherFiles.map((url) => url.replace(/--/g, "%2D%2D")).join(" ")} -->\n` : "";
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n${others}` +
    `<yml_catalog date="${ymlDate(generatedAt)}"><shop>` +
    `<name>${escapeXml(siteName)}</name><company>${escapeXml(siteName)}</company><url>${escapeXml(origin)}</url>` +
    `<currencies><currency id="RUR" rate="1"/></currencies>` +
    `<categories><category id="${CATEGORY_ID}">${escapeXml(jobPageText.ru.yandexFeed.category)}</category></categories>\n` +
    `<sets>${allJobsSetXml(origin, "ru")}${allJobsSetXml(origin, "en")}${sets.map((set) => setXml(origin, set)).join("")}</sets>\n<offers>\n`
  );
}
export const FEED_TAIL = "</offers></shop></yml_catalog>\n";

/**
 * What the plan knows of a job without reading its text: sizes in bytes and counts, from which an upper bound of its
 * offer's bytes follows (every special character escapes to at most 6 bytes; the id appears again in the URL,
 * percent-encoded and escaped, at most 11 bytes per byte; the title again as the description of a job without one;
 * every list item adds "— " and a newline; FIXED covers tags, param names, headings, the origin and dates).
 */
export interface FeedPlanRow {
  location: string;
  isEnglish: boolean;
  /** Bytes of id, title, company, company link, location, type, description and every list item. */
  textBytes: number;
  /** How many of those characters are & < > " '. */
  specials: number;
  idBytes: number;
  titleBytes: number;
  locationBytes: number;
  listItems: number;
}
const OFFER_FIXED_BYTES = 1_500;
const SET_FIXED_BYTES = 400;
export function offerByteBound(row: FeedPlanRow): number {
  return OFFER_FIXED_BYTES + row.textBytes + 5 * row.specials + 11 * row.idBytes + 6 * row.titleBytes + 6 * row.listItems;
}
/** A new set in a file costs at most its name (location, escaped) and its URL (location, percent-encoded). */
export function setByteBound(row: FeedPlanRow): number {
  return SET_FIXED_BYTES + 9 * row.locationBytes;
}
const HEAD_FIXED_BYTES = 4_000;

export interface FeedFile {
  /** How many open jobs, in feed order, come before this file's first. */
  offset: number;
  count: number;
  sets: FeedSet[];
}

/**
 * Splits the open jobs, oldest first, into files of at most `offersPerFile` offers and `maxBytes` bytes (by the
 * bounds above, so the real file is never larger). Oldest first: a new job lands in the last file, and a closed one
 * moves at most one offer across each later file boundary (Yandex asks not to move offers between files).
 * There is always at least one file (an empty feed is still a valid one).
 */
export function planFeedFiles(rows: Iterable<FeedPlanRow>, limits: YandexFeedLimits = YANDEX_FEED_LIMITS): FeedFile[] {
  const files: FeedFile[] = [];
  let current: FeedFile = { offset: 0, count: 0, sets: [] };
  let setIds = new Set<string>();
  let bytes = HEAD_FIXED_BYTES;
  let offset = 0;
  for (const row of rows) {
    const set: FeedSet = { location: row.location, language: row.isEnglish ? "en" : "ru" };
    const id = setId(set);
    const cost = offerByteBound(row) + (setIds.has(id) ? 0 : setByteBound(row));
    if (current.count > 0 && (current.count >= limits.offersPerFile || bytes + cost > limits.maxBytes)) {
      files.push(current);
      current = { offset, count: 0, sets: [] };
      setIds = new Set();
      bytes = HEAD_FIXED_BYTES;
    }
    if (!setIds.has(id)) {
      setIds.add(id);
      current.sets.push(set);
      bytes += setByteBound(row);
    }
    current.count += 1;
    bytes += offerByteBound(row);
    offset += 1;
  }
  files.push(current);
  return files;
}
