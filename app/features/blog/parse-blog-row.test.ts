import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseRows } from "~/adapters/sheets/parse-rows";
import { parseBlogRow } from "./parse-blog-row";

describe("parseBlogRow", () => {
  it("reads columns A to F and numbers the post by its position from 1", () => {
    const result = parseBlogRow(["Как свести вокал", "/images/blog/vocal.svg", "01.03.2026", "Кратко", "Вступление", "\n\n## Шаг 1\n\n- **громкость**\n\n"], 4);
    expect(result).toEqual({
      ok: true,
      value: {
        id: "post-5",
        position: 5,
        title: "Как свести вокал",
        image: "/images/blog/vocal.svg",
        date: "01.03.2026",
        publishedAt: new Date("2026-02-28T21:00:00.000Z"),
        description: "Кратко",
        intro: "Вступление",
        content: "## Шаг 1\n\n- **громкость**",
      },
    });
  });

  it("keeps a free-text date as it is, without a timestamp", () => {
    const result = parseBlogRow(["Заголовок", "/i.svg", "Весна 2026"], 0);
    expect(result.ok && result.value).toMatchObject({ id: "post-1", date: "Весна 2026", publishedAt: null, content: "" });
  });

  it("keeps indentation of the first markdown line", () => {
    const result = parseBlogRow(["Заголовок", "/i.svg", "", "", "", "    code block\n"], 0);
    expect(result.ok && result.value.content).toBe("    code block");
  });

  it.each([
    [["", "/i.svg"], "title is empty"],
    [["Заголовок"], "image is empty"],
    [["Заголовок", "   "], "image is empty"],
    [[], "title is empty"],
  ])("rejects %j", (cells, reason) => {
    expect(parseBlogRow(cells, 0)).toEqual({ ok: false, reason });
  });

  it("keeps ids stable when an earlier row is invalid", () => {
    const { accepted, skipped } = parseRows(
      [
        ["Первая", "/a.svg"],
        ["", "/b.svg"],
        ["Третья", "/c.svg"],
      ],
      parseBlogRow,
    );
    expect(accepted.map((result) => result.value.id)).toEqual(["post-1", "post-3"]);
    expect(skipped).toEqual([{ rowNumber: 3, reason: "title is empty" }]);
  });

  it("accepts or skips any sheet of arbitrary strings without throwing", () => {
    const cell = fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.constantFrom("", " ", "01.03.2026"), fc.string({ maxLength: 5000 }));
    fc.assert(
      fc.property(fc.array(fc.array(cell, { maxLength: 8 }), { maxLength: 30 }), (rows) => {
        const { accepted, skipped } = parseRows(rows, parseBlogRow);
        expect(accepted.length + skipped.length).toBe(rows.length);
        for (const { value } of accepted) {
          expect(value.title).not.toBe("");
          expect(value.image).not.toBe("");
          expect(value.id).toBe(`post-${value.position}`);
        }
      }),
    );
  });
});
