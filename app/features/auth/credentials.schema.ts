import { z } from "zod";
import { LIMITS, SESSION } from "~/config/constants";

/**
 * E-mail and password, for the sign-in dialog, the login page and their action (spec 5 "Sign-in and
 * registration"). Messages are dictionary keys (auth.fields), so one schema serves both languages.
 */
export const credentialsSchema = z.object({
  email: z.string().trim().min(1, "emailRequired").max(LIMITS.profile.email, "emailInvalid").pipe(z.email("emailInvalid")),
  password: z.string().min(1, "passwordRequired").min(LIMITS.passwordMinLength, "passwordTooShort").max(SESSION.passwordMaxLength, "passwordTooShort"),
});

export type Credentials = z.infer<typeof credentialsSchema>;
export type CredentialsErrorKey = "emailRequired" | "emailInvalid" | "passwordRequired" | "passwordTooShort";
export type CredentialsFieldErrors = Partial<Record<keyof Credentials, CredentialsErrorKey>>;

export function credentialsFieldErrors(error: z.ZodError): CredentialsFieldErrors {
  const errors: CredentialsFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((field === "email" || field === "password") && !errors[field]) errors[field] = issue.message as CredentialsErrorKey;
  }
  return errors;
}
