import { describe, expect, it } from "vitest";
import { defaultSavedSearchName } from "./saved-search-name";

describe("a saved search's default name", () => {
  it("joins the query, the location and the type with a middle dot, in the page's language", () => {
    const search = { q: "Звукорежиссёр", location: "Москва", type: "Полная занятость" };
    expect(defaultSavedSearchName(search, "ru")).toBe("Звукорежиссёр · Москва · Полная занятость");
    // The sheet's fixed values are translated on /en like the page shows them; a city stays as written.
    expect(defaultSavedSearchName(search, "en")).toBe("Звукорежиссёр · Москва · Full-time");
    expect(defaultSavedSearchName({ q: "", location: "Удалённо", type: "" }, "en")).toBe("Remote");
  });

  it("leaves out what is not set, and names an empty search «Все вакансии» / All jobs", () => {
    expect(defaultSavedSearchName({ q: "  саунд   дизайн ", location: "", type: "Фриланс" }, "ru")).toBe("саунд дизайн · Фриланс");
    expect(defaultSavedSearchName({ q: "", location: "", type: "" }, "ru")).toBe("Все вакансии");
    expect(defaultSavedSearchName({ q: "   ", location: "", type: "" }, "en")).toBe("All jobs");
  });

  it("cuts a long name to 100 characters with an ellipsis", () => {
    const name = defaultSavedSearchName({ q: "звук ".repeat(40), location: "Москва", type: "" }, "ru");
    expect([...name]).toHaveLength(100);
    expect(name.endsWith("…")).toBe(true);
    expect(name.startsWith("звук звук")).toBe(true);
  });
});
