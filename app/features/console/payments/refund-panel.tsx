import { getFormProps, useForm } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { parseForm } from "~/config/parse-form";
import { consoleText } from "~/i18n/console";
import { consolePaymentsText } from "~/i18n/console-payments";
import { formatDateTime } from "~/i18n/dates";
import { interpolate } from "~/i18n/plural";
import { useLanguage, useT } from "~/i18n/use-language";
import { OWN_DECISION } from "~/server/own-decisions";
import { buttonClass } from "~/ui/button-classes";
import type { DecisionAnswer } from "../decision-action.server";
import { OwnDecisionNotice } from "../own-decision-notice";
import { formatMoney } from "~/i18n/number-format";
import { REASON_MAX, refundFormSchema } from "./payment-forms";
import type { PaymentDetail } from "./payment-detail.server";

/** The action's answer: which form posted, and Conform's reply (its form-level message is a key of `errors`). */
type RefundAnswer = DecisionAnswer<"refund" | "resume">;

type Messages = (typeof consolePaymentsText)["ru"]["errors"] & { [OWN_DECISION]: string };
const message = (errors: Messages, key: string | undefined) => (key ? ((errors as Record<string, string>)[key] ?? errors.invalid) : undefined);

/**
 * The refund of a paid payment: within the window a click (a reason may be given), after it only with a reason. The
 * action decides on the server clock; its refusals (already refunded, a refund open, no reason) come back as the
 * form's message. An open refund can be asked about again: its request repeats under the same key. The admin's own
 * payment (`isOwn`) offers neither: another admin decides on it.
 */
export function RefundPanel({ payment, isOwn, answer, now }: { payment: PaymentDetail; isOwn: boolean; answer: RefundAnswer | undefined; now: string }) {
  const t = useT(consolePaymentsText);
  const errors = { ...t.errors, [OWN_DECISION]: useT(consoleText).ownDecision.refused };
  const language = useLanguage();
  const navigation = useNavigation();
  const isSubmitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: "refund-form",
    lastResult: answer?.intent === "refund" ? answer.result : undefined,
    onValidate: ({ formData }) => parseForm(formData, refundFormSchema),
  });
  const amount = formatMoney(language, payment.amountKopecks);
  const openRefund = payment.refunds.find((refund) => refund.status === "created" || refund.status === "pending");
  const done = payment.refunds.find((refund) => refund.status === "succeeded");
  const windowEnd = payment.refundWindowEnd;
  const insideWindow = windowEnd !== null && new Date(windowEnd).getTime() >= new Date(now).getTime();
  const formError = message(errors, answer?.intent === "resume" ? answer.result.error?.[""]?.[0] : form.errors?.[0]);
  const reasonError = message(errors, fields.reason.errors?.[0]);
  const date = (iso: string) => formatDateTime(new Date(iso), language);

  return (
    <section aria-labelledby="refund-title" className="space-y-3 rounded-lg border border-zinc-200 bg-white p-5">
      <h3 id="refund-title" className="text-lg font-semibold text-zinc-900">
        {t.refund.title}
      </h3>
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      )}
      {done || payment.status === "refunded" ? (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-900">
          {t.refund.done}
        </p>
      ) : isOwn ? (
        <OwnDecisionNotice about="payment" />
      ) : openRefund ? (
        <Form method="post" className="space-y-3">
          <p role="status" className="text-zinc-800">
            {t.refund.pending}
          </p>
          <input type="hidden" name="intent" value="resume" />
          <input type="hidden" name="refundId" value={openRefund.id} />
          <button type="submit" disabled={isSubmitting} className={buttonClass.secondary}>
            {t.refund.resume}
          </button>
        </Form>
      ) : payment.status !== "succeeded" || payment.provider === "manual" ? (
        <p className="text-zinc-700">{t.refund.notRefundable}</p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="space-y-3">
          <p className="text-zinc-800">
            {insideWindow && windowEnd
              ? interpolate(t.refund.insideWindow, { amount, date: date(windowEnd) })
              : windowEnd
                ? interpolate(t.refund.outsideWindow, { date: date(windowEnd) })
                : t.refund.noWindow}
          </p>
          <input type="hidden" name="intent" value="refund" />
          <label className="block text-sm font-medium text-zinc-800">
            {insideWindow ? t.refund.reasonOptional : t.refund.reason}
            <textarea
              name={fields.reason.name}
              id={fields.reason.id}
              defaultValue={fields.reason.initialValue}
              maxLength={REASON_MAX}
              required={!insideWindow}
              rows={3}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${fields.reason.id}-error` : undefined}
              className="mt-1 w-full rounded-md border border-zinc-300 px-3 py-2 text-sm"
            />
          </label>
          {reasonError && (
            <p id={`${fields.reason.id}-error`} className="text-sm text-red-800">
              {reasonError}
            </p>
          )}
          <button type="submit" disabled={isSubmitting} className={buttonClass.danger}>
            {isSubmitting ? t.refund.submitting : interpolate(t.refund.submit, { amount })}
          </button>
        </Form>
      )}
    </section>
  );
}
