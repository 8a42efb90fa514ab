import { describe, expect, it } from "vitest";
import { parseForm } from "~/config/parse-form";
import { formatNewCount } from "./saved-search";
import { parseSavedSearchIntent, savedSearchCreateSchema, savedSearchIdSchema, savedSearchUpdateSchema } from "./saved-search.schema";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe("saved search forms", () => {
  it("takes the home page's search as applied, trimmed; an empty search is all jobs", () => {
    expect(savedSearchCreateSchema.parse({ q: "  Звукорежиссёр ", location: "Москва", type: "" })).toEqual({
      q: "Звукорежиссёр",
      location: "Москва",
      type: "",
    });
    expect(savedSearchCreateSchema.parse({ q: "", location: "", type: "" })).toEqual({ q: "", location: "", type: "" });
  });

  it("refuses a query longer than 200 characters, a missing field and NUL", () => {
    expect(savedSearchCreateSchema.safeParse({ q: "з".repeat(201), location: "", type: "" }).error?.issues[0]?.message).toBe("invalid");
    expect(savedSearchCreateSchema.safeParse({ q: "з".repeat(200), location: "", type: "" }).success).toBe(true);
    expect(savedSearchCreateSchema.safeParse({ q: "", location: "" }).error?.issues[0]).toMatchObject({ path: ["type"], message: "invalid" });
    expect(savedSearchCreateSchema.safeParse({ q: "a\u0000", location: "", type: "" }).success).toBe(false);
  });

  it("names a settings form's mistakes by dictionary keys: the name's 1..100 characters, frequency and channel from their lists", () => {
    const valid = { id: "3f0c", name: "Звук · Москва", frequency: "weekly", channel: "both" };
    expect(savedSearchUpdateSchema.parse({ ...valid, name: "  Звук · Москва  " })).toEqual(valid);
    const errors = (fields: Record<string, string>) => parseForm(formOf(fields), savedSearchUpdateSchema).reply().error;
    expect(errors({ ...valid, name: "   " })).toEqual({ name: ["nameRequired"] });
    expect(errors({ ...valid, name: "я".repeat(101) })).toEqual({ name: ["nameTooLong"] });
    expect(savedSearchUpdateSchema.safeParse({ ...valid, name: "я".repeat(100) }).success).toBe(true);
    expect(errors({ ...valid, frequency: "hourly", channel: "sms" })).toEqual({ frequency: ["invalid"], channel: ["invalid"] });
    for (const frequency of ["instant", "daily", "weekly", "off"]) expect(savedSearchUpdateSchema.safeParse({ ...valid, frequency }).success).toBe(true);
    for (const channel of ["email", "telegram", "both"]) expect(savedSearchUpdateSchema.safeParse({ ...valid, channel }).success).toBe(true);
    expect(errors({ ...valid, id: "" })).toEqual({ id: ["notFound"] });
  });

  it("reads the id of a delete or an opening, and only the four intents", () => {
    expect(savedSearchIdSchema.safeParse({ id: "x".repeat(101) }).success).toBe(false);
    expect(parseSavedSearchIntent("delete-saved-search")).toBe("delete-saved-search");
    expect(parseSavedSearchIntent("personal-info")).toBeNull();
    expect(parseSavedSearchIntent(null)).toBeNull();
  });

  it('shows a new count up to 99, then "99+"', () => {
    expect([0, 1, 99, 100, 5000].map(formatNewCount)).toEqual(["0", "1", "99", "99+", "99+"]);
  });
});
