import { z } from "~/config/zod";
import { LIMITS, SESSION } from "~/config/constants";
import { emailAddress } from "~/config/email-address";
import { userText } from "~/config/user-text";

/**
 * E-mail and password, for the sign-in dialog, the login page and their action (spec 5 "Sign-in and
 * registration"). Messages are dictionary keys (auth.fields), so one schema serves both languages.
 */
export const credentialsSchema = z.object({
  email: userText("invalidCharacter", "emailRequired")
    .trim()
    .min(1, "emailRequired")
    .max(LIMITS.profile.email, "emailInvalid")
    .pipe(emailAddress("emailInvalid")),
  password: userText("invalidCharacter", "passwordRequired")
    .min(1, "passwordRequired")
    .min(LIMITS.passwordMinLength, "passwordTooShort")
    .max(SESSION.passwordMaxLength, "passwordTooShort"),
});

const ERROR_KEYS = ["emailRequired", "emailInvalid", "passwordRequired", "passwordTooShort", "invalidCharacter"] as const;
export type CredentialsErrorKey = (typeof ERROR_KEYS)[number];

/** Whether a field's message (the schema's or the action's) is one of the dictionary's keys the fields render. */
export const isCredentialsErrorKey = (message: string): message is CredentialsErrorKey => (ERROR_KEYS as readonly string[]).includes(message);
