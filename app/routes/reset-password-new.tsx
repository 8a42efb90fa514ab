import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { parseForm } from "~/config/parse-form";
import { NewPasswordField } from "~/features/auth/password-reset-fields";
import { newPasswordSchema } from "~/features/auth/password-reset.schema";
import { resetPassword } from "~/features/auth/password-reset.server";
import { authText } from "~/i18n/auth";
import { languageFromPath } from "~/i18n/language";
import { useLocalizePath, useT } from "~/i18n/use-language";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/reset-password-new";

/**
 * The mail link goes through better-auth, which checks the token and comes back here with `?token=…`,
 * or with `?error=INVALID_TOKEN` when it is unknown or older than an hour.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.has("error") ? null : params.get("token");
  return { token: token || null };
}

export const action = ({ request }: Route.ActionArgs) => resetPassword(request);

// The URL carries a secret: never stored by a cache, never sent on as a Referer.
export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
}

export function meta(args: Route.MetaArgs) {
  const t = authText[languageFromPath(args.location.pathname)].reset;
  return [...pageMeta(args, { title: t.newTitle, description: t.seoDescription }), { name: "robots", content: "noindex" }];
}

export default function ResetPasswordNew({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(authText);
  const localize = useLocalizePath();
  const navigation = useNavigation();
  const isSubmitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: "new-password-form",
    lastResult: actionData,
    onValidate: ({ formData }) => parseForm(formData, newPasswordSchema),
  });
  const failure = form.errors?.[0];
  const isInvalid = !loaderData.token || failure === "invalid-link";
  return (
    <main className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold">{t.reset.newTitle}</h1>
      {isInvalid ? (
        <div className="mt-8 space-y-5 rounded-2xl border border-zinc-200 bg-white p-6">
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
            {t.reset.invalidLink}
          </p>
          <Link
            to={localize("/reset-password")}
            className="block w-full rounded-md bg-violet-700 px-4 py-3 text-center font-semibold text-white hover:bg-violet-600"
          >
            {t.reset.requestAgain}
          </Link>
        </div>
      ) : (
        <Form method="post" {...getFormProps(form)} className="mt-8 space-y-5 rounded-2xl border border-zinc-200 bg-white p-6">
          <p className="text-zinc-700">{t.reset.newText}</p>
          <input type="hidden" name="token" value={loaderData.token ?? ""} />
          <NewPasswordField errors={fields.password.errors} />
          {failure && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {failure === "rate-limited" ? t.dialog.tooManyAttempts : t.dialog.error}
            </p>
          )}
          <button
            type="submit"
            disabled={isSubmitting}
            className="w-full rounded-md bg-violet-700 px-4 py-3 font-semibold text-white hover:bg-violet-600 disabled:opacity-60"
          >
            {isSubmitting ? t.reset.newSubmitting : t.reset.newSubmit}
          </button>
        </Form>
      )}
    </main>
  );
}
