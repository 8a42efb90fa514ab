import { describe, expect, it } from "vitest";
import { assertValidStorageKey, InvalidStorageKeyError, isValidStorageKey } from "./storage-key";

describe("storage keys", () => {
  it.each([
    "specialist-profiles/abc123/photo",
    "specialist-profiles/abc123/projects/0b9a3e38-0a5e-4a77-9d55-8d1f1f1f1f1f_audio",
    "specialist-profiles/abc123/videos/1767225600000_my-clip.mp4",
    "a",
  ])("accepts %s", (key) => {
    expect(isValidStorageKey(key)).toBe(true);
    expect(assertValidStorageKey(key)).toBe(key);
  });

  it.each([
    ["empty", ""],
    ["leading slash", "/etc/passwd"],
    ["trailing slash", "specialist-profiles/abc/"],
    ["double slash", "specialist-profiles//photo"],
    ["parent segment", "specialist-profiles/../secrets"],
    ["current segment", "specialist-profiles/./photo"],
    ["hidden segment", "specialist-profiles/.tmp/x"],
    ["backslash", "specialist-profiles\\..\\x"],
    ["percent escape", "specialist-profiles/%2e%2e/x"],
    ["space", "specialist-profiles/my photo"],
    ["non-latin", "specialist-profiles/фото"],
    ["query", "photo?v=1"],
    ["NUL byte", "photo\u0000.jpg"],
    ["too long", `a/${"b".repeat(1100)}`],
  ])("refuses a key with %s", (_case, key) => {
    expect(isValidStorageKey(key)).toBe(false);
    expect(() => assertValidStorageKey(key)).toThrow(InvalidStorageKeyError);
  });
});
