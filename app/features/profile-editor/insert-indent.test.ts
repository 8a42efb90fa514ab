import { describe, expect, it } from "vitest";
import { insertIndent } from "./insert-indent";

describe("insertIndent", () => {
  it("inserts four spaces at the caret", () => {
    expect(insertIndent("", 0, 0, 1000)).toEqual({ value: "    ", caret: 4 });
    expect(insertIndent("ab", 1, 1, 1000)).toEqual({ value: "a    b", caret: 5 });
    expect(insertIndent("ab", 2, 2, 1000)).toEqual({ value: "ab    ", caret: 6 });
  });

  it("replaces the selection", () => {
    expect(insertIndent("abcdef", 1, 4, 1000)).toEqual({ value: "a    ef", caret: 5 });
  });

  it("inserts only what still fits under the cap, and nothing when the field is full", () => {
    expect(insertIndent("abcdefgh", 8, 8, 10)).toEqual({ value: "abcdefgh  ", caret: 10 });
    expect(insertIndent("abcdefghij", 10, 10, 10)).toBeNull();
    expect(insertIndent("abcdefghij", 0, 3, 10)).toEqual({ value: "   defghij", caret: 3 });
  });
});
