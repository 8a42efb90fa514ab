import { describe, expect, it } from "vitest";
import { jobValueText } from "./job-values";

describe("jobValueText", () => {
  it("translates the sheet's fixed values on /en and leaves them in Russian on /", () => {
    expect(jobValueText("Полная занятость", "en")).toBe("Full-time");
    expect(jobValueText(" Частичная занятость ", "en")).toBe("Part-time");
    expect(jobValueText("Не указано", "en")).toBe("Not specified");
    expect(jobValueText("Удалённо", "en")).toBe("Remote");
    expect(jobValueText("Полная занятость", "ru")).toBe("Полная занятость");
  });

  it("keeps free data as the employer wrote it", () => {
    expect(jobValueText("Москва", "en")).toBe("Москва");
    expect(jobValueText("Вахта 15/15", "en")).toBe("Вахта 15/15");
  });
});
