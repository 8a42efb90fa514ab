import { describe, expect, it } from "vitest";
import { validateYandexFeed } from "../../../tests/support/yandex-feed";
import {
  FEED_TAIL,
  feedHead,
  offerByteBound,
  offerXml,
  planFeedFiles,
  setByteBound,
  setId,
  yandexEmploymentOf,
  yandexFeedFileNumber,
  yandexFeedPath,
  ymlDate,
  type FeedJob,
  type FeedPlanRow,
} from "./yandex-vacancies-feed";

const origin = "https://zvuk.example";

function job(fields: Partial<FeedJob> = {}): FeedJob {
  return {
    id: "42",
    title: "Звукорежиссёр",
    company: "Студия",
    companyLink: "",
    location: "Москва",
    type: "Полная занятость",
    description: "Запись и сведение.",
    responsibilities: [],
    requirements: [],
    conditions: [],
    postDate: "2026-11-20T22:30:00.000Z",
    isEnglish: false,
    isRemote: false,
    ...fields,
  };
}

function feed(jobs: FeedJob[], otherFiles: string[] = []): string {
  const sets = [...new Map(jobs.map((one) => [setId({ location: one.location, language: one.isEnglish ? "en" : "ru" }), one])).values()].map((one) => ({
    location: one.location,
    language: one.isEnglish ? ("en" as const) : ("ru" as const),
  }));
  const declared = new Set(sets.map(setId));
  return (
    feedHead(origin, { generatedAt: new Date("2026-11-26T09:05:00Z"), sets, otherFiles }) +
    jobs.map((one) => offerXml(origin, one, declared)).join("") +
    FEED_TAIL
  );
}

