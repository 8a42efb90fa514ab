import { describe, expect, it } from "vitest";
import { parseDashboardTab } from "./dashboard-tab";

describe("parseDashboardTab", () => {
  it("reads the four tabs and falls back to saved vacancies", () => {
    expect(parseDashboardTab("saved")).toBe("saved");
    expect(parseDashboardTab("alerts")).toBe("alerts");
    expect(parseDashboardTab("profile")).toBe("profile");
    expect(parseDashboardTab("reviews")).toBe("reviews");
    expect(parseDashboardTab(null)).toBe("saved");
    expect(parseDashboardTab("PROFILE")).toBe("saved");
    expect(parseDashboardTab("")).toBe("saved");
  });
});
