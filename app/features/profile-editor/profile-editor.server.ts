import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { PG_ERROR, pgErrorCode, pgErrorConstraint } from "~/adapters/db/pg-error";
import { specialistProfiles, specialistProjects, specialistServices, users } from "~/adapters/db/schema";
import { LIMITS } from "~/config/constants";
import type { Viewer } from "~/features/auth";
import { getStorage } from "~/adapters/storage/storage.server";
import { getAnalysesUnder, isAudioAnalysisRunning } from "~/features/audio/index.server";
import { projectOfAudioKey, touchUpload, uploadKey, uploadPrefix } from "~/features/uploads/index.server";
import { announceSiteChange } from "~/server/site-changes";
import { getEditorAccess } from "./editor-access.server";
import type { EditorData, EditorErrorCode, EditorIntent, EditorResult } from "./editor-data";
import {
  fieldErrors,
  itemIdSchema,
  KEPT_FIELDS,
  personalInfoSchema,
  projectSchema,
  serviceSchema,
  storedKeptFields,
  withStoredFields,
  type KeptField,
} from "./profile.schema";
import { findProjects, findServices, profileFields } from "~/features/specialists/index.server";

/** Whether a storage key is where the upload endpoint puts this owner's file of this kind (spec 7 "File uploads"). */
const isUploadKey = {
  photo: (key: string, userId: string) => key === uploadKey({ kind: "photo" }, userId, "", new Date()),
  audio: (key: string, userId: string) => key === uploadKey({ kind: "audio" }, userId, "", new Date()),
  projectAudio: (key: string, userId: string, projectId: string) => key === uploadKey({ kind: "project-audio", projectId }, userId, "", new Date()),
  video: (key: string, userId: string) => path.posix.dirname(key) === path.posix.dirname(uploadKey({ kind: "video", filename: "" }, userId, "mp4", new Date())),
};

/** The part of the storage adapter the editor needs: a URL the upload endpoint gave must point at an existing file of the owner. */
export interface StoredFiles {
  keyFromUrl(url: string): string | null;
  exists(key: string): Promise<boolean>;
}

const success = (intent: EditorIntent): EditorResult => ({ ok: true, intent });
const failure = (intent: EditorIntent, error: EditorErrorCode, errors?: Record<string, string[]>): EditorResult =>
  errors ? { ok: false, intent, error, fieldErrors: errors } : { ok: false, intent, error };

/**
 * The analyses of the owner's recordings by slot (issue 28): the demo's, and each project's by its id — uploads the
 * profile does not name yet included, so the editor's preview of a new upload says «Анализируем…», then what was found.
 */
async function findOwnRecordings(db: Database, userId: string): Promise<EditorData["recordings"]> {
  const analyses = await getAnalysesUnder(db, getStorage(), uploadPrefix(userId));
  const demoKey = uploadKey({ kind: "audio" }, userId, "", new Date());
  return {
    demo: analyses[demoKey] ?? null,
    projects: Object.fromEntries(
      Object.entries(analyses).flatMap(([key, analysis]) => {
        const projectId = projectOfAudioKey(key);
        return projectId ? [[projectId, analysis]] : [];
      }),
    ),
  };
}

export async function getEditorData(db: Database, viewer: Viewer): Promise<EditorData> {
  const [[row], projects, services, recordings] = await Promise.all([
    db
      .select({ profile: specialistProfiles, showInSpecialists: users.showInSpecialists })
      .from(users)
      .leftJoin(specialistProfiles, eq(specialistProfiles.userId, users.id))
      .where(eq(users.id, viewer.id))
      .limit(1),
    findProjects(db, viewer.id),
    findServices(db, viewer.id),
    findOwnRecordings(db, viewer.id),
  ]);
  const profile = row?.profile;
  const accountType = profile?.accountType ?? "Basic";
  return {
    canEdit: accountType === "Pro" || viewer.hasActivePro,
    accountType,
    hasActivePro: viewer.hasActivePro,
    canToggleVisibility: viewer.hasActivePro && accountType !== "Pro",
    showInSpecialists: row?.showInSpecialists ?? true,
    profile: profileFields(profile),
    projects,
    services,
    recordings,
    isAnalysisRunning: isAudioAnalysisRunning(),
  };
}

