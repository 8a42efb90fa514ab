import { getFormProps, useForm } from "@conform-to/react";
import { useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { LIMITS } from "~/config/constants";
import { parseForm } from "~/config/parse-form";
import { changeEmailSchema, emailLinkOutcome, useFieldMessage, type AccountAddressActionData } from "~/features/auth";
import { dashboardText } from "~/i18n/dashboard";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";
import { buttonClass } from "~/ui/button-classes";
import { controlClass } from "~/ui/field-frame";

const noticeClass = "rounded-lg border px-4 py-3";

/** What a confirmation link just opened did (the cabinet's query string after better-auth's redirect), docs/decisions/032. */
export function EmailLinkNotice() {
  const t = useT(dashboardText).address;
  const outcome = emailLinkOutcome(new URLSearchParams(useLocation().search));
  if (!outcome) return null;
  const isGood = outcome === "confirmed" || outcome === "changed";
  return (
    <p
      role="status"
      className={`mt-6 ${noticeClass} ${isGood ? "border-emerald-300 bg-emerald-50 text-emerald-950" : "border-red-300 bg-red-50 text-red-900"}`}
    >
      {t[outcome]}
    </p>
  );
}

/**
 * "Подтвердите e-mail" (issue 24): what waits for the address, and "Отправить письмо ещё раз". The answer says the same
 * whether or not a mail went out (the limits are per account and per address).
 */
export function ConfirmEmailBanner({ email }: { email: string }) {
  const t = useT(dashboardText).address;
  const fetcher = useFetcher<AccountAddressActionData>();
  const isSending = fetcher.state !== "idle";
  const answer = fetcher.data;
  return (
    <section aria-labelledby="confirm-email-title" className={`mt-6 space-y-3 ${noticeClass} border-amber-300 bg-amber-50 text-amber-950`}>
      <h2 id="confirm-email-title" className="font-semibold">
        {t.bannerTitle}
      </h2>
      <p className="wrap-anywhere">{interpolate(t.bannerText, { email })}</p>
      <fetcher.Form method="post">
        <button type="submit" name="intent" value="resend-confirmation" disabled={isSending} className={buttonClass.secondary}>
          {isSending ? t.resending : t.resend}
        </button>
      </fetcher.Form>
      {answer && !isSending && (
        <p role="status" className="text-sm wrap-anywhere">
          {answer.ok ? interpolate(t.resent, { email: answer.sentTo }) : t.errors[answer.error]}
        </p>
      )}
    </section>
  );
}

/** The left column's sign-in address: whether it is confirmed, and "Изменить e-mail" (a link to the new address). */
export function AccountAddressCard({ email, isConfirmed }: { email: string; isConfirmed: boolean }) {
  const t = useT(dashboardText).address;
  const [isChanging, setIsChanging] = useState(false);
  const fetcher = useFetcher<AccountAddressActionData>();
  const answer = fetcher.data;
  const fieldMessage = useFieldMessage();
  const [form, fields] = useForm({
    id: "change-email",
    lastResult: answer && !answer.ok ? answer.result : undefined,
    onValidate: ({ formData }) => parseForm(formData, changeEmailSchema),
    shouldRevalidate: "onInput",
  });
  const isSending = fetcher.state !== "idle";
  const errorKey = fields.newEmail.errors?.[0];
  const error = errorKey === "sameEmail" ? t.errors.SAME_EMAIL : fieldMessage(fields.newEmail.errors, "emailInvalid");
  const sent = answer?.ok && answer.intent === "change-email" ? answer.sentTo : null;
  const failure = answer && !answer.ok && answer.error !== "INVALID" && answer.error !== "SAME_EMAIL" ? t.errors[answer.error] : null;

  return (
    <section aria-labelledby="account-address-title" className="rounded-2xl border border-zinc-200 bg-white p-5">
      <h2 id="account-address-title" className="font-semibold">
        {t.title}
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium wrap-anywhere text-zinc-950">{email}</span>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${isConfirmed ? "bg-emerald-100 text-emerald-800" : "bg-amber-100 text-amber-900"}`}>
          {isConfirmed ? t.isConfirmed : t.isUnconfirmed}
        </span>
      </p>
      {sent && !isSending && (
        <p role="status" className="mt-3 text-sm wrap-anywhere text-zinc-800">
          {interpolate(t.changeSent, { email: sent })}
        </p>
      )}
      {isChanging && !sent ? (
        <fetcher.Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="change-email" />
          <div className="space-y-1">
            <label htmlFor={fields.newEmail.id} className="block text-sm font-medium text-zinc-800">
              {t.newEmail}
            </label>
            <input
              id={fields.newEmail.id}
              name={fields.newEmail.name}
              type="email"
              autoComplete="email"
              required
              maxLength={LIMITS.profile.email}
              aria-invalid={Boolean(error)}
              aria-describedby={`${fields.newEmail.id}-hint${error ? ` ${fields.newEmail.id}-error` : ""}`}
              className={controlClass}
            />
            <p id={`${fields.newEmail.id}-hint`} className="text-xs text-zinc-600">
              {t.newEmailHint}
            </p>
            {error && (
              <p id={`${fields.newEmail.id}-error`} className="text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
          {failure && (
            <p role="alert" className="text-sm text-red-700">
              {failure}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={isSending} className={buttonClass.primary}>
              {isSending ? t.sending : t.send}
            </button>
            <button type="button" onClick={() => setIsChanging(false)} className={buttonClass.secondary}>
              {t.cancel}
            </button>
          </div>
        </fetcher.Form>
      ) : (
        <button
          type="button"
          onClick={() => {
            fetcher.reset();
            setIsChanging(true);
          }}
          className={`${buttonClass.secondary} mt-3`}
        >
          {t.change}
        </button>
      )}
    </section>
  );
}
