import { describe, expect, it } from "vitest";
import { actionLanguageOf } from "./action-language";

describe("the language of a page action", () => {
  it("reads the page's path, also as a fetcher posts it (React Router's .data suffix)", () => {
    const language = (path: string) => actionLanguageOf(new Request(`http://localhost${path}`, { method: "POST" }));
    expect(language("/en.data?index")).toBe("en");
    expect(language("/en?index")).toBe("en");
    expect(language("/en/dashboard.data?tab=alerts")).toBe("en");
    expect(language("/_.data?index")).toBe("ru");
    expect(language("/?index")).toBe("ru");
    expect(language("/dashboard.data")).toBe("ru");
    expect(language("/english.data")).toBe("ru");
  });
});