/**
 * An uploaded file's URL is accepted when it is empty, unchanged, or names an existing file at the key
 * the upload endpoint uses for this owner and purpose: nobody links another user's files or a missing one.
 * The upload is touched before its file is looked for, so the sweep of unattached uploads cannot remove it
 * between that look and the write that attaches it (upload-records.server.ts).
 */
async function isOwnFile(db: Database, files: StoredFiles, url: string, current: string, accepts: (key: string) => boolean): Promise<boolean> {
  if (url === "" || url === current) return true;
  const key = files.keyFromUrl(url);
  if (key === null || !accepts(key)) return false;
  await touchUpload(db, key);
  return files.exists(key);
}

/** Who may write: signed in, Pro (account type or active access), with a profile row. */
async function checkWriter(db: Database, viewer: Viewer, intent: EditorIntent): Promise<EditorResult | null> {
  const access = await getEditorAccess(db, viewer);
  if (!access.canEdit) return failure(intent, "PRO_REQUIRED");
  if (!access.hasProfile) return failure(intent, "PROFILE_NOT_FOUND");
  return null;
}

/** A committed write shows on every instance's next page (site-changes.ts). */
async function announcedIfSaved(result: EditorResult | Promise<EditorResult>): Promise<EditorResult> {
  const saved = await result;
  if (saved.ok) await announceSiteChange("directory");
  return saved;
}

/** The trigger of migration 0008 that refuses a service beyond LIMITS.services. */
const SERVICE_LIMIT_CONSTRAINT = "specialist_service_limit";

/** A refused constraint is the user's input (the schema is the stricter twin of the CHECKs): never a 500. */
function constraintFailure(intent: EditorIntent, error: unknown): EditorResult {
  const code = pgErrorCode(error);
  if (code === PG_ERROR.checkViolation && pgErrorConstraint(error) === SERVICE_LIMIT_CONSTRAINT) return failure(intent, "SERVICE_LIMIT");
  if (code === PG_ERROR.checkViolation || code === PG_ERROR.uniqueViolation || code === PG_ERROR.foreignKeyViolation) return failure(intent, "INVALID");
  throw error;
}

/**
 * Spec 5 "Profile update": name, surname, the experience band and the experience text are written only when
 * non-empty, so a new profile can save a location, a photo or contacts first; once one of them is stored, an
 * emptied one is refused (`keepStored`, checked against the stored row, never the form's say) rather than kept
 * behind "Профиль успешно сохранен". E-mail and the messenger link can be cleared (docs/decisions/008); website,
 * location, languages and specializations are written as given; photo and audio when a new upload is named.
 * Account type, Pro dates and the user id are not fields of the form.
 */
export async function savePersonalInfo(db: Database, files: StoredFiles, viewer: Viewer, input: unknown): Promise<EditorResult> {
  const intent = "save-profile";
  const refused = await checkWriter(db, viewer, intent);
  if (refused) return refused;
  const current = await findStoredProfile(db, viewer.id);
  if (!current) return failure(intent, "PROFILE_NOT_FOUND");
  const parsed = personalInfoSchema.safeParse(withStoredFields(input, current.stored));
  if (!parsed.success) return failure(intent, "INVALID", fieldErrors(parsed.error));
  const info = parsed.data;
  const [photoOk, audioOk] = await Promise.all([
    isOwnFile(db, files, info.photoUrl, current.photoUrl, (key) => isUploadKey.photo(key, viewer.id)),
    isOwnFile(db, files, info.audioUrl, current.audioUrl, (key) => isUploadKey.audio(key, viewer.id)),
  ]);
  if (!photoOk || !audioOk)
    return failure(intent, "FILE_NOT_OWNED", { ...(photoOk ? {} : { photoUrl: ["invalidFile"] }), ...(audioOk ? {} : { audioUrl: ["invalidFile"] }) });
  // Spec 5 writes these only when non-empty: an empty one was never stored (the schema refused emptying a stored one),
  // and leaving it out of the write means no save, even one racing another, ever clears it. Files have no removal here.
  const nonEmpty = Object.fromEntries(
    ([...KEPT_FIELDS, "photoUrl", "audioUrl"] as const).filter((field) => info[field].trim() !== "").map((field) => [field, info[field]]),
  );
  try {
    await db
      .update(specialistProfiles)
      .set({
        ...nonEmpty,
        // Contacts can be cleared: an emptied field stops showing the old address (a deliberate deviation, docs/decisions/008).
        email: info.email,
        telegramLink: info.telegramLink,
        website: info.website,
        location: info.location,
        languages: info.languages,
        specializations: info.specializations,
        updatedAt: new Date(),
      })
      .where(eq(specialistProfiles.userId, viewer.id));
  } catch (error) {
    return constraintFailure(intent, error);
  }
  await announceSiteChange("directory");
  return success(intent);
}

