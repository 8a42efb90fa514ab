import { describe, expect, it } from "vitest";
import { EDITOR_INTENTS, type EditorErrorCode, type EditorIntent } from "./editor-data";
import { EDITOR_ERROR_STATUS, editorResultStatus, parseEditorIntent } from "./editor-action.server";

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
  const codes = Object.keys(EDITOR_ERROR_STATUS) as EditorErrorCode[];
  const status = (error: EditorErrorCode, intent: EditorIntent = "add-project") => editorResultStatus({ ok: false, intent, error });

  it("answers 200 for a write done, whatever the intent", () => {
    for (const intent of EDITOR_INTENTS) expect(editorResultStatus({ ok: true, intent }), intent).toBe(200);
  });

  it("answers each refusal with its status from EDITOR_ERROR_STATUS, whatever the intent", () => {
    expect(codes).toContain("SAVE_FAILED");
    for (const intent of EDITOR_INTENTS) for (const code of codes) expect(status(code, intent), `${intent} ${code}`).toBe(EDITOR_ERROR_STATUS[code]);
  });

  it("answers 4xx for the user's mistakes and refusals, 500 only for the unexpected SAVE_FAILED", () => {
    for (const code of codes) {
      if (code === "SAVE_FAILED") expect(status(code), code).toBe(500);
      else expect(status(code), code).toSatisfy((answer: number) => answer >= 400 && answer < 500);
    }
  });

  it("answers 401 for an expired session, as the cabinet's action does for an anonymous post", () => {
    expect(status("AUTH_REQUIRED")).toBe(401);
  });

  it("answers 403 for a write only active Pro may make", () => {
    expect(status("PRO_REQUIRED")).toBe(403);
  });

  it("answers a missing record 404 and a full list 409: the statuses on which the cabinet reloads its data", () => {
    expect([status("NOT_FOUND"), status("PROFILE_NOT_FOUND")]).toEqual([404, 404]);
    expect([status("PROJECT_LIMIT"), status("SERVICE_LIMIT")]).toEqual([409, 409]);
  });

  it("answers 400 for input the user can correct in the form", () => {
    expect([status("INVALID"), status("FILE_NOT_OWNED")]).toEqual([400, 400]);
  });
});
