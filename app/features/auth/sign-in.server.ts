import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { languageFromPath, localizePath } from "~/i18n/language";
import { parseFormSubmission } from "~/server/parse-form-submission";
import { readFormOrEmpty } from "~/server/read-body";
import { authCookies, callAuthEndpoint } from "./call-auth-endpoint.server";
import { credentialsSchema } from "./credentials.schema";
import { EMAIL_CONFIRMED_PARAM } from "./email-confirmation";
import { safeRedirect } from "./safe-redirect";

/** Why a valid form was refused: the answer's form-level message, which the forms show in their language. */
type SignInFailure = "credentials" | "rate-limited" | "banned" | "failed";

/** The password is never sent back in the answer. */
const reply = (submission: ReturnType<typeof parseFormSubmission>, failure?: SignInFailure): SubmissionResult =>
  submission.reply(failure ? { formErrors: [failure], hideFields: ["password"] } : { hideFields: ["password"] });

/**
 * A registration's answer: the same for a new address and one that already has an account (issue 24 — no way to learn
 * which addresses have accounts from it). A new account gets its confirmation link, the owner of an existing one a
 * notice; neither gets a session here: the page offers to sign in with the password just typed.
 */
export type RegistrationResult = SubmissionResult & { registered: true };

/**
 * Signs in or registers with e-mail and password (the login page and the sign-in dialog post here). Signing in goes to
 * the same-site return path or the cabinet with the new session cookie; registering answers RegistrationResult. A
 * refusal is Conform's submission result: the schema's field messages, or the failure as the form's message.
 */
export async function signInWithPassword(request: Request) {
  const form = await readFormOrEmpty(request);
  const submission = parseFormSubmission(form, credentialsSchema);
  if (submission.status !== "success") return data<SubmissionResult | RegistrationResult>(reply(submission), { status: 400 });

  const language = languageFromPath(new URL(request.url).pathname);
  const isRegistration = form.get("intent") === "register";
  const response = await callAuthEndpoint(
    request,
    isRegistration ? "/sign-up/email" : "/sign-in/email",
    isRegistration
      ? { ...submission.value, name: "", callbackURL: `${localizePath("/dashboard", language)}?${EMAIL_CONFIRMED_PARAM}` }
      : { ...submission.value, rememberMe: true },
  );
  if (response.status === 429) return data<SubmissionResult | RegistrationResult>(reply(submission, "rate-limited"), { status: 429 });
  if (!response.ok) {
    const failure: SignInFailure =
      response.status === 401 && !isRegistration ? "credentials" : response.status === 403 && (await isBannedRefusal(response)) ? "banned" : "failed";
    return data<SubmissionResult | RegistrationResult>(reply(submission, failure), { status: response.status >= 500 ? 500 : 400 });
  }
  if (isRegistration) return data<SubmissionResult | RegistrationResult>({ ...reply(submission), registered: true });
  throw redirect(safeRedirect(form.get("redirectTo"), localizePath("/dashboard", language)), { headers: authCookies(response) });
}

/** better-auth's admin plugin refuses a banned account a session with this code (docs/decisions/020). */
async function isBannedRefusal(response: Response): Promise<boolean> {
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
  return body?.code === "BANNED_USER";
}

/** Ends the session on the server (the token is deleted, not just the cookie) and goes home. */
export async function signOut(request: Request) {
  const response = await callAuthEndpoint(request, "/sign-out", {});
  const language = languageFromPath(new URL(request.url).pathname);
  throw redirect(localizePath("/", language), { headers: authCookies(response) });
}
