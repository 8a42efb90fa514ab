import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatSheetDate, parseSheetDate } from "./sheet-date";

describe("sheet dates at UTC+3", () => {
  it("read dd.mm.yyyy as midnight in Moscow", () => {
    expect(parseSheetDate("01.03.2026")?.toISOString()).toBe("2026-02-28T21:00:00.000Z");
    expect(parseSheetDate(" 29.02.2024 ")?.toISOString()).toBe("2024-02-28T21:00:00.000Z");
  });

  it.each(["", "29.02.2025", "00.01.2026", "01.03.26", "2026-03-01", "01.03.2026 10:00"])("reject %j", (text) => {
    expect(parseSheetDate(text)).toBeNull();
  });

  it("format an instant as the day it is in Moscow", () => {
    expect(formatSheetDate(new Date("2026-02-28T21:00:00.000Z"))).toBe("01.03.2026");
    expect(formatSheetDate(new Date("2026-02-28T20:59:59.999Z"))).toBe("28.02.2026");
  });

  it("round-trip any day", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("1900-01-01"), max: new Date("2999-12-31"), noInvalidDate: true }), (instant) => {
        const text = formatSheetDate(instant);
        expect(formatSheetDate(parseSheetDate(text) ?? new Date(Number.NaN))).toBe(text);
      }),
    );
  });
});
