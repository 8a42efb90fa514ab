import { describe, expect, it } from "vitest";
import type { EditorErrorCode } from "./editor-data";
import { profileEditorText } from "~/i18n/profile-editor";
import { editorFailureText } from "./editor-failure-text";

describe("editorFailureText", () => {
  it("names the service cap in both languages, as the spec words the project cap", () => {
    expect(editorFailureText(profileEditorText.ru, "SERVICE_LIMIT")).toBe("Достигнут лимит в 10 услуг");
    expect(editorFailureText(profileEditorText.en, "SERVICE_LIMIT")).toBe("You have reached the limit of 10 services");
    expect(editorFailureText(profileEditorText.ru, "PROJECT_LIMIT")).toBe("Достигнут лимит в 20 проектов");
    expect(editorFailureText(profileEditorText.en, "PROJECT_LIMIT")).toBe("You have reached the limit of 20 projects");
  });

  it("leaves no placeholder in any reason", () => {
    const codes = Object.keys(profileEditorText.ru.reasons) as EditorErrorCode[];
    for (const t of [profileEditorText.ru, profileEditorText.en]) for (const code of codes) expect(editorFailureText(t, code), code).not.toMatch(/[{}]/);
  });
});
