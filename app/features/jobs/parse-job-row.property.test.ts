import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseRows } from "~/adapters/sheets/parse-rows";
import { parseJobRow } from "./parse-job-row";

/** Cells as a sheet might hold them: any unicode, empty, blank, multi-line, very long, or meaningful values. */
const cell = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary" }),
  fc.constantFrom("", " ", "\n\n", "ENG", "01.03.2026", "31.02.2026", "Удалённо", " \n a \n\n b \r\n"),
  fc.string({ minLength: 3000, maxLength: 6000 }),
);
const sheet = fc.array(fc.array(cell, { maxLength: 20 }), { maxLength: 30 });

describe("parseJobRow on arbitrary sheets", () => {
  it("accepts or skips every row and never throws", () => {
    fc.assert(
      fc.property(sheet, (rows) => {
        const { accepted, skipped } = parseRows(rows, (row) => parseJobRow(row));
        expect(accepted.length + skipped.length).toBe(rows.length);
        for (const { reason } of skipped) expect(reason).not.toBe("");
      }),
    );
  });

  it("accepts only jobs with a title, a company and lists without empty strings", () => {
    fc.assert(
      fc.property(sheet, (rows) => {
        for (const { value } of parseRows(rows, (row) => parseJobRow(row)).accepted) {
          expect(value.title.trim()).not.toBe("");
          expect(value.company.trim()).not.toBe("");
          expect(value.id).not.toBe("");
          expect(Number.isNaN(value.postDate.getTime())).toBe(false);
          for (const list of [value.responsibilities, value.requirements, value.conditions]) {
            for (const item of list) expect(item.trim()).not.toBe("");
          }
        }
      }),
    );
  });

  it("keeps exactly the rows with at least 3 columns and a non-blank title and company, unless another field is refused", () => {
    fc.assert(
      fc.property(fc.array(cell, { maxLength: 6 }), (cells) => {
        const acceptable = cells.length >= 3 && [cells[1], cells[2]].every((text) => text?.replaceAll("\u0000", "").trim());
        const result = parseJobRow(cells);
        // Another field's rule (a length cap, a link or an e-mail that is not one) refuses only rows that had a title and company.
        const otherRule = result.ok === false && !/^(fewer than 3 columns|title is empty|company is empty)$/.test(result.reason);
        expect(result.ok || otherRule).toBe(Boolean(acceptable));
      }),
    );
  });
});
