import { describe, expect, it } from "vitest";
import { directorySearch } from "./directory-url";
import { parseDirectoryFilters } from "./parse-directory-filters.server";

const parse = (search: string) => parseDirectoryFilters(new URL(`https://example.test/specialists${search}`), ["Казань", "Москва"]);

describe("directory filters in the URL", () => {
  it("reads the name, known specializations once each, and a listed location", () => {
    const { filters, pages } = parse("?q=%20Анна%20&spec=composer&spec=pianist&spec=composer&spec=voice-actor&location=Казань&page=2&seed=abc123");
    expect(filters).toEqual({ q: "Анна", specializations: ["composer", "voice-actor"], location: "Казань" });
    expect(pages).toBe(2);
  });

  it("resets a location nobody listed has, and a broken page", () => {
    expect(parse("?location=Париж&page=-3")).toMatchObject({ filters: { location: "" }, pages: 1 });
  });

  it("keeps a valid seed and draws a new one otherwise", () => {
    expect(parse("?seed=abc123").seed).toBe("abc123");
    const drawn = [parse("?seed=../x").seed, parse("").seed];
    expect(drawn[0]).toMatch(/^[a-f0-9]{12}$/);
    expect(drawn[0]).not.toBe(drawn[1]);
  });

  it("round-trips through the URL builder", () => {
    const filters = { q: "Анна", specializations: ["composer" as const, "voice-actor" as const], location: "Москва" };
    const search = directorySearch(filters, { page: 3, seed: "abc" });
    expect(search).toBe("?q=%D0%90%D0%BD%D0%BD%D0%B0&spec=composer&spec=voice-actor&location=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0&seed=abc&page=3");
    expect(parse(search)).toEqual({ filters, pages: 3, seed: "abc" });
    expect(directorySearch({ q: "", specializations: [], location: "" })).toBe("");
  });
});
