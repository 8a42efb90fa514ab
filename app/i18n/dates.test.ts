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
