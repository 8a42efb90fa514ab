import { z } from "~/config/zod";
import { LIMITS, SESSION } from "~/config/constants";
import { userText } from "~/config/user-text";

/**
 * E-mail and password, for the sign-in dialog, the login page and their action (spec 5 "Sign-in and
 * registration"). Messages are dictionary keys (auth.fields), so one schema serves both languages.
 */
export const credentialsSchema = z.object({
  email: userText("invalidCharacter", "emailRequired").trim().min(1, "emailRequired").max(LIMITS.profile.email, "emailInvalid").pipe(z.email("emailInvalid")),
  password: userText("invalidCharacter", "passwordRequired").min(1, "passwordRequired").min(LIMITS.passwordMinLength, "passwordTooShort").max(SESSION.passwordMaxLength, "passwordTooShort"),
});

export type Credentials = z.infer<typeof credentialsSchema>;
const ERROR_KEYS = ["emailRequired", "emailInvalid", "passwordRequired", "passwordTooShort", "invalidCharacter"] as const;
export type CredentialsErrorKey = (typeof ERROR_KEYS)[number];
export type CredentialsFieldErrors = Partial<Record<keyof Credentials, CredentialsErrorKey>>;

const isErrorKey = (message: string): message is CredentialsErrorKey => (ERROR_KEYS as readonly string[]).includes(message);
/** What a field's message becomes when an issue carries none of the dictionary's keys (the forms render only keys). */
const FALLBACK: Record<keyof Credentials, CredentialsErrorKey> = { email: "emailInvalid", password: "passwordRequired" };

/** The first message per field, always a key of auth.fields: the forms interpolate it, so a stray message would break the page. */
export function credentialsFieldErrors(error: z.ZodError): CredentialsFieldErrors {
  const errors: CredentialsFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((field === "email" || field === "password") && !errors[field]) errors[field] = isErrorKey(issue.message) ? issue.message : FALLBACK[field];
  }
  return errors;
}
