import { describe, expect, it } from "vitest";

// Every namespace is a pair of files, ru/N.ts and en/N.ts; English must cover every Russian key.
const russian = import.meta.glob<Record<string, unknown>>("./ru/*.ts", { eager: true });
const english = import.meta.glob<Record<string, unknown>>("./en/*.ts", { eager: true });

function leafKeys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

function emptyLeaves(value: unknown, prefix = ""): string[] {
  if (typeof value === "string") return value.trim() === "" ? [prefix] : [];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => emptyLeaves(child, prefix ? `${prefix}.${key}` : key));
}

describe("dictionaries", () => {
  const files = Object.keys(russian).map((path) => path.replace("./ru/", ""));

  it("has an English file for every Russian namespace", () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(english[`./en/${file}`], `en/${file}`).toBeDefined();
  });

  it.each(files)("en/%s covers every key of ru/%s and leaves none empty", (file) => {
    const ru = russian[`./ru/${file}`] ?? {};
    const en = english[`./en/${file}`] ?? {};
    const ruKeys = leafKeys(Object.fromEntries(Object.entries(ru).filter(([, value]) => typeof value === "object")));
    const enKeys = leafKeys(Object.fromEntries(Object.entries(en).filter(([, value]) => typeof value === "object")));
    expect(enKeys.sort()).toEqual(ruKeys.sort());
    expect(emptyLeaves(en)).toEqual([]);
    expect(emptyLeaves(ru)).toEqual([]);
  });
});
