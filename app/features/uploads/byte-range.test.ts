import { describe, expect, it } from "vitest";
import { parseByteRange } from "./byte-range";

describe("parseByteRange", () => {
  it.each([
    ["bytes=0-9", { start: 0, end: 9 }],
    ["bytes=10-", { start: 10, end: 99 }],
    ["bytes=-10", { start: 90, end: 99 }],
    ["bytes=-1000", { start: 0, end: 99 }],
    ["bytes=90-1000", { start: 90, end: 99 }],
    ["bytes=99-99", { start: 99, end: 99 }],
    ["BYTES=5-6", { start: 5, end: 6 }],
  ])("%s of 100 bytes", (header, range) => {
    expect(parseByteRange(header, 100)).toEqual(range);
  });

  it.each(["bytes=100-", "bytes=100-200", "bytes=-0"])("%s of 100 bytes is unsatisfiable", (header) => {
    expect(parseByteRange(header, 100)).toBe("unsatisfiable");
  });

  it("finds nothing to send of an empty file", () => {
    expect(parseByteRange("bytes=0-", 0)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=-5", 0)).toBe("unsatisfiable");
  });

  it.each([null, "", "bytes=", "bytes=-", "bytes=9-0", "items=0-9", "bytes=0-9,20-29", "bytes=a-b", "bytes=0x10-"])(
    "ignores %j and sends the whole file",
    (header) => {
      expect(parseByteRange(header, 100)).toBeNull();
    },
  );
});
