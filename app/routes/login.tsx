import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { parseForm } from "~/config/parse-form";
import { CredentialFields } from "~/features/auth/credential-fields";
import { credentialsSchema } from "~/features/auth/credentials.schema";
import { safeRedirect } from "~/features/auth/safe-redirect";
import { getViewer } from "~/features/auth/session.server";
import { signInWithPassword } from "~/features/auth/sign-in.server";
import { preloadSignInDialog, useSignInDialog } from "~/features/auth/sign-in-dialog-context";
import { authText } from "~/i18n/auth";
import { languageFromPath, localizePath } from "~/i18n/language";
import { useLocalizePath, useT } from "~/i18n/use-language";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/login";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (await getViewer(request)) throw redirect(safeRedirect(url.searchParams.get("redirectTo"), localizePath("/dashboard", languageFromPath(url.pathname))));
  return null;
}

export const action = ({ request }: Route.ActionArgs) => signInWithPassword(request);

export function meta(args: Route.MetaArgs) {
  const t = authText[languageFromPath(args.location.pathname)].login;
  return [...pageMeta(args, { title: t.seoTitle, description: t.seoDescription }), { name: "robots", content: "noindex" }];
}

/**
 * Spec 2 "Login page": e-mail and password, "Вход..." while busy, "Неверный email или пароль" on failure. Conform
 * checks the form with the action's schema in the browser; without JavaScript it posts as it is and the page
 * comes back with the action's messages.
 */
export default function Login({ actionData }: Route.ComponentProps) {
  const t = useT(authText);
  const localize = useLocalizePath();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const signInDialog = useSignInDialog();
  const isSubmitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: "login-form",
    lastResult: actionData,
    onValidate: ({ formData }) => parseForm(formData, credentialsSchema),
  });
  const failure = form.errors?.[0];
  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold">{t.login.title}</h1>
      {searchParams.get("reset") === "done" && (
        <p role="status" className="mt-6 rounded-md bg-emerald-50 px-3 py-2 text-emerald-900">
          {t.reset.done}
        </p>
      )}
      <Form method="post" {...getFormProps(form)} className="mt-8 space-y-5 rounded-2xl border border-zinc-200 bg-white p-6">
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <CredentialFields idPrefix="login" errors={{ email: fields.email.errors, password: fields.password.errors }} defaultEmail={fields.email.initialValue} />
        {failure && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure === "credentials"
              ? t.login.wrongCredentials
              : failure === "rate-limited"
                ? t.dialog.tooManyAttempts
                : failure === "banned"
                  ? t.dialog.banned
                  : t.dialog.error}
          </p>
        )}
        <button
          type="submit"
          name="intent"
          value="sign-in"
          disabled={isSubmitting}
          className="w-full rounded-md bg-violet-700 px-4 py-3 font-semibold text-white hover:bg-violet-600 disabled:opacity-60"
        >
          {isSubmitting ? t.login.submitting : t.login.submit}
        </button>
        <Link to={localize("/reset-password")} className="block text-center text-sm font-medium text-violet-800 underline underline-offset-2">
          {t.login.forgotPassword}
        </Link>
        <p className="text-center text-sm text-zinc-700">
          {t.login.noAccount}{" "}
          <button
            type="button"
            aria-haspopup="dialog"
            onPointerEnter={preloadSignInDialog}
            onFocus={preloadSignInDialog}
            onClick={() => signInDialog.open("register")}
            className="font-medium text-violet-800 underline underline-offset-2"
          >
            {t.login.register}
          </button>
        </p>
      </Form>
    </main>
  );
}
