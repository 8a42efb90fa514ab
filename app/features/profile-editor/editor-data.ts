import type { AccountType } from "~/config/constants";
import type { RecordingAnalysis } from "~/features/audio";
import type { Project, ProfileFields, Service } from "~/features/specialists";
import type { SubmissionResult } from "@conform-to/react";

/** What the cabinet's profile tab needs (spec 2 "Dashboard"). */
export interface EditorData {
  canEdit: boolean;
  accountType: AccountType;
  hasActivePro: boolean;
  /** The visibility toggle is offered to users with active Pro who are not account type Pro (spec 4). */
  canToggleVisibility: boolean;
  showInSpecialists: boolean;
  profile: ProfileFields;
  projects: Project[];
  services: Service[];
  /** The analyses of the owner's recordings (issue 28): the demo's, and each project's by its id. */
  recordings: { demo: RecordingAnalysis | null; projects: Record<string, RecordingAnalysis> };
  /** This server analyses recordings (ffmpeg): a recording without a result is being analysed, not waiting for ever. */
  isAnalysisRunning: boolean;
}

/** Spec 8 "Profile" and the editor's rules, as codes the dictionary turns into text. */
export type EditorErrorCode =
  "AUTH_REQUIRED" | "PRO_REQUIRED" | "PROFILE_NOT_FOUND" | "PROJECT_LIMIT" | "SERVICE_LIMIT" | "NOT_FOUND" | "INVALID" | "FILE_NOT_OWNED" | "SAVE_FAILED";

/** The intents of the cabinet's profile editor action. */
export const EDITOR_INTENTS = ["save-profile", "add-project", "delete-project", "add-service", "update-service", "delete-service", "set-visibility"] as const;
export type EditorIntent = (typeof EDITOR_INTENTS)[number];

/**
 * An editor write's answer. A refusal of the form's fields carries the field messages (keys of the editor's
 * dictionary): `fieldErrors` from the domain functions, turned by the action into Conform's `submission`.
 */
export type EditorResult =
  | { ok: true; intent: EditorIntent }
  | { ok: false; intent: EditorIntent; error: EditorErrorCode; fieldErrors?: Record<string, string[]>; submission?: SubmissionResult<string[]> };
