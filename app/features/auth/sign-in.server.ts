import { readFormOrEmpty } from "~/server/read-body";
import { data, redirect } from "react-router";
import { languageFromPath, localizePath } from "~/i18n/language";
import { authCookies, callAuthEndpoint } from "./call-auth-endpoint.server";
import { credentialsFieldErrors, credentialsSchema, type CredentialsFieldErrors } from "./credentials.schema";
import { safeRedirect } from "./safe-redirect";

export type SignInFailure = "credentials" | "rate-limited" | "failed";

export interface SignInActionData {
  fieldErrors?: CredentialsFieldErrors;
  failure?: SignInFailure;
}

/**
 * Signs in or registers with e-mail and password (the login page and the sign-in dialog post here),
 * then goes to the same-site return path or the cabinet with the new session cookie.
 */
export async function signInWithPassword(request: Request) {
  const form = await readFormOrEmpty(request);
  const parsed = credentialsSchema.safeParse({ email: form.get("email"), password: form.get("password") });
  if (!parsed.success) return data<SignInActionData>({ fieldErrors: credentialsFieldErrors(parsed.error) }, { status: 400 });

  const isRegistration = form.get("intent") === "register";
  const response = await callAuthEndpoint(
    request,
    isRegistration ? "/sign-up/email" : "/sign-in/email",
    isRegistration ? { ...parsed.data, name: "" } : { ...parsed.data, rememberMe: true },
  );
  if (response.status === 429) return data<SignInActionData>({ failure: "rate-limited" }, { status: 429 });
  if (!response.ok) {
    const failure: SignInFailure = response.status === 401 && !isRegistration ? "credentials" : "failed";
    return data<SignInActionData>({ failure }, { status: response.status >= 500 ? 500 : 400 });
  }
  const language = languageFromPath(new URL(request.url).pathname);
  throw redirect(safeRedirect(form.get("redirectTo"), localizePath("/dashboard", language)), { headers: authCookies(response) });
}

/** Ends the session on the server (the token is deleted, not just the cookie) and goes home. */
export async function signOut(request: Request) {
  const response = await callAuthEndpoint(request, "/sign-out", {});
  const language = languageFromPath(new URL(request.url).pathname);
  throw redirect(localizePath("/", language), { headers: authCookies(response) });
}