function planRow(fields: Partial<FeedJob> = {}): FeedPlanRow {
  const one = job(fields);
  const all = [
    one.id,
    one.title,
    one.company,
    one.companyLink,
    one.location,
    one.type,
    one.description,
    ...one.responsibilities,
    ...one.requirements,
    ...one.conditions,
  ].join("");
  return {
    location: one.location,
    isEnglish: one.isEnglish,
    textBytes: Buffer.byteLength(all),
    specials: all.replace(/[^&<>"']/g, "").length,
    idBytes: Buffer.byteLength(one.id),
    titleBytes: Buffer.byteLength(one.title) + 5 * one.title.replace(/[^&<>"']/g, "").length,
    locationBytes: Buffer.byteLength(one.location),
    listItems: one.responsibilities.length + one.requirements.length + one.conditions.length,
  };
}

describe("Yandex vacancies feed rendering", () => {
  it("renders a valid YML document with one offer per job", () => {
    const xml = feed([job(), job({ id: "43", location: "Удалённо", isRemote: true, type: "Фриланс" })]);
    const { offers, sets } = validateYandexFeed(xml, origin);
    expect(xml).toContain('<yml_catalog date="2026-11-26 12:05">');
    expect(offers).toHaveLength(2);
    expect(offers[0]!).toMatchObject({
      id: "42",
      name: "Звукорежиссёр",
      url: "https://zvuk.example/job/42",
      params: {
        Компания: "Студия",
        "Место работы": "Москва",
        "Тип занятости": "Полная занятость",
        "Дата публикации": "2026-11-21",
        "Язык вакансии": "русский",
      },
    });
    expect(offers[1]!.params).toMatchObject({ "Тип занятости": "Проектная работа", "График работы": "Удалённая работа" });
    expect(sets.find((set) => set.id === offers[0]!.setIds)).toEqual({
      id: offers[0]!.setIds,
      name: "Вакансии в звуке: Москва",
      url: "https://zvuk.example/?location=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0",
    });
  });

  it("links English jobs to their /en page and names their set in English", () => {
    const { offers, sets } = validateYandexFeed(feed([job({ id: "en-1", isEnglish: true, location: "Удалённо" })]), origin);
    expect(offers[0]!.url).toBe("https://zvuk.example/en/job/en-1");
    expect(offers[0]!.params["Язык вакансии"]).toBe("английский");
    expect(sets.find((set) => set.id === offers[0]!.setIds)).toMatchObject({
      name: "Audio jobs: Remote",
      url: expect.stringMatching(/^https:\/\/zvuk\.example\/en\?location=/),
    });
  });

  it("escapes XML specials everywhere and keeps the text exact", () => {
    const nasty = `Tom & Jerry <b>"studio"</b> 'n' ]]> ё 🎧`;
    const one = job({
      id: "a&b'<c>",
      title: nasty,
      company: nasty,
      companyLink: "https://x.example/?a=1&b=2",
      location: nasty,
      description: nasty,
      responsibilities: [nasty],
    });
    const xml = feed([one]);
    expect(xml).not.toContain("<b>");
    const { offers, sets } = validateYandexFeed(xml, origin);
    expect(offers[0]!).toMatchObject({
      id: "a&b'<c>",
      name: nasty,
      params: { Компания: nasty, "Сайт компании": "https://x.example/?a=1&b=2", "Место работы": nasty },
    });
    expect(offers[0]!.url).toBe(`${origin}/job/${encodeURIComponent("a&b'<c>")}`);
    expect(offers[0]!.description).toBe(`${nasty}\n\nОбязанности:\n— ${nasty}`);
    expect(sets.find((set) => set.id === offers[0]!.setIds)?.name).toBe(`Вакансии в звуке: ${nasty}`);
  });

  it("drops the characters XML 1.0 forbids, so one pasted control character cannot break the file", () => {
    const { offers } = validateYandexFeed(feed([job({ title: "Звук\u000Bрежиссёр\u0001", description: "a\tb\uFFFFc\ud800" })]), origin);
    expect(offers[0]!.name).toBe("Звукрежиссёр");
    expect(offers[0]!.description).toBe("a\tbc\uFFFD");
  });

  it("writes the three lists under the page's headings, and the title when there is no text at all", () => {
    const { offers } = validateYandexFeed(
      feed([
        job({ description: "", responsibilities: ["Запись"], requirements: ["Pro Tools", "Reaper"], conditions: ["ТК РФ"] }),
        job({ id: "2", description: "" }),
      ]),
      origin,
    );
    expect(offers[0]!.description).toBe("Обязанности:\n— Запись\n\nТребования:\n— Pro Tools\n— Reaper\n\nУсловия:\n— ТК РФ");
    expect(offers[1]!.description).toBe("Звукорежиссёр");
  });

  it("maps the board's employment types and leaves unknown ones out", () => {
    expect(yandexEmploymentOf("Полная занятость")).toBe("Полная занятость");
    expect(yandexEmploymentOf(" частичная занятость ")).toBe("Частичная занятость");
    expect(yandexEmploymentOf("Проектная работа")).toBe("Проектная работа");
    expect(yandexEmploymentOf("Фриланс")).toBe("Проектная работа");
    expect(yandexEmploymentOf("Стажировка")).toBe("Стажировка");
    expect(yandexEmploymentOf("Full-time")).toBe("Полная занятость");
    expect(yandexEmploymentOf("Удалённо")).toBeNull();
    expect(yandexEmploymentOf("Вахта")).toBeNull();
    const { offers } = validateYandexFeed(feed([job({ type: "Вахта" })]), origin);
    expect(offers[0]!.params["Тип занятости"]).toBeUndefined();
  });

  it("dates the catalog in Moscow time, YYYY-MM-DD hh:mm", () => {
    expect(ymlDate(new Date("2026-12-31T21:30:00Z"))).toBe("2027-01-01 00:30");
  });

  it("names the further files in a comment of file 1 only", () => {
    const xml = feed([job()], [`${origin}/feeds/yandex-vacancies-2.xml`]);
    expect(xml).toContain(`<!-- Further files of this feed: ${origin}/feeds/yandex-vacancies-2.xml -->`);
    validateYandexFeed(xml, origin);
  });

  it("numbers the files with a stable first address", () => {
    expect(yandexFeedPath(1)).toBe("/feeds/yandex-vacancies.xml");
    expect(yandexFeedPath(3)).toBe("/feeds/yandex-vacancies-3.xml");
    expect(yandexFeedFileNumber("yandex-vacancies.xml")).toBe(1);
    expect(yandexFeedFileNumber("yandex-vacancies-3.xml")).toBe(3);
    expect(yandexFeedFileNumber("yandex-vacancies-1.xml")).toBeNull();
    expect(yandexFeedFileNumber("yandex-vacancies-02.xml")).toBeNull();
    expect(yandexFeedFileNumber("jobs.xml")).toBeNull();
  });
});

describe("planFeedFiles", () => {
  const small = (count: number) => Array.from({ length: count }, (_, index) => planRow({ id: String(index) }));

  it("keeps one (possibly empty) file up to the offer limit and splits beyond it", () => {
    expect(planFeedFiles([], { offersPerFile: 3, maxBytes: 1e9 })).toEqual([{ offset: 0, count: 0, sets: [] }]);
    expect(planFeedFiles(small(3), { offersPerFile: 3, maxBytes: 1e9 }).map((file) => [file.offset, file.count])).toEqual([[0, 3]]);
    expect(planFeedFiles(small(7), { offersPerFile: 3, maxBytes: 1e9 }).map((file) => [file.offset, file.count])).toEqual([
      [0, 3],
      [3, 3],
      [6, 1],
    ]);
  });

  it("splits by bytes before the offer limit when offers are large", () => {
    const rows = small(10);
    const perOffer = offerByteBound(rows[0]!);
    const files = planFeedFiles(rows, { offersPerFile: 30_000, maxBytes: 4_000 + setByteBound(rows[0]!) + perOffer * 4 });
    expect(files.map((file) => file.count)).toEqual([4, 4, 2]);
  });

  it("bounds every offer's real size, however hostile its text", () => {
    const hostile = `"'&<>`.repeat(200) + "ё🎧".repeat(100);
    for (const fields of [
      {},
      {
        id: `'&"<>`.repeat(40),
        title: hostile,
        company: hostile,
        companyLink: `https://x.example/?q=${"&".repeat(100)}`,
        location: hostile,
        type: "Фриланс",
        isRemote: true,
      },
      { title: hostile, description: "", responsibilities: Array.from({ length: 50 }, () => "&"), requirements: ["'"], conditions: [] },
      { isEnglish: true, location: "Удалённо", description: hostile },
    ] satisfies Array<Partial<FeedJob>>) {
      const one = job(fields);
      const row = planRow(fields);
      const set = { location: one.location, language: one.isEnglish ? ("en" as const) : ("ru" as const) };
      const offerBytes = Buffer.byteLength(offerXml(origin, one, new Set([setId(set)])));
      expect(offerBytes).toBeLessThanOrEqual(offerByteBound(row));
      const withSet = Buffer.byteLength(feedHead(origin, { generatedAt: new Date(), sets: [set], otherFiles: [] }));
      const withoutSet = Buffer.byteLength(feedHead(origin, { generatedAt: new Date(), sets: [], otherFiles: [] }));
      expect(withSet - withoutSet).toBeLessThanOrEqual(setByteBound(row));
      expect(withoutSet + FEED_TAIL.length).toBeLessThanOrEqual(4_000);
    }
  });
});
