import { describe, expect, it } from "vitest";
import { derivedJobId } from "./job-fields.schema";
import { parseJobRow } from "./parse-job-row";

const now = new Date("2026-03-10T12:00:00.000Z");

/** A full row in the sheet's column order (spec 3 "Job"). */
function row(overrides: Partial<Record<number, string>> = {}): string[] {
  const cells = [
    "42",
    "Звукорежиссёр",
    "Мосфильм",
    "https://mosfilm.ru",
    "Москва",
    "Проектная работа",
    "Перезапись фильма",
    "Сведение\n\n  Монтаж диалогов  \n",
    "Pro Tools\r\nОпыт от 3 лет",
    "Гибкий график",
    "01.03.2026",
    "",
    "https://mosfilm.ru/jobs",
    "hr@mosfilm.ru",
    "https://forms.example/1",
    "https://t.me/mosfilm",
    "https://hh.ru/vacancy/1",
  ];
  for (const [index, value] of Object.entries(overrides)) cells[Number(index)] = value ?? "";
  return cells;
}

function accepted(cells: unknown) {
  const result = parseJobRow(cells, { now });
  if (!result.ok) throw new Error(`rejected: ${result.reason}`);
  return result;
}

describe("parseJobRow", () => {
  it("reads every column in the spec's order", () => {
    const { value, dated } = accepted(row());
    expect(value).toMatchObject({
      id: "42",
      title: "Звукорежиссёр",
      company: "Мосфильм",
      companyLink: "https://mosfilm.ru",
      location: "Москва",
      type: "Проектная работа",
      description: "Перезапись фильма",
      responsibilities: ["Сведение", "Монтаж диалогов"],
      requirements: ["Pro Tools", "Опыт от 3 лет"],
      conditions: ["Гибкий график"],
      isEnglish: false,
      isRemote: false,
      applyWebsite: "https://mosfilm.ru/jobs",
      applyEmail: "hr@mosfilm.ru",
      applyForm: "https://forms.example/1",
      applyTelegram: "https://t.me/mosfilm",
      applyHh: "https://hh.ru/vacancy/1",
      searchText: "звукорежиссер мосфильм перезапись фильма",
    });
    expect(dated).toBe(true);
  });

  it("reads dd.mm.yyyy as midnight at UTC+3", () => {
    expect(accepted(row()).value.postDate.toISOString()).toBe("2026-02-28T21:00:00.000Z");
    expect(accepted(row({ 10: "31.12.2025" })).value.postDate.toISOString()).toBe("2025-12-30T21:00:00.000Z");
  });

  it.each(["", "2026-03-01", "31.02.2026", "1.13.2026", "вчера"])("falls back to now for the date %j", (date) => {
    const result = accepted(row({ 10: date }));
    expect(result.value.postDate).toEqual(now);
    expect(result.dated).toBe(false);
  });

  it("applies the spec's defaults for location and type", () => {
    const { value } = accepted(row({ 4: "  ", 5: "" }));
    expect(value.location).toBe("Не указано");
    expect(value.type).toBe("Полная занятость");
  });

  it.each([
    ["ENG", true],
    [" eng ", true],
    ["RUS", false],
    ["https://example.com", false],
    ["", false],
  ])("reads the language marker %j", (marker, isEnglish) => {
    expect(accepted(row({ 11: marker })).value.isEnglish).toBe(isEnglish);
  });

  it.each([
    ["Удалённо", true],
    ["удаленно / Москва", true],
    ["REMOTE, УДАЛЁНКА", true],
    ["Москва", false],
    ["Не указано", false],
  ])("derives isRemote from the location %j", (location, isRemote) => {
    expect(accepted(row({ 4: location })).value.isRemote).toBe(isRemote);
  });

  it("pads ragged rows: three columns are enough", () => {
    const { value } = accepted(["7", "Саунд-дизайнер", "Игровая студия"]);
    expect(value).toMatchObject({ id: "7", location: "Не указано", type: "Полная занятость", description: "", responsibilities: [] });
    expect(value.postDate).toEqual(now);
  });

  it.each([
    [["1", "Звукорежиссёр"], "fewer than 3 columns"],
    [[], "fewer than 3 columns"],
    ["not a row", "fewer than 3 columns"],
    [["1", "  ", "Мосфильм"], "title is empty"],
    [["1", "Звукорежиссёр", ""], "company is empty"],
    [["x".repeat(201), "Звукорежиссёр", "Мосфильм"], "id is longer than 200 characters"],
  ])("rejects %j", (cells, reason) => {
    expect(parseJobRow(cells, { now })).toEqual({ ok: false, reason });
  });

  it.each([
    [{ 3: "javascript:alert(1)" }, "companyLink is not an http(s) link"],
    [{ 12: "откликайтесь на сайте" }, "applyWebsite is not an http(s) link"],
    [{ 13: "hr at mosfilm" }, "applyEmail is not an e-mail address"],
    [{ 15: "напишите в телеграм" }, "applyTelegram is not a Telegram handle or link"],
    [{ 0: "console-1" }, "id starts with console-, which is kept for jobs made in the console"],
  ])("skips a row whose cells break a rule: %j", (cells, reason) => {
    expect(parseJobRow(row(cells), { now })).toEqual({ ok: false, reason });
  });

  it("completes a link without a scheme and keeps the Telegram forms the apply dialog opens", () => {
    expect(accepted(row({ 3: "mosfilm.ru", 16: "hh.ru/vacancy/1" })).value).toMatchObject({
      companyLink: "https://mosfilm.ru",
      applyHh: "https://hh.ru/vacancy/1",
    });
    for (const telegram of ["@mosfilm", "mosfilm_hr", "t.me/mosfilm", "https://t.me/mosfilm"])
      expect(accepted(row({ 15: telegram })).value.applyTelegram).toBe(telegram);
  });

  it("gives a row without an id a stable id from title and company", () => {
    const first = accepted(row({ 0: "" })).value.id;
    expect(first).toMatch(/^job-[0-9a-z]+$/);
    expect(accepted(row({ 0: " ", 6: "другое описание" })).value.id).toBe(first);
    expect(derivedJobId(" ЗВУКОРЕЖИССЁР ", "мосфильм")).toBe(first);
    expect(derivedJobId("Звукорежиссёр", "Ленфильм")).not.toBe(first);
  });

  it("drops NUL characters and lone surrogates that PostgreSQL cannot store", () => {
    const { value } = accepted(["1", "Звук\u0000реж", "Студия \ud800"]);
    expect(value.title).toBe("Звукреж");
    expect(value.company).toBe("Студия \ufffd");
  });
});
