import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { consoleJobSchema, jobFieldsSchema, jobFromFields, normaliseLink } from "./job-fields.schema";
import { fieldOfColumn, JOB_SHEET_COLUMNS, parseJobRow } from "./parse-job-row";

const now = new Date("2026-03-10T12:00:00.000Z");

/** The console's form posts every column of the sheet but the id, by the fields' names (the sheet's applyUrl is isEnglish). */
const NAMES = JOB_SHEET_COLUMNS.slice(1).map(fieldOfColumn);

const asForm = (row: string[]) => Object.fromEntries(NAMES.map((name, index) => [name, row[index + 1] ?? ""]));

function viaConsole(row: string[]) {
  const parsed = jobFieldsSchema.safeParse(asForm(row));
  return parsed.success ? jobFromFields(parsed.data, now) : null;
}

const full = [
  "",
  " Звукорежиссёр ",
  "Мосфильм",
  "mosfilm.ru",
  "",
  "",
  "Перезапись фильма",
  "Сведение\n\n  Монтаж диалогов  \n",
  "Pro Tools\r\nОпыт от 3 лет",
  "",
  "01.03.2026",
  "eng",
  "https://mosfilm.ru/jobs",
  "hr@mosfilm.ru",
  "",
  "@mosfilm_hr",
  "hh.ru/vacancy/1",
];

describe("the jobs' one schema", () => {
  it("gives the console form the import's result for the same row, defaults and lists included", () => {
    const imported = parseJobRow(full, { now });
    if (!imported.ok) throw new Error(imported.reason);
    const { id, ...value } = imported.value;
    expect(id).toMatch(/^job-/);
    expect(viaConsole(full)).toEqual({ value, dated: imported.dated });
    expect(value).toMatchObject({
      title: "Звукорежиссёр",
      location: "Не указано",
      type: "Полная занятость",
      companyLink: "https://mosfilm.ru",
      applyHh: "https://hh.ru/vacancy/1",
      responsibilities: ["Сведение", "Монтаж диалогов"],
      conditions: [],
      isEnglish: true,
    });
  });

  it("accepts and refuses the same rows either way, for any cells", () => {
    const cell = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom("", " ", "ENG", "01.03.2026", "https://x.example", "a@b.example", "@handle", "javascript:x"),
    );
    fc.assert(
      fc.property(fc.array(cell, { minLength: 17, maxLength: 17 }), (cells) => {
        const row = ["fixed-id", ...cells.slice(1)];
        const imported = parseJobRow(row, { now });
        const viaForm = viaConsole(row);
        if (!imported.ok) {
          expect(viaForm).toBeNull();
          return;
        }
        const { id, ...value } = imported.value;
        expect(id).toBe("fixed-id");
        expect(viaForm).toEqual({ value, dated: imported.dated });
      }),
    );
  });

  it("refuses in the console form a date it cannot read, where the import falls back to now", () => {
    const form = { ...asForm(full), postDate: "вчера" };
    expect(jobFieldsSchema.safeParse(form).success).toBe(true);
    expect(consoleJobSchema.safeParse(form).error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[["postDate"], "notADate"]]);
    expect(consoleJobSchema.parse({ ...form, postDate: "" }).postDate).toBeNull();
  });

  it("refuses an apply e-mail that is not one plain address, in the import and the console alike (notAnEmail)", () => {
    for (const applyEmail of ['"victim"@example.com', "a1<victim@example.com>", "victim(c3)@example.com", "hr@studio.example, boss@studio.example"]) {
      const issues = jobFieldsSchema.safeParse({ ...asForm(full), applyEmail }).error?.issues;
      expect(issues?.map((issue) => [issue.path, issue.message])).toEqual([[["applyEmail"], "notAnEmail"]]);
      expect(consoleJobSchema.safeParse({ ...asForm(full), applyEmail }).error?.issues.map((issue) => issue.message)).toEqual(["notAnEmail"]);
    }
    expect(jobFieldsSchema.parse({ ...asForm(full), applyEmail: " HR@Studio.example " }).applyEmail).toBe("HR@Studio.example");
    expect(jobFieldsSchema.parse({ ...asForm(full), applyEmail: "" }).applyEmail).toBe("");
  });

  it.each([
    ["https://example.com/a?b=1", "https://example.com/a?b=1"],
    ["HTTP://example.com", "HTTP://example.com"],
    ["hh.ru/vacancy/1", "https://hh.ru/vacancy/1"],
    ["студия.рф", "https://студия.рф"],
    ["javascript:alert(1)", null],
    ["mailto:a@b.ru", null],
    ["see the website", null],
    ["https://exa mple.com", null],
  ])("reads the link %j as %j", (text, link) => {
    expect(normaliseLink(text)).toBe(link);
  });
});
