import { z } from "~/config/zod";
import { LIMITS, SPECIALIZATIONS } from "~/config/constants";
import { emailAddress } from "~/config/email-address";
import { userText } from "~/config/user-text";

// The profile editor's forms (spec 5 "Profile editor"), shared by the forms and the dashboard's action.
// Messages are keys of the profile-editor dictionary (errors), so one schema serves both languages.

const ERROR_KEYS = ["required", "keepStored", "tooLong", "invalidCharacter", "invalidEmail", "invalidUrl", "invalidSpecialization", "invalidFile"] as const;
export type ProfileErrorKey = (typeof ERROR_KEYS)[number];
export const isProfileErrorKey = (message: string): message is ProfileErrorKey => (ERROR_KEYS as readonly string[]).includes(message);

const caps = LIMITS.profile;
/** Trimmed text of at most `max` characters, possibly empty; never NUL (config/user-text.ts). */
const text = (max: number) => userText("invalidCharacter").trim().max(max, "tooLong");
const requiredText = (max: number) => text(max).min(1, "required");
const webAddress = (max: number) => text(max).refine((value) => value === "" || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value), "invalidUrl");
/** An uploaded file's URL as the upload endpoint answered it (checked against storage by the server). */
const fileUrl = userText("invalidFile").trim().max(1000, "invalidFile");

/** "Русский, English" → ["Русский", "English"]: comma separated and trimmed (spec 5), empty parts dropped. */
export function splitLanguages(value: string): string[] {
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The fields spec 5 writes only when non-empty and that the editor cannot clear: name, surname, the experience band
 * and the experience text (contacts can be cleared, docs/decisions/008). A new profile may leave them empty and save
 * a location, a photo or contacts first (spec 5); once one is stored, emptying it is refused with `keepStored`
 * rather than answered "Профиль успешно сохранен" while the old value stays.
 */
export const KEPT_FIELDS = ["name", "surname", "workExperience", "experience"] as const;
export type KeptField = (typeof KEPT_FIELDS)[number];

/** Which of the kept fields hold a value in this stored profile (whitespace only counts as empty). */
export function storedKeptFields(profile: Readonly<Record<KeptField, string>>): KeptField[] {
  return KEPT_FIELDS.filter((field) => profile[field].trim() !== "");
}

/**
 * The personal-info form. `stored` names the kept fields the profile holds: the form posts them as it rendered
 * them (so the browser gives the same message), and the server replaces them with the database's before any check
 * (editor-action.server.ts, savePersonalInfo), so a forged list clears nothing.
 */
export const personalInfoSchema = z
  .object({
    name: text(caps.name),
    surname: text(caps.surname),
    email: text(caps.email).pipe(emailAddress("invalidEmail", { optional: true })),
    workExperience: text(caps.workExperience),
    experience: userText("invalidCharacter").max(caps.experience, "tooLong"),
    telegramLink: text(caps.telegramLink),
    website: webAddress(caps.website),
    location: text(caps.location),
    languages: text(caps.languages).transform(splitLanguages),
    // A form posts one checkbox as one value and none as no field at all: both read as the list they are.
    specializations: z
      .preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(z.enum(SPECIALIZATIONS, "invalidSpecialization")))
      .transform((slugs) => [...new Set(slugs)]),
    photoUrl: fileUrl,
    audioUrl: fileUrl,
    stored: z
      .preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(z.enum(KEPT_FIELDS, "invalidCharacter")))
      .transform((fields) => [...new Set(fields)]),
  })
  .check((payload) => {
    // Runs beside the fields' own messages (a too-long surname does not hide an emptied name).
    for (const field of payload.value.stored ?? []) {
      const value = payload.value[field];
      if (typeof value === "string" && value.trim() === "")
        payload.issues.push({ code: "custom", message: "keepStored", path: [field], input: value, continue: true });
    }
  });
/** A personal-info input with `stored` replaced by what the database holds (the form's own list is never believed). */
export function withStoredFields(input: unknown, stored: readonly KeptField[]): unknown {
  return typeof input === "object" && input !== null && !Array.isArray(input) ? { ...input, stored: [...stored] } : input;
}

export const projectSchema = z.object({
  /** Made by the browser before the project's audio is uploaded: the audio's path carries it (spec 7). */
  id: z.uuid("invalidFile"),
  title: requiredText(caps.projectTitle),
  description: requiredText(caps.projectDescription),
  audioUrl: fileUrl,
  videoUrl: fileUrl,
  projectLink: webAddress(caps.projectLink),
});

export const serviceSchema = z.object({
  title: requiredText(caps.serviceTitle),
  description: requiredText(caps.serviceDescription),
  price: requiredText(caps.servicePrice),
});

/** A refused input's messages per field, in the shape Conform's `reply({ fieldErrors })` takes. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  return z.flattenError(error).fieldErrors as Record<string, string[]>;
}

/** The id of a project or service to change or delete: text the database can compare (no NUL), else it names none. */
export const itemIdSchema = userText().trim().min(1).max(200);
