import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { jobs } from "~/adapters/db/schema";
import { readFeedPlan, yandexFeedFile, YANDEX_FEED_PATH } from "~/features/jobs/index.server";
import { YANDEX_FEED_OFFERS_PER_FILE } from "~/features/jobs/yandex-vacancies-feed";
import { siteOrigin } from "~/seo/site-origin.server";
import { databaseKinds, useMigratedDatabase } from "../support/databases";
import { jobRow } from "../support/job-rows";
import { validateYandexFeed } from "../support/yandex-feed";

const origin = "https://zvuk.example";

async function read(body: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(body).text();
}

describe.each(databaseKinds)("Yandex vacancies feed on $name", (kind) => {
  const handle = useMigratedDatabase(kind);

  beforeEach(async () => {
    await handle.db.delete(jobs);
  });

  it("lists only open jobs, oldest first, and drops a job once it closes", async () => {
    await handle.db
      .insert(jobs)
      .values([
        jobRow({ id: "old", postDate: new Date("2026-03-01T10:00:00Z"), responsibilities: ["Запись"] }),
        jobRow({ id: "new", postDate: new Date("2026-03-03T10:00:00Z"), isEnglish: true, location: "Удалённо", isRemote: true, title: "Sound designer" }),
        jobRow({ id: "closed", postDate: new Date("2026-03-02T10:00:00Z"), isOpen: false, closedAt: new Date() }),
      ]);
    const feed = await yandexFeedFile(handle.db, { origin, file: 1 });
    expect(feed?.files).toBe(1);
    const { offers } = validateYandexFeed(await read(feed!.body), origin);
    expect(offers.map((offer) => [offer.id, offer.url])).toEqual([
      ["old", `${origin}/job/old`],
      ["new", `${origin}/en/job/new`],
    ]);
    expect(offers[0]!.description).toBe("Запись и сведение.\n\nОбязанности:\n— Запись");
    expect(offers[1]!.params).toMatchObject({ "Тип занятости": "Полная занятость", "График работы": "Удалённая работа", "Язык вакансии": "английский" });

    await handle.db.update(jobs).set({ isOpen: false, closedAt: new Date() }).where(eq(jobs.id, "old"));
    const after = validateYandexFeed(await read((await yandexFeedFile(handle.db, { origin, file: 1 }))!.body), origin);
    expect(after.offers.map((offer) => offer.id)).toEqual(["new"]);
    expect(await yandexFeedFile(handle.db, { origin, file: 2 })).toBeNull();
  });

  it("is a valid empty feed when no job is open", async () => {
    const feed = await yandexFeedFile(handle.db, { origin, file: 1 });
    expect(validateYandexFeed(await read(feed!.body), origin).offers).toEqual([]);
  });

  it("splits at the per-file limit: every open job in exactly one file, file 1 naming the others", async () => {
    await handle.db
      .insert(jobs)
      .values(
        Array.from({ length: 23 }, (_, index) =>
          jobRow({ id: `j${String(index).padStart(2, "0")}`, postDate: new Date(Date.UTC(2026, 2, 1, 0, index)), location: index % 3 ? "Москва" : "Казань" }),
        ),
      );
    // Same post_date for two jobs: the order still holds them apart (id breaks the tie).
    await handle.db
      .insert(jobs)
      .values([
        jobRow({ id: "tie-a", postDate: new Date(Date.UTC(2026, 2, 1, 0, 5)) }),
        jobRow({ id: "tie-b", postDate: new Date(Date.UTC(2026, 2, 1, 0, 5)) }),
      ]);
    const limits = { offersPerFile: 10, maxBytes: 200_000_000 };
    const ids: string[] = [];
    for (const file of [1, 2, 3]) {
      // A small slice so a file is read in several queries, each after the previous one's last row.
      const feed = await yandexFeedFile(handle.db, { origin, file, limits, slice: 3 });
      expect(feed?.files).toBe(3);
      const xml = await read(feed!.body);
      const { offers } = validateYandexFeed(xml, origin);
      expect(offers.length).toBe(file < 3 ? 10 : 5);
      if (file === 1)
        expect(xml).toContain(`<!-- Further files of this feed: ${origin}/feeds/yandex-vacancies-2.xml ${origin}/feeds/yandex-vacancies-3.xml -->`);
      else expect(xml).not.toContain("Further files");
      ids.push(...offers.map((offer) => offer.id));
    }
    expect(new Set(ids).size).toBe(25);
    expect(ids.slice(0, 7)).toEqual(["j00", "j01", "j02", "j03", "j04", "tie-b", "tie-a"]);
    expect(await yandexFeedFile(handle.db, { origin, file: 4, limits })).toBeNull();
  });

  it("plans the file sizes from the database's byte counts", async () => {
    await handle.db.insert(jobs).values(jobRow({ id: "a&b", title: `"Звук" & <свет>`, description: "ё", responsibilities: ["x", "y"] }));
    const [row] = await readFeedPlan(handle.db);
    const text = `a&b"Звук" & <свет>Студия` + "МоскваПолная занятостьё" + "xy";
    expect(row).toEqual({
      location: "Москва",
      isEnglish: false,
      textBytes: Buffer.byteLength(text),
      specials: 6,
      idBytes: 3,
      titleBytes: Buffer.byteLength(`"Звук" & <свет>`) + 5 * 5,
      locationBytes: Buffer.byteLength("Москва"),
      listItems: 2,
    });
  });

  it(`puts ${YANDEX_FEED_OFFERS_PER_FILE} jobs in file 1 and the next one in file 2`, { timeout: 120_000 }, async () => {
    const total = YANDEX_FEED_OFFERS_PER_FILE + 1;
    const started = performance.now();
    for (let from = 0; from < total; from += 2_000) {
      await handle.db
        .insert(jobs)
        .values(
          Array.from({ length: Math.min(2_000, total - from) }, (_, index) =>
            jobRow({ id: `bulk-${from + index}`, postDate: new Date(Date.UTC(2026, 0, 1) + (from + index) * 1_000), location: `Город ${(from + index) % 50}` }),
          ),
        );
    }
    const seeded = performance.now();
    const first = await yandexFeedFile(handle.db, { origin, file: 1 });
    expect(first?.files).toBe(2);
    const xml = await read(first!.body);
    const rendered = performance.now();
    const { offers } = validateYandexFeed(xml, origin);
    expect(offers).toHaveLength(YANDEX_FEED_OFFERS_PER_FILE);
    expect(offers.at(-1)!.id).toBe(`bulk-${YANDEX_FEED_OFFERS_PER_FILE - 1}`);
    const second = validateYandexFeed(await read((await yandexFeedFile(handle.db, { origin, file: 2 }))!.body), origin);
    expect(second.offers.map((offer) => offer.id)).toEqual([`bulk-${YANDEX_FEED_OFFERS_PER_FILE}`]);
    console.info(
      `[yandex-feed ${kind.name}] seed ${Math.round(seeded - started)} ms, file 1 (${(Buffer.byteLength(xml) / 1e6).toFixed(1)} MB) ${Math.round(rendered - seeded)} ms`,
    );
  });
});

describe("robots.txt", () => {
  it("names the Yandex vacancies feed at its stable address, as a comment", async () => {
    const robots = await import("~/routes/robots");
    const body = await robots.loader().text();
    expect(body).toContain(`\n# Yandex vacancies feed (YML; add it in Yandex Webmaster, Feeds): ${siteOrigin()}${YANDEX_FEED_PATH}\n`);
    expect(body).not.toMatch(/^Sitemap: .*yandex/m);
  });
});
