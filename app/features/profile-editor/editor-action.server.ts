import type { Database } from "~/adapters/db/client.server";
import { logger } from "~/adapters/logger.server";
import type { Storage } from "~/adapters/storage/storage";
import { deleteAudioAnalysis } from "~/features/audio/index.server";
import type { Viewer } from "~/features/auth";
import { personalInfoSchema, projectSchema, serviceSchema } from "./profile.schema";
import { EDITOR_INTENTS, type EditorErrorCode, type EditorIntent, type EditorResult } from "./editor-data";
import type { z } from "~/config/zod";
import { parseFormSubmission } from "~/server/parse-form-submission";
import {
  addProject,
  addService,
  deleteProject,
  deleteService,
  findStoredProfile,
  savePersonalInfo,
  setShowInSpecialists,
  updateService,
} from "./profile-editor.server";

/** A text field of the posted form; a missing field (or a file where text belongs) reads as empty. */
const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The posted form with its `stored` values replaced by these. */
function withStored(form: FormData, stored: readonly string[]): FormData {
  const copy = new FormData();
  for (const [name, value] of form) if (name !== "stored") copy.append(name, value);
  for (const field of stored) copy.append("stored", field);
  return copy;
}

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
async function deleteOrphanedFiles(db: Database, storage: Storage, urls: string[], requestId: string): Promise<void> {
  await Promise.all(
    urls.map(async (url) => {
      const key = storage.keyFromUrl(url);
      if (key === null) return;
      try {
        await storage.delete(key);
        // A recording's analysis and streaming copy go with it (docs/decisions/038).
        await deleteAudioAnalysis(db, storage, key);
      } catch (error) {
        logger.warn({ err: error, requestId, key }, "could not delete a deleted project's file");
      }
    }),
  );
}

/**
 * A form's write: its fields checked by the form's schema (parseFormSubmission, the check the browser ran), then the
 * domain function, which checks again and authorises. A refused field comes back as Conform's `submission`.
 */
async function submitForm<Shape extends z.ZodRawShape>(
  intent: EditorIntent,
  form: FormData,
  schema: z.ZodObject<Shape>,
  write: (input: Record<string, unknown>) => Promise<EditorResult>,
): Promise<EditorResult> {
  const submission = parseFormSubmission(form, schema);
  if (submission.status !== "success") return { ok: false, intent, error: "INVALID", submission: submission.reply() };
  const result = await write(submission.payload);
  return !result.ok && result.fieldErrors ? { ...result, submission: submission.reply({ fieldErrors: result.fieldErrors }) } : result;
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
  switch (intent) {
    case "save-profile": {
      // The kept fields the profile holds come from the database, not the form (profile.schema.ts KEPT_FIELDS).
      const stored = (await findStoredProfile(db, viewer.id))?.stored ?? [];
      return submitForm(intent, withStored(form, stored), personalInfoSchema, (input) => savePersonalInfo(db, storage, viewer, input));
    }
    case "add-project":
      return submitForm(intent, form, projectSchema, (input) => addProject(db, storage, viewer, input));
    case "delete-project": {
      const { result, orphanedUrls } = await deleteProject(db, viewer, text(form, "id"));
      await deleteOrphanedFiles(db, storage, orphanedUrls, requestId);
      return result;
    }
    case "add-service":
      return submitForm(intent, form, serviceSchema, (input) => addService(db, viewer, input));
    case "update-service":
      return submitForm(intent, form, serviceSchema, (input) => updateService(db, viewer, text(form, "id"), input));
    case "delete-service":
      return deleteService(db, viewer, text(form, "id"));
    case "set-visibility":
      return setShowInSpecialists(db, viewer, text(form, "show") === "true");
  }
}
