import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { parseForm } from "~/config/parse-form";
import { ResetEmailField } from "~/features/auth/password-reset-fields";
import { resetRequestSchema } from "~/features/auth/password-reset.schema";
import { requestPasswordReset } from "~/features/auth/password-reset.server";
import { authText } from "~/i18n/auth";
import { languageFromPath } from "~/i18n/language";
import { useLocalizePath, useT } from "~/i18n/use-language";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/reset-password";

export const action = ({ request }: Route.ActionArgs) => requestPasswordReset(request);

export function meta(args: Route.MetaArgs) {
  const t = authText[languageFromPath(args.location.pathname)].reset;
  return [...pageMeta(args, { title: t.requestTitle, description: t.seoDescription }), { name: "robots", content: "noindex" }];
}

/**
 * "Забыли пароль?": asks for the e-mail and always answers with the same neutral text. Conform checks the e-mail
 * with the action's schema in the browser; without JavaScript the form posts as it is.
 */
export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const t = useT(authText);
  const localize = useLocalizePath();
  const navigation = useNavigation();
  const isSubmitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: "reset-request-form",
    lastResult: actionData,
    onValidate: ({ formData }) => parseForm(formData, resetRequestSchema),
  });
  return (
    <main className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold">{t.reset.requestTitle}</h1>
      {actionData?.status === "success" ? (
        <div className="mt-8 space-y-5 rounded-2xl border border-zinc-200 bg-white p-6">
          <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-900">
            {t.reset.requestSent}
          </p>
          <Link to={localize("/login")} className="block text-center text-sm font-medium text-violet-800 underline underline-offset-2">
            {t.reset.backToLogin}
          </Link>
        </div>
      ) : (
        <Form method="post" {...getFormProps(form)} className="mt-8 space-y-5 rounded-2xl border border-zinc-200 bg-white p-6">
          <p className="text-zinc-700">{t.reset.requestText}</p>
          <ResetEmailField errors={fields.email.errors} defaultValue={fields.email.initialValue} />
          {form.errors?.includes("rate-limited") && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {t.dialog.tooManyAttempts}
            </p>
          )}
          <button
            type="submit"
            disabled={isSubmitting}
            className="w-full rounded-md bg-violet-700 px-4 py-3 font-semibold text-white hover:bg-violet-600 disabled:opacity-60"
          >
            {isSubmitting ? t.reset.requestSubmitting : t.reset.requestSubmit}
          </button>
          <Link to={localize("/login")} className="block text-center text-sm font-medium text-violet-800 underline underline-offset-2">
            {t.reset.backToLogin}
          </Link>
        </Form>
      )}
    </main>
  );
}
