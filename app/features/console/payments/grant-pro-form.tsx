import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { parseForm } from "~/config/parse-form";
import { consoleText } from "~/i18n/console";
import { consolePaymentsText } from "~/i18n/console-payments";
import { formatDateTime } from "~/i18n/dates";
import { interpolate } from "~/i18n/plural";
import { useLanguage, useT } from "~/i18n/use-language";
import { OWN_DECISION } from "~/server/own-decisions";
import { buttonClass } from "~/ui/button-classes";
import { GRANT_DAYS_MAX, grantProFormSchema, REASON_MAX } from "./payment-forms";
import type { UserPro } from "./user-pro.server";

const DEFAULT_DAYS = "30";

/** Grant or extend Pro: days and a required reason; the expiry the admin saw goes along, so a changed one is refused. */
export function GrantProForm({
  user,
  lastResult,
  grantedUntil,
}: {
  user: UserPro;
  lastResult: SubmissionResult<string[]> | undefined;
  grantedUntil: string | null;
}) {
  const t = useT(consolePaymentsText);
  const language = useLanguage();
  const navigation = useNavigation();
  const isSubmitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({ id: "grant-pro-form", lastResult, onValidate: ({ formData }) => parseForm(formData, grantProFormSchema) });
  const errors: Record<string, string> = { ...t.errors, [OWN_DECISION]: useT(consoleText).ownDecision.refused };
  const message = (key: string | undefined) => (key ? (errors[key] ?? t.errors.invalid) : undefined);
  const formError = message(form.errors?.[0]);
  const daysError = message(fields.days.errors?.[0]);
  const reasonError = message(fields.reason.errors?.[0]);
  const field = "mt-1 w-full rounded-md border border-zinc-300 px-3 py-2 text-sm";
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3 rounded-lg border border-zinc-200 bg-white p-5">
      <p className="text-zinc-800">{interpolate(t.grant.lead, { email: user.email })}</p>
      <p className="text-sm text-zinc-700">
        {user.proExpiresAt ? interpolate(t.grant.current, { date: formatDateTime(new Date(user.proExpiresAt), language) }) : t.grant.none}
      </p>
      {grantedUntil && (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-900">
          {interpolate(t.grant.done, { date: formatDateTime(new Date(grantedUntil), language) })}
        </p>
      )}
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      )}
      <input type="hidden" name="expectedExpiresAt" value={user.proExpiresAt ?? ""} />
      <label className="block text-sm font-medium text-zinc-800">
        {t.grant.days}
        <input
          name={fields.days.name}
          id={fields.days.id}
          type="number"
          inputMode="numeric"
          min={1}
          max={GRANT_DAYS_MAX}
          required
          defaultValue={fields.days.initialValue ?? DEFAULT_DAYS}
          aria-invalid={daysError ? true : undefined}
          aria-describedby={daysError ? `${fields.days.id}-error` : undefined}
          className={`${field} max-w-40`}
        />
      </label>
      {daysError && (
        <p id={`${fields.days.id}-error`} className="text-sm text-red-800">
          {daysError}
        </p>
      )}
      <label className="block text-sm font-medium text-zinc-800">
        {t.grant.reason}
        <textarea
          name={fields.reason.name}
          id={fields.reason.id}
          required
          maxLength={REASON_MAX}
          rows={3}
          defaultValue={fields.reason.initialValue}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${fields.reason.id}-error` : undefined}
          className={field}
        />
      </label>
      {reasonError && (
        <p id={`${fields.reason.id}-error`} className="text-sm text-red-800">
          {reasonError}
        </p>
      )}
      <button type="submit" disabled={isSubmitting} className={buttonClass.primary}>
        {isSubmitting ? t.grant.submitting : t.grant.submit}
      </button>
    </Form>
  );
}
