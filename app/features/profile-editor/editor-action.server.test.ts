import { describe, expect, it } from "vitest";
import { EDITOR_INTENTS, type EditorErrorCode } from "~/features/specialists/profile-editor";
import { editorResultStatus, parseEditorIntent } from "./editor-action.server";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe("parseEditorIntent", () => {
  it("reads each known intent and nothing else", () => {
    for (const intent of EDITOR_INTENTS) expect(parseEditorIntent(form({ intent }))).toBe(intent);
    expect(parseEditorIntent(form({ intent: "drop-table" }))).toBeNull();
    expect(parseEditorIntent(form({}))).toBeNull();
  });
});

describe("editorResultStatus", () => {
  it("answers 200 for a write done", () => {
    expect(editorResultStatus({ ok: true, intent: "save-profile" })).toBe(200);
  });

  it("answers 4xx for the user's mistakes and refusals, 500 only for the unexpected", () => {
    const statuses: Record<EditorErrorCode, number> = {
      AUTH_REQUIRED: 401,
      PRO_REQUIRED: 403,
      PROFILE_NOT_FOUND: 404,
      NOT_FOUND: 404,
      PROJECT_LIMIT: 409,
      SERVICE_LIMIT: 409,
      INVALID: 400,
      FILE_NOT_OWNED: 400,
      SAVE_FAILED: 500,
    };
    for (const [error, status] of Object.entries(statuses)) {
      expect(editorResultStatus({ ok: false, intent: "add-project", error: error as EditorErrorCode }), error).toBe(status);
    }
  });
});