/** The stored profile's files and which kept fields it holds (profile.schema.ts KEPT_FIELDS), or null without a profile row. */
export async function findStoredProfile(db: Database, userId: string): Promise<{ photoUrl: string; audioUrl: string; stored: KeptField[] } | null> {
  const [row] = await db
    .select({
      name: specialistProfiles.name,
      surname: specialistProfiles.surname,
      workExperience: specialistProfiles.workExperience,
      experience: specialistProfiles.experience,
      photoUrl: specialistProfiles.photoUrl,
      audioUrl: specialistProfiles.audioUrl,
    })
    .from(specialistProfiles)
    .where(eq(specialistProfiles.userId, userId));
  return row ? { photoUrl: row.photoUrl, audioUrl: row.audioUrl, stored: storedKeptFields(row) } : null;
}

/** Adds a project in the first free of the 20 slots; the profile row is locked so two additions cannot both take the last. */
export async function addProject(db: Database, files: StoredFiles, viewer: Viewer, input: unknown): Promise<EditorResult> {
  const intent = "add-project";
  const refused = await checkWriter(db, viewer, intent);
  if (refused) return refused;
  const parsed = projectSchema.safeParse(input);
  if (!parsed.success) return failure(intent, "INVALID", fieldErrors(parsed.error));
  const project = parsed.data;
  const [audioOk, videoOk] = await Promise.all([
    isOwnFile(db, files, project.audioUrl, "", (key) => isUploadKey.projectAudio(key, viewer.id, project.id)),
    isOwnFile(db, files, project.videoUrl, "", (key) => isUploadKey.video(key, viewer.id)),
  ]);
  if (!audioOk || !videoOk)
    return failure(intent, "FILE_NOT_OWNED", { ...(audioOk ? {} : { audioUrl: ["invalidFile"] }), ...(videoOk ? {} : { videoUrl: ["invalidFile"] }) });
  try {
    return await announcedIfSaved(
      db.transaction(async (tx) => {
        await tx.select({ userId: specialistProfiles.userId }).from(specialistProfiles).where(eq(specialistProfiles.userId, viewer.id)).for("update");
        const taken = await tx.select({ slot: specialistProjects.slot }).from(specialistProjects).where(eq(specialistProjects.userId, viewer.id));
        const used = new Set(taken.map((row) => row.slot));
        const slot = Array.from({ length: LIMITS.projects }, (_, index) => index).find((index) => !used.has(index));
        if (slot === undefined) return failure(intent, "PROJECT_LIMIT");
        await tx.insert(specialistProjects).values({ ...project, userId: viewer.id, slot });
        await tx.update(specialistProfiles).set({ updatedAt: new Date() }).where(eq(specialistProfiles.userId, viewer.id));
        return success(intent);
      }),
    );
  } catch (error) {
    return constraintFailure(intent, error);
  }
}

