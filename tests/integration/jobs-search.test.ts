import { describe, beforeEach, expect, it } from "vitest";
import { jobs } from "~/adapters/db/schema";
import { JOBS_PAGE_SIZE } from "~/config/constants";
import { findJobs, findSimilarJobs, forgetJobReads, getJob, getJobFilterOptions } from "~/features/jobs/jobs.server";
import { databaseKinds, useMigratedDatabase } from "../support/databases";
import { jobRow } from "../support/job-rows";

const none = { q: "", location: "", type: "" };

describe.each(databaseKinds)("job search on $name", (kind) => {
  const handle = useMigratedDatabase(kind);

  beforeEach(async () => {
    await handle.db.delete(jobs);
    forgetJobReads();
    await handle.db.insert(jobs).values([
      jobRow({
        id: "a",
        title: "Саунд-дизайнер в игры",
        company: "Гром Геймс",
        location: "Москва",
        type: "Полная занятость",
        postDate: new Date("2026-03-03"),
      }),
      jobRow({
        id: "b",
        title: "Sound Designer",
        company: "Nordic Audio",
        location: "Удалённо",
        type: "Проектная работа",
        description: "Wwise, FMOD",
        postDate: new Date("2026-03-02"),
        isEnglish: true,
      }),
      jobRow({
        id: "c",
        title: "Звукорежиссёр записи",
        company: "Студия ЁЛКА",
        location: "Санкт-Петербург",
        type: "Полная занятость",
        description: "Запись вокала, 100% загрузка",
        postDate: new Date("2026-03-01"),
      }),
      jobRow({ id: "d", title: "Закрытая вакансия", company: "Старое", location: "Казань", type: "Стажировка", isOpen: false, closedAt: new Date() }),
    ]);
  });

  it("lists open jobs newest first", async () => {
    const result = await findJobs(handle.db, none);
    expect(result.jobs.map((job) => job.id)).toEqual(["a", "b", "c"]);
    expect(result.hasMore).toBe(false);
  });

  it.each([
    ["саунд", ["a"]],
    ["SOUND", ["b"]],
    ["гром", ["a"]],
    ["елка", ["c"]],
    ["ёлка", ["c"]],
    ["fmod", ["b"]],
    ["100%", ["c"]],
    ["вакансия", []],
    ["нет такого", []],
  ])("finds %s case-insensitively in title, company or description", async (q, ids) => {
    const result = await findJobs(handle.db, { ...none, q });
    expect(result.jobs.map((job) => job.id)).toEqual(ids);
  });

  it("filters by location and type together with the search", async () => {
    expect((await findJobs(handle.db, { ...none, location: "Москва" })).jobs.map((job) => job.id)).toEqual(["a"]);
    expect((await findJobs(handle.db, { ...none, type: "Полная занятость" })).jobs.map((job) => job.id)).toEqual(["a", "c"]);
    expect((await findJobs(handle.db, { q: "звук", location: "Москва", type: "Полная занятость" })).jobs).toEqual([]);
  });

  it("offers the open jobs' locations and types, sorted", async () => {
    const options = await getJobFilterOptions(handle.db);
    expect(options.locations).toEqual(["Москва", "Санкт-Петербург", "Удалённо"]);
    expect(options.types).toEqual(["Полная занятость", "Проектная работа"]);
  });

  it("fills a page of a common word from the newest jobs with the same matches the index would give", async () => {
    const matching = Array.from({ length: JOBS_PAGE_SIZE + 5 }, (_, index) =>
      jobRow({ id: `m${String(index).padStart(2, "0")}`, description: index % 2 ? "Сведение, 100% ЗАГРУЗКА" : "Ёлочные 100%-ные записи" }),
    );
    const lookalikes = Array.from({ length: 10 }, () => jobRow({ description: "Сведение, 100 загрузка_ 10%" }));
    await handle.db.insert(jobs).values([...matching, ...lookalikes]);
    // Job "c" (1 March) also says "100%" and is newer than all of these.
    const newestMatching = ["c", ...[...matching].sort((a, b) => b.postDate.getTime() - a.postDate.getTime()).map((job) => job.id)];

    const page = await findJobs(handle.db, { ...none, q: "100%" });
    expect(page.jobs.map((job) => job.id)).toEqual(newestMatching.slice(0, JOBS_PAGE_SIZE));
    expect(page.hasMore).toBe(true);
    expect((await findJobs(handle.db, { ...none, q: "ЁЛОЧНЫЕ 100" })).jobs).toHaveLength(Math.ceil(matching.length / 2));
    expect((await findJobs(handle.db, { ...none, q: "100_" })).jobs).toEqual([]);
  });

  it("pages with a look-ahead row", async () => {
    await handle.db.insert(jobs).values(Array.from({ length: JOBS_PAGE_SIZE * 2 }, () => jobRow()));
    const first = await findJobs(handle.db, none, 1);
    expect(first.jobs).toHaveLength(JOBS_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    const all = await findJobs(handle.db, none, 3);
    expect(all.jobs).toHaveLength(JOBS_PAGE_SIZE * 2 + 3);
    expect(all.hasMore).toBe(false);
  });

  it("opens closed jobs by id and suggests similar open jobs, never the job itself", async () => {
    expect((await getJob(handle.db, "d"))?.isOpen).toBe(false);
    expect(await getJob(handle.db, "missing")).toBeNull();
    const job = await getJob(handle.db, "a");
    if (!job) throw new Error("job a missing");
    const similar = await findSimilarJobs(handle.db, job);
    expect(similar.map((other) => other.id)).not.toContain("a");
    expect(similar.map((other) => other.id)).not.toContain("d");
    expect(similar[0]?.id).toBe("c");
  });

  it("ranks a job whose title shares its words above a newer one that shares only type and location", async () => {
    const same = { location: "Казань", type: "Стажировка" };
    await handle.db
      .insert(jobs)
      .values([
        jobRow({ id: "theatre", title: "Композитор для театра", ...same, postDate: new Date("2026-03-05") }),
        jobRow({ id: "music", title: "Композитор театральной музыки", ...same, description: "Бухгалтерия студии", postDate: new Date("2026-03-04") }),
        jobRow({ id: "accounts", title: "Бухгалтер студии", ...same, description: "Композитор театра нужен не здесь", postDate: new Date("2026-03-06") }),
      ]);
    const job = await getJob(handle.db, "theatre");
    if (!job) throw new Error("job theatre missing");
    expect((await findSimilarJobs(handle.db, job)).map((other) => other.id).slice(0, 2)).toEqual(["music", "accounts"]);
  });
});
