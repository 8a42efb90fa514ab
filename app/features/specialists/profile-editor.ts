import type { AccountType, Specialization } from "~/config/constants";
import type { ProfileErrorKey } from "./profile.schema";
import type { Project, Service } from "./specialist";

/** The editor's personal-info fields as stored (languages as the list; the form joins them). */
export interface EditorProfile {
  name: string;
  surname: string;
  email: string;
  workExperience: string;
  experience: string;
  telegramLink: string;
  website: string;
  location: string;
  languages: string[];
  specializations: Specialization[];
  photoUrl: string;
  audioUrl: string;
}

/** What the cabinet's profile tab needs (spec 2 "Dashboard"). */
export interface EditorData {
  canEdit: boolean;
  accountType: AccountType;
  hasActivePro: boolean;
  /** The visibility toggle is offered to users with active Pro who are not account type Pro (spec 4). */
  canToggleVisibility: boolean;
  showInSpecialists: boolean;
  profile: EditorProfile;
  projects: Project[];
  services: Service[];
}

/** Spec 8 "Profile" and the editor's rules, as codes the dictionary turns into text. */
export type EditorErrorCode =
  | "AUTH_REQUIRED"
  | "PRO_REQUIRED"
  | "PROFILE_NOT_FOUND"
  | "PROJECT_LIMIT"
  | "SERVICE_LIMIT"
  | "NOT_FOUND"
  | "INVALID"
  | "FILE_NOT_OWNED"
  | "SAVE_FAILED";

/** The intents of the cabinet's profile editor action. */
export const EDITOR_INTENTS = ["save-profile", "add-project", "delete-project", "add-service", "update-service", "delete-service", "set-visibility"] as const;
export type EditorIntent = (typeof EDITOR_INTENTS)[number];

export type EditorResult =
  | { ok: true; intent: EditorIntent }
  | { ok: false; intent: EditorIntent; error: EditorErrorCode; fieldErrors?: Record<string, ProfileErrorKey> };
