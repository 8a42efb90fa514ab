import { readFormOrEmpty } from "~/server/read-body";
import { data, redirect } from "react-router";
import { logger } from "~/adapters/logger.server";
import { languageFromPath, localizePath } from "~/i18n/language";
import { callAuthEndpoint } from "./call-auth-endpoint.server";
import { credentialsFieldErrors, type CredentialsFieldErrors } from "./credentials.schema";
import { newPasswordSchema, resetRequestSchema } from "./password-reset.schema";

export interface ResetRequestActionData {
  sent?: true;
  fieldErrors?: CredentialsFieldErrors;
  failure?: "rate-limited";
}

export type NewPasswordFailure = "invalid-link" | "rate-limited" | "failed";

export interface NewPasswordActionData {
  fieldErrors?: CredentialsFieldErrors;
  failure?: NewPasswordFailure;
}

/** The login page shows the "password changed" notice when it finds this in its query string. */
export const RESET_DONE_PARAM = { name: "reset", value: "done" } as const;

/**
 * Asks better-auth to mail a reset link that leads to this language's new-password page. The answer is the
 * same whether or not the account exists; only too many requests from one address get a different message.
 */
export async function requestPasswordReset(request: Request) {
  const form = await readFormOrEmpty(request);
  const parsed = resetRequestSchema.safeParse({ email: form.get("email") });
  if (!parsed.success) return data<ResetRequestActionData>({ fieldErrors: credentialsFieldErrors(parsed.error) }, { status: 400 });

  const language = languageFromPath(new URL(request.url).pathname);
  const response = await callAuthEndpoint(request, "/request-password-reset", {
    email: parsed.data.email,
    redirectTo: localizePath("/reset-password/new", language),
  });
  if (response.status === 429) return data<ResetRequestActionData>({ failure: "rate-limited" }, { status: 429 });
  // A failure is logged but not shown: only an existing account can fail here. The mail itself goes out
  // after the answer (create-auth.server.ts), so neither its delay nor its failure reaches the asker.
  if (!response.ok) logger.error({ status: response.status, body: await response.text().catch(() => "") }, "password reset request failed");
  return data<ResetRequestActionData>({ sent: true });
}

/** Sets the new password with the mailed token, then goes to the login page with a notice. */
export async function resetPassword(request: Request) {
  const form = await readFormOrEmpty(request);
  const parsed = newPasswordSchema.safeParse({ token: form.get("token") ?? "", password: form.get("password") });
  if (!parsed.success) {
    if (parsed.error.issues.some((issue) => issue.path[0] === "token")) return data<NewPasswordActionData>({ failure: "invalid-link" }, { status: 400 });
    return data<NewPasswordActionData>({ fieldErrors: credentialsFieldErrors(parsed.error) }, { status: 400 });
  }

  const response = await callAuthEndpoint(request, "/reset-password", { newPassword: parsed.data.password, token: parsed.data.token });
  if (response.ok) {
    const login = localizePath("/login", languageFromPath(new URL(request.url).pathname));
    throw redirect(`${login}?${RESET_DONE_PARAM.name}=${RESET_DONE_PARAM.value}`);
  }
  if (response.status === 429) return data<NewPasswordActionData>({ failure: "rate-limited" }, { status: 429 });
  const code = ((await response.json().catch(() => null)) as { code?: unknown } | null)?.code;
  if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND") return data<NewPasswordActionData>({ failure: "invalid-link" }, { status: 400 });
  if (code === "PASSWORD_TOO_SHORT" || code === "PASSWORD_TOO_LONG") {
    return data<NewPasswordActionData>({ fieldErrors: { password: "passwordTooShort" } }, { status: 400 });
  }
  logger.error({ status: response.status, code }, "password reset failed");
  return data<NewPasswordActionData>({ failure: "failed" }, { status: response.status >= 500 ? 500 : 400 });
}
