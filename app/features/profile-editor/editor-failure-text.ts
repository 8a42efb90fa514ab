import { LIMITS } from "~/config/constants";
import type { EditorErrorCode } from "./editor-data";
import { interpolate } from "~/i18n/plural";
import type { ProfileEditorDictionary } from "~/i18n/ru/profile-editor";

/** The cap each limit refusal names. */
const CAPS: Partial<Record<EditorErrorCode, number>> = { PROJECT_LIMIT: LIMITS.projects, SERVICE_LIMIT: LIMITS.services };

/** Why the cabinet's action refused a write, in the dictionary's language: the failure toast's description. */
export function editorFailureText(t: ProfileEditorDictionary, error: EditorErrorCode): string {
  const cap = CAPS[error];
  return cap === undefined ? t.reasons[error] : interpolate(t.reasons[error], { n: cap });
}
