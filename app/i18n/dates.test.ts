import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { daysBetween, formatDetailDate, formatListDate, formatLongDate } from "./dates";

// Moscow midnight is 21:00 UTC the day before.
const now = new Date("2026-03-10T21:30:00Z"); // 11 March, 00:30 in Moscow

describe("relative dates at UTC+3", () => {
  it("counts calendar days in Moscow, across midnight", () => {
    expect(daysBetween(new Date("2026-03-10T21:05:00Z"), now)).toBe(0); // 11 March 00:05 MSK
    expect(daysBetween(new Date("2026-03-10T20:55:00Z"), now)).toBe(1); // 10 March 23:55 MSK
    expect(daysBetween(new Date("2026-03-10T00:00:00Z"), now)).toBe(1);
    expect(daysBetween(new Date("2026-03-09T20:59:00Z"), now)).toBe(2);
  });

  it("writes today, yesterday and days ago with Russian plurals", () => {
    expect(formatListDate("2026-03-10T21:05:00Z", now, "ru")).toBe("Сегодня");
    expect(formatListDate("2026-03-10T20:55:00Z", now, "ru")).toBe("Вчера");
    expect(formatListDate("2026-03-08T12:00:00Z", now, "ru")).toBe("3 дня назад");
    expect(formatListDate("2026-03-05T12:00:00Z", now, "ru")).toBe("6 дней назад");
    expect(formatListDate("2026-03-08T12:00:00Z", now, "en")).toBe("3 days ago");
  });

  it("says 'N days ago' in the list up to 7 days, then day and month; on the job page under 7 days, then the full date (spec 9)", () => {
    expect(formatListDate("2026-03-04T12:00:00Z", now, "ru")).toBe("7 дней назад");
    expect(formatListDate("2026-03-04T12:00:00Z", now, "en")).toBe("7 days ago");
    expect(formatListDate("2026-03-03T12:00:00Z", now, "ru")).toBe("3 марта");
    expect(formatListDate("2026-03-03T12:00:00Z", now, "en")).toBe("3 March");
    expect(formatDetailDate("2026-03-05T12:00:00Z", now, "ru")).toBe("6 дней назад");
    expect(formatDetailDate("2026-03-04T12:00:00Z", now, "ru")).toBe("4 марта 2026 г.");
    expect(formatDetailDate("2026-03-09T12:00:00Z", now, "ru")).toBe("2 дня назад");
  });

  it("shows a date just after Moscow midnight as that Moscow day", () => {
    expect(formatLongDate("2026-02-28T21:00:00Z", "ru")).toBe("1 марта 2026 г.");
  });
});

describe("day-and-month and full dates, written out", () => {
  // Intl is the reference the written-out formats replace (dates.ts says why): every day, both languages.
  const intl = (language: "ru" | "en", options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language === "en" ? "en-GB" : "ru-RU", { ...options, timeZone: "Etc/GMT-3" });

  it("prints what Intl prints at UTC+3 for any moment from 1970 to 2200", () => {
    const later = new Date("2300-01-01T00:00:00Z"); // Long after every date: never "today" or "N days ago".
    for (const language of ["ru", "en"] as const) {
      const dayMonth = intl(language, { day: "numeric", month: "long" });
      const full = intl(language, { day: "numeric", month: "long", year: "numeric" });
      fc.assert(
        fc.property(fc.date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("2200-12-31T23:59:59Z"), noInvalidDate: true }), (date) => {
          expect(formatListDate(date.toISOString(), later, language)).toBe(dayMonth.format(date));
          expect(formatLongDate(date.toISOString(), language)).toBe(full.format(date));
        }),
        { numRuns: 3_000 },
      );
    }
  });

  it("turns the day at Moscow midnight, not at UTC midnight", () => {
    expect(formatLongDate("2026-12-31T20:59:59Z", "ru")).toBe("31 декабря 2026 г.");
    expect(formatLongDate("2026-12-31T21:00:00Z", "ru")).toBe("1 января 2027 г.");
    expect(formatLongDate("2026-12-31T21:00:00Z", "en")).toBe("1 January 2027");
  });
});
