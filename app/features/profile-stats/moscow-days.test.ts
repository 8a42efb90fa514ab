import { describe, expect, it } from "vitest";
import { addDays, dayOfWeek, lastWeekStarts, moscowDay, weekStart } from "./moscow-days";

describe("Moscow days and weeks", () => {
  it("takes the day at UTC+3: 21:00 UTC is already the next day in Moscow", () => {
    expect(moscowDay(new Date("2026-11-22T20:59:59Z"))).toBe("2026-11-22");
    expect(moscowDay(new Date("2026-11-22T21:00:00Z"))).toBe("2026-11-23");
  });

  it("starts a week on Monday, Sunday being its last day", () => {
    expect(weekStart("2026-11-23")).toBe("2026-11-23"); // a Monday
    expect(weekStart("2026-11-29")).toBe("2026-11-23"); // the Sunday after
    expect(weekStart("2026-11-30")).toBe("2026-11-30");
    expect(dayOfWeek("2026-11-23")).toBe(0);
    expect(dayOfWeek("2026-11-29")).toBe(6);
    // Sunday 23:30 in Moscow is Sunday 20:30 UTC: still that week.
    expect(weekStart(moscowDay(new Date("2026-11-29T20:30:00Z")))).toBe("2026-11-23");
    expect(weekStart(moscowDay(new Date("2026-11-29T21:30:00Z")))).toBe("2026-11-30");
  });

  it("crosses months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(weekStart("2027-01-01")).toBe("2026-12-28");
  });

  it("lists the last weeks' Mondays, oldest first, this week last", () => {
    const weeks = lastWeekStarts("2026-11-27", 12);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe("2026-11-23");
    expect(weeks[0]).toBe("2026-09-07");
    expect(weeks.every((day) => dayOfWeek(day) === 0)).toBe(true);
  });
});
