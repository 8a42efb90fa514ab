import { z } from "~/config/zod";
import { userText } from "~/config/user-text";
import { credentialsSchema } from "./credentials.schema";

/** The reset request: just the e-mail, with the same rule and messages as the sign-in form. */
export const resetRequestSchema = credentialsSchema.pick({ email: true });

/** The new password (the shared password rule) and the token the mail link carried. */
export const newPasswordSchema = z.object({
  token: userText().trim().min(1).max(200),
  password: credentialsSchema.shape.password,
});
