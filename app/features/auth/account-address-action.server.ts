import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { localizePath } from "~/i18n/language";
import { parseFormSubmission } from "~/server/parse-form-submission";
import { actionLanguageOf } from "~/server/action-language";
import { changeEmailSchema, type AccountAddressActionData, type AccountAddressError, type AccountAddressIntent } from "./account-address.schema";
import { getAuth } from "./auth.server";
import { EMAIL_CHANGED_PARAM, EMAIL_CONFIRMED_PARAM } from "./email-confirmation";
import { getViewer } from "./session.server";
import { answerOnFailure } from "~/server/answer-on-failure.server";

/**
 * The cabinet's address forms (docs/decisions/032): "Отправить письмо ещё раз" mails the confirmation link again, and
 * "Изменить e-mail" mails a link to the new address, which replaces the old one only when it is opened. Both go through
 * better-auth's own endpoints on the server (their HTTP paths are not served: create-auth.server.ts), and every mail
 * through ACCOUNT_MAIL's per-account and per-address limits; the answer is the same whether or not a mail went out. An
 * admin acting as the user (impersonation) cannot do either.
 */
export async function runAccountAddressIntent(request: Request, form: FormData, intent: AccountAddressIntent, requestId: string) {
  const refuse = (error: AccountAddressError, status: number, result?: SubmissionResult) =>
    data<AccountAddressActionData>({ intent, ok: false, error, result }, { status });
  const viewer = await getViewer(request);
  if (!viewer) return refuse("AUTH_REQUIRED", 401);
  if (viewer.isImpersonated) return refuse("IMPERSONATED", 403);
  const dashboard = localizePath("/dashboard", actionLanguageOf(request));
  return answerOnFailure(
    { requestId, intent, message: "an account address action failed" },
    async () => {
      const auth = await getAuth();
      if (intent === "resend-confirmation") {
        if (!viewer.emailVerified) {
          await auth.api.sendVerificationEmail({
            body: { email: viewer.email, callbackURL: `${dashboard}?${EMAIL_CONFIRMED_PARAM}` },
            headers: request.headers,
          });
        }
        return data<AccountAddressActionData>({ intent, ok: true, sentTo: viewer.email });
      }
      const submission = parseFormSubmission(form, changeEmailSchema);
      if (submission.status !== "success") return refuse("INVALID", 400, submission.reply());
      const newEmail = submission.value.newEmail.toLowerCase();
      if (newEmail === viewer.email.toLowerCase()) return refuse("SAME_EMAIL", 400, submission.reply({ fieldErrors: { newEmail: ["sameEmail"] } }));
      await auth.api.changeEmail({ body: { newEmail, callbackURL: `${dashboard}?${EMAIL_CHANGED_PARAM}` }, headers: request.headers });
      return data<AccountAddressActionData>({ intent, ok: true, sentTo: newEmail });
    },
    () => refuse("FAILED", 500),
  );
}