/** Deletes one of the owner's projects; the files it named are returned so the caller can remove them. */
export async function deleteProject(db: Database, viewer: Viewer, projectId: string): Promise<{ result: EditorResult; orphanedUrls: string[] }> {
  const intent = "delete-project";
  const refused = await checkWriter(db, viewer, intent);
  if (refused) return { result: refused, orphanedUrls: [] };
  if (!itemIdSchema.safeParse(projectId).success) return { result: failure(intent, "NOT_FOUND"), orphanedUrls: [] };
  const deleted = await db
    .delete(specialistProjects)
    .where(and(eq(specialistProjects.id, projectId), eq(specialistProjects.userId, viewer.id)))
    .returning({ audioUrl: specialistProjects.audioUrl, videoUrl: specialistProjects.videoUrl });
  if (deleted.length === 0) return { result: failure(intent, "NOT_FOUND"), orphanedUrls: [] };
  await announceSiteChange("directory");
  return { result: success(intent), orphanedUrls: deleted.flatMap((row) => [row.audioUrl, row.videoUrl]).filter(Boolean) };
}

/**
 * Adds a service while the profile holds fewer than LIMITS.services; the profile row is locked so two additions
 * cannot both take the last place (the database's trigger counts the same way, for writes from elsewhere).
 */
export async function addService(db: Database, viewer: Viewer, input: unknown): Promise<EditorResult> {
  const intent = "add-service";
  const refused = await checkWriter(db, viewer, intent);
  if (refused) return refused;
  const parsed = serviceSchema.safeParse(input);
  if (!parsed.success) return failure(intent, "INVALID", fieldErrors(parsed.error));
  try {
    return await announcedIfSaved(
      db.transaction(async (tx) => {
        await tx.select({ userId: specialistProfiles.userId }).from(specialistProfiles).where(eq(specialistProfiles.userId, viewer.id)).for("update");
        if ((await tx.$count(specialistServices, eq(specialistServices.userId, viewer.id))) >= LIMITS.services) return failure(intent, "SERVICE_LIMIT");
        await tx.insert(specialistServices).values({ ...parsed.data, id: crypto.randomUUID(), userId: viewer.id });
        return success(intent);
      }),
    );
  } catch (error) {
    return constraintFailure(intent, error);
  }
}

/** Spec 4 "Service editor": editing replaces the item's title, description and price. */
export async function updateService(db: Database, viewer: Viewer, serviceId: string, input: unknown): Promise<EditorResult> {
  const intent = "update-service";
  const refused = await checkWriter(db, viewer, intent);
  if (refused) return refused;
  const parsed = serviceSchema.safeParse(input);
  if (!parsed.success) return failure(intent, "INVALID", fieldErrors(parsed.error));
  if (!itemIdSchema.safeParse(serviceId).success) return failure(intent, "NOT_FOUND");
  try {
    const updated = await db
      .update(specialistServices)
      .set(parsed.data)
      .where(and(eq(specialistServices.id, serviceId), eq(specialistServices.userId, viewer.id)))
      .returning({ id: specialistServices.id });
    return await announcedIfSaved(updated.length > 0 ? success(intent) : failure(intent, "NOT_FOUND"));
  } catch (error) {
    return constraintFailure(intent, error);
  }
}

export async function deleteService(db: Database, viewer: Viewer, serviceId: string): Promise<EditorResult> {
  const intent = "delete-service";
  const refused = await checkWriter(db, viewer, intent);
  if (refused) return refused;
  if (!itemIdSchema.safeParse(serviceId).success) return failure(intent, "NOT_FOUND");
  const deleted = await db
    .delete(specialistServices)
    .where(and(eq(specialistServices.id, serviceId), eq(specialistServices.userId, viewer.id)))
    .returning({ id: specialistServices.id });
  return announcedIfSaved(deleted.length > 0 ? success(intent) : failure(intent, "NOT_FOUND"));
}

/** Spec 4: users with active Pro who are not account type Pro choose whether the directory lists them. */
export async function setShowInSpecialists(db: Database, viewer: Viewer, show: boolean): Promise<EditorResult> {
  const intent = "set-visibility";
  const access = await getEditorAccess(db, viewer);
  if (!access.hasActivePro || access.accountType === "Pro") return failure(intent, "PRO_REQUIRED");
  await db.update(users).set({ showInSpecialists: show }).where(eq(users.id, viewer.id));
  await announceSiteChange("directory");
  return success(intent);
}
