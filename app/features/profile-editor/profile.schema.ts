import { z } from "~/config/zod";
import { LIMITS, SPECIALIZATIONS } from "~/config/constants";
import { emailAddress } from "~/config/email-address";
import { userText } from "~/config/user-text";

// The profile editor's forms (spec 5 "Profile editor"), shared by the forms and the dashboard's action.
// Messages are keys of the profile-editor dictionary (errors), so one schema serves both languages.

const ERROR_KEYS = ["required", "tooLong", "invalidCharacter", "invalidEmail", "invalidUrl", "invalidSpecialization", "invalidFile"] as const;
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
 * Name, surname and experience are never emptied (spec 5 writes them only when non-empty), so the form asks for them
 * rather than appearing to clear them; contacts (e-mail, Telegram) can be cleared (docs/decisions/008).
 */
export const personalInfoSchema = z.object({
  name: requiredText(caps.name),
  surname: requiredText(caps.surname),
  email: text(caps.email).pipe(emailAddress("invalidEmail", { optional: true })),
  workExperience: text(caps.workExperience),
  experience: userText("invalidCharacter")
    .max(caps.experience, "tooLong")
    .refine((value) => value.trim() !== "", "required"),
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
});
export type PersonalInfoInput = z.input<typeof personalInfoSchema>;
export type PersonalInfo = z.output<typeof personalInfoSchema>;

export const projectSchema = z.object({
  /** Made by the browser before the project's audio is uploaded: the audio's path carries it (spec 7). */
  id: z.uuid("invalidFile"),
  title: requiredText(caps.projectTitle),
  description: requiredText(caps.projectDescription),
  audioUrl: fileUrl,
  videoUrl: fileUrl,
  projectLink: webAddress(caps.projectLink),
});
export type ProjectInput = z.input<typeof projectSchema>;

export const serviceSchema = z.object({
  title: requiredText(caps.serviceTitle),
  description: requiredText(caps.serviceDescription),
  price: requiredText(caps.servicePrice),
});
export type ServiceInput = z.input<typeof serviceSchema>;

/** A refused input's messages per field, in the shape Conform's `reply({ fieldErrors })` takes. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  return z.flattenError(error).fieldErrors as Record<string, string[]>;
}

/** The id of a project or service to change or delete: text the database can compare (no NUL), else it names none. */
export const itemIdSchema = userText().trim().min(1).max(200);
