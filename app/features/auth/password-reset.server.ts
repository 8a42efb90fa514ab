import { data, redirect } from "react-router";
import { logger } from "~/adapters/logger.server";
import { languageFromPath, localizePath } from "~/i18n/language";
import { parseFormSubmission } from "~/server/parse-form-submission";
import { readFormOrEmpty } from "~/server/read-body";
import { callAuthEndpoint } from "./call-auth-endpoint.server";
import { newPasswordSchema, resetRequestSchema } from "./password-reset.schema";

/** Why a valid reset request or new password was refused: the answer's form-level message. */
export type ResetFailure = "invalid-link" | "rate-limited" | "failed";

/** The login page shows the "password changed" notice when it finds this in its query string. */
const RESET_DONE_PARAM = { name: "reset", value: "done" } as const;

/**
 * Asks better-auth to mail a reset link that leads to this language's new-password page. The answer is the
 * same whether or not the account exists (a successful submission: the page says the mail is on its way); only
 * too many requests from one address get a different message.
 */
export async function requestPasswordReset(request: Request) {
  const submission = parseFormSubmission(await readFormOrEmpty(request), resetRequestSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });

  const language = languageFromPath(new URL(request.url).pathname);
  const response = await callAuthEndpoint(request, "/request-password-reset", {
    email: submission.value.email,
    redirectTo: localizePath("/reset-password/new", language),
  });
  if (response.status === 429) return data(submission.reply({ formErrors: ["rate-limited" satisfies ResetFailure] }), { status: 429 });
  // A failure is logged but not shown: only an existing account can fail here. The mail itself goes out
  // after the answer (create-auth.server.ts), so neither its delay nor its failure reaches the asker.
  if (!response.ok) logger.error({ status: response.status, body: await response.text().catch(() => "") }, "password reset request failed");
  return data(submission.reply());
}

/** Sets the new password with the mailed token, then goes to the login page with a notice. */
export async function resetPassword(request: Request) {
  const submission = parseFormSubmission(await readFormOrEmpty(request), newPasswordSchema);
  // Neither the password nor the mail link's token is sent back in an answer.
  const reply = (failure?: ResetFailure, fieldErrors?: Record<string, string[]>) =>
    submission.reply({ hideFields: ["password", "token"], ...(failure ? { formErrors: [failure] } : {}), ...(fieldErrors ? { fieldErrors } : {}) });
  if (submission.status !== "success") return data(reply(submission.error?.token ? "invalid-link" : undefined), { status: 400 });

  const response = await callAuthEndpoint(request, "/reset-password", { newPassword: submission.value.password, token: submission.value.token });
  if (response.ok) {
    const login = localizePath("/login", languageFromPath(new URL(request.url).pathname));
    throw redirect(`${login}?${RESET_DONE_PARAM.name}=${RESET_DONE_PARAM.value}`);
  }
  if (response.status === 429) return data(reply("rate-limited"), { status: 429 });
  const code = ((await response.json().catch(() => null)) as { code?: unknown } | null)?.code;
  if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND") return data(reply("invalid-link"), { status: 400 });
  if (code === "PASSWORD_TOO_SHORT" || code === "PASSWORD_TOO_LONG") return data(reply(undefined, { password: ["passwordTooShort"] }), { status: 400 });
  logger.error({ status: response.status, code }, "password reset failed");
  return data(reply("failed"), { status: response.status >= 500 ? 500 : 400 });
}
