import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, keysetPage, serialId, timeAndId } from "./keyset-cursor";

describe("the keyset cursor", () => {
  it("carries a position through a link: URL-safe, and read back as written, microseconds and any id included", () => {
    const position = ["2026-11-27 10:00:00.123456+00", "user-é/1 2"] as const;
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(decodeCursor(new URLSearchParams(`after=${cursor}`).get("after"), timeAndId)).toEqual(position);
    expect(decodeCursor(encodeCursor([42]), serialId)).toEqual([42]);
  });

  it("ignores a cursor it did not write or one of another list: the first page", () => {
    for (const cursor of [null, "", "junk", "x;drop", "%%%", encodeCursor([42]), encodeCursor(["yesterday", "id"]), "a".repeat(2000)]) {
      expect(decodeCursor(cursor, timeAndId)).toBeNull();
    }
    expect(decodeCursor(encodeCursor(["2026-11-27 10:00:00+00", "id"]), serialId)).toBeNull();
    expect(decodeCursor(encodeCursor([-1]), serialId)).toBeNull();
  });

  it("cuts a page from the rows read one past it, the cursor after its last row only when more follow", () => {
    const rows = [1, 2, 3].map((id) => ({ id }));
    expect(keysetPage(rows, 2, (row) => [row.id])).toEqual({ rows: rows.slice(0, 2), next: encodeCursor([2]) });
    expect(keysetPage(rows.slice(0, 2), 2, (row) => [row.id])).toEqual({ rows: rows.slice(0, 2), next: null });
    expect(keysetPage([], 2, (row: { id: number }) => [row.id])).toEqual({ rows: [], next: null });
  });
});
