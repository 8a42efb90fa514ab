import { getFormProps, useForm } from "@conform-to/react";
import { useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { parseForm } from "~/config/parse-form";
import { authText } from "~/i18n/auth";
import { useLocalizePath, useT } from "~/i18n/use-language";
import { CredentialFields } from "./credential-fields";
import { credentialsSchema } from "./credentials.schema";
import { SIGN_IN_ERROR_PARAM, type SignInError, type SignInMode } from "./sign-in-mode";
import { GoogleIcon, startGoogleSignIn } from "./sign-in-google";
import { interpolate } from "~/i18n/plural";
import type { signInWithPassword } from "./sign-in.server";
import { useIsGoogleSignInEnabled } from "./use-viewer";

const alertClass = "rounded-md bg-red-50 px-3 py-2 text-sm text-red-800";

/**
 * One tab of the sign-in dialog: Google (when configured), "или", e-mail and password. Conform checks the
 * form with the shared schema before anything is sent (its messages change only with the next submission), then it
 * posts to the login page's action, which answers with field messages, a failure (the form's message), or a
 * redirect to the cabinet with the session cookie.
 */
export function SignInPanel({ mode, initialError, redirectTo }: { mode: SignInMode; initialError?: SignInError; redirectTo?: string }) {
  const t = useT(authText);
  const localize = useLocalizePath();
  const location = useLocation();
  const isGoogleSignInEnabled = useIsGoogleSignInEnabled();
  const fetcher = useFetcher<typeof signInWithPassword>();
  // After a registration, "Войти в кабинет" signs in with what was just typed (kept here, never put back in the page).
  const signInAfterRegistration = useFetcher<typeof signInWithPassword>();
  const [typed, setTyped] = useState<{ email: string; password: string } | null>(null);
  const [form, fields] = useForm({
    id: `${mode}-dialog`,
    lastResult: fetcher.data,
    onValidate: ({ formData }) => parseForm(formData, credentialsSchema),
    onSubmit: (_event, { formData }) => setTyped({ email: String(formData.get("email") ?? "").trim(), password: String(formData.get("password") ?? "") }),
  });
  const [google, setGoogle] = useState<"idle" | "busy" | "failed">(initialError === "google" ? "failed" : "idle");

  const isRegistration = mode === "register";
  const isSubmitting = fetcher.state !== "idle";
  const isBusy = isSubmitting || google === "busy";
  // Conform clears the last answer's messages when a new submission passes the check.
  const failure = form.errors?.[0];

  const signInWithGoogle = async () => {
    setGoogle("busy");
    try {
      await startGoogleSignIn({ callbackURL: redirectTo ?? localize("/dashboard"), errorCallbackURL: `${location.pathname}?${SIGN_IN_ERROR_PARAM}=google` });
    } catch {
      setGoogle("failed");
    }
  };

  const returnPath = redirectTo ?? localize("/dashboard");
  if (isRegistration && fetcher.data && "registered" in fetcher.data && typed) {
    const isSigningIn = signInAfterRegistration.state !== "idle";
    return (
      <div className="space-y-4">
        <div role="status" className="space-y-2 rounded-md bg-violet-50 px-4 py-3 text-sm text-zinc-900">
          <p className="font-semibold">{t.dialog.checkMailTitle}</p>
          <p className="wrap-anywhere">{interpolate(t.dialog.checkMailText, { email: typed.email })}</p>
        </div>
        {signInAfterRegistration.data && !isSigningIn && (
          <p role="alert" className={alertClass}>
            {signInAfterRegistration.data.error?.[""]?.[0] === "rate-limited" ? t.dialog.tooManyAttempts : t.dialog.signInNowFailed}
          </p>
        )}
        <button
          type="button"
          disabled={isSigningIn}
          onClick={() =>
            void signInAfterRegistration.submit({ intent: "sign-in", ...typed, redirectTo: returnPath }, { method: "post", action: localize("/login") })
          }
          className="w-full rounded-md bg-violet-700 px-4 py-3 font-semibold text-white hover:bg-violet-600 disabled:opacity-60"
        >
          {isSigningIn ? t.login.submitting : t.dialog.signInNow}
        </button>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      {isGoogleSignInEnabled && (
        <button
          type="button"
          onClick={() => void signInWithGoogle()}
          disabled={isBusy}
          className="flex w-full items-center justify-center gap-3 rounded-md border border-zinc-300 bg-white px-4 py-2.5 font-semibold text-zinc-900 hover:border-zinc-400 hover:bg-zinc-50 disabled:opacity-60"
        >
          <GoogleIcon />
          {google === "busy" ? t.dialog.googleBusy : t.dialog.google}
        </button>
      )}
      {google === "failed" && (
        <p role="alert" className={alertClass}>
          {t.dialog.googleError}
        </p>
      )}
      {isGoogleSignInEnabled && (
        <div className="flex items-center gap-3 text-sm text-zinc-600">
          <span className="h-px flex-1 bg-zinc-200" aria-hidden="true" />
          {t.dialog.or}
          <span className="h-px flex-1 bg-zinc-200" aria-hidden="true" />
        </div>
      )}
      <fetcher.Form method="post" action={localize("/login")} {...getFormProps(form)} className="space-y-5">
        <input type="hidden" name="intent" value={mode} />
        <input type="hidden" name="redirectTo" value={returnPath} />
        <CredentialFields
          idPrefix={`${mode}-dialog`}
          errors={{ email: fields.email.errors, password: fields.password.errors }}
          isNewPassword={isRegistration}
        />
        {failure && (
          <p role="alert" className={alertClass}>
            {failure === "rate-limited" ? t.dialog.tooManyAttempts : failure === "banned" ? t.dialog.banned : t.dialog.error}
          </p>
        )}
        <button
          type="submit"
          disabled={isBusy}
          className="w-full rounded-md bg-violet-700 px-4 py-3 font-semibold text-white hover:bg-violet-600 disabled:opacity-60"
        >
          {isRegistration ? (isSubmitting ? t.dialog.registering : t.dialog.register) : isSubmitting ? t.login.submitting : t.login.submit}
        </button>
      </fetcher.Form>
    </div>
  );
}
