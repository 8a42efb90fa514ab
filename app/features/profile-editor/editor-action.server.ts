import type { Database } from "~/adapters/db/client.server";
import { logger } from "~/adapters/logger.server";
import type { Storage } from "~/adapters/storage/storage";
import type { Viewer } from "~/features/auth";
import { EDITOR_INTENTS, type EditorErrorCode, type EditorIntent, type EditorResult } from "./editor-data";
import { addProject, addService, deleteProject, deleteService, savePersonalInfo, setShowInSpecialists, updateService } from "./profile-editor.server";

/** A text field of the posted form; a missing field (or a file where text belongs) reads as empty. */
const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export function parseEditorIntent(form: FormData): EditorIntent | null {
  const intent = form.get("intent");
  return EDITOR_INTENTS.find((known) => known === intent) ?? null;
}

/** The HTTP status of each refusal: the user's mistakes and refusals are 4xx; only SAVE_FAILED (unexpected) is a 500. */
export const EDITOR_ERROR_STATUS: Readonly<Record<EditorErrorCode, number>> = {
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

/** The HTTP status of an answer: 200 for a write done, else its refusal's status (EDITOR_ERROR_STATUS). */
export function editorResultStatus(result: EditorResult): number {
  return result.ok ? 200 : EDITOR_ERROR_STATUS[result.error];
}

/**
 * A deleted project's audio and video are removed after the row is gone (a failed removal leaves an orphan
 * file, never a project pointing at a missing one); failures are only logged.
 */
async function deleteOrphanedFiles(storage: Storage, urls: string[], requestId: string): Promise<void> {
  await Promise.all(
    urls.map(async (url) => {
      const key = storage.keyFromUrl(url);
      if (key === null) return;
      try {
        await storage.delete(key);
      } catch (error) {
        logger.warn({ err: error, requestId, key }, "could not delete a deleted project's file");
      }
    }),
  );
}

/** Runs one of the editor's writes with the posted fields (spec 5 "Profile editor"); the domain functions validate and authorise. */
export async function runEditorIntent(
  db: Database,
  storage: Storage,
  viewer: Viewer,
  intent: EditorIntent,
  form: FormData,
  requestId: string,
): Promise<EditorResult> {
  const service = () => ({ title: text(form, "title"), description: text(form, "description"), price: text(form, "price") });
  switch (intent) {
    case "save-profile":
      return savePersonalInfo(db, storage, viewer, {
        name: text(form, "name"),
        surname: text(form, "surname"),
        email: text(form, "email"),
        workExperience: text(form, "workExperience"),
        experience: text(form, "experience"),
        telegramLink: text(form, "telegramLink"),
        website: text(form, "website"),
        location: text(form, "location"),
        languages: text(form, "languages"),
        specializations: form.getAll("specializations").filter((value) => typeof value === "string"),
        photoUrl: text(form, "photoUrl"),
        audioUrl: text(form, "audioUrl"),
      });
    case "add-project":
      return addProject(db, storage, viewer, {
        id: text(form, "id"),
        title: text(form, "title"),
        description: text(form, "description"),
        audioUrl: text(form, "audioUrl"),
        videoUrl: text(form, "videoUrl"),
        projectLink: text(form, "projectLink"),
      });
    case "delete-project": {
      const { result, orphanedUrls } = await deleteProject(db, viewer, text(form, "id"));
      await deleteOrphanedFiles(storage, orphanedUrls, requestId);
      return result;
    }
    case "add-service":
      return addService(db, viewer, service());
    case "update-service":
      return updateService(db, viewer, text(form, "id"), service());
    case "delete-service":
      return deleteService(db, viewer, text(form, "id"));
    case "set-visibility":
      return setShowInSpecialists(db, viewer, text(form, "show") === "true");
  }
}
