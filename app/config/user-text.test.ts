import { describe, expect, it } from "vitest";
import { hasNul, userText } from "./user-text";

describe("userText", () => {
  const field = userText("invalidCharacter", "required").trim().min(1, "required").max(5, "tooLong");
  const messages = (input: unknown) => {
    const parsed = field.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it("refuses NUL anywhere with its own message alone, before the field's other rules", () => {
    for (const value of ["\u0000", "a\u0000b", "abc\u0000", " \u0000 ", "длинный\u0000текст"]) expect(messages(value)).toEqual(["invalidCharacter"]);
  });

  it("names a missing field or one that is not text with the missing message", () => {
    expect(messages(null)).toEqual(["required"]);
    expect(messages(undefined)).toEqual(["required"]);
    expect(messages(42)).toEqual(["required"]);
  });

  it("leaves other text to the field's rules", () => {
    expect(field.parse(" abc ")).toBe("abc");
    expect(messages("")).toEqual(["required"]);
    expect(messages("abcdef")).toEqual(["tooLong"]);
    expect(field.parse("%00")).toBe("%00");
  });

  it("tells text with NUL apart", () => {
    expect(hasNul("a\u0000")).toBe(true);
    expect(hasNul("a\\0 %00")).toBe(false);
  });
});
