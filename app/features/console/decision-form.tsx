import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { LIMITS } from "~/config/constants";
import { parseForm } from "~/config/parse-form";
import type { z } from "~/config/zod";
import { buttonClass } from "~/ui/button-classes";

interface DecisionFormProps {
  /** Unique on the page: Conform's form id, and the prefix of its fields' ids. */
  id: string;
  /** The decision (the `intent` field) and the schema the action checks it with. */
  intent: string;
  schema: z.ZodObject<z.ZodRawShape>;
  /** Fields the operator does not type: the version seen, the review's id… */
  hidden: Record<string, string>;
  /** The action's last answer for this form, else undefined. */
  lastResult: SubmissionResult<string[]> | undefined;
  /** Shows a required reason field with this label. */
  reasonLabel?: string;
  /** Other fields (a select), placed before the reason. */
  children?: ReactNode;
  submitLabel: string;
  variant: keyof typeof buttonClass;
  /** The text of each message key the schema or the action may answer (field messages and refusals). */
  messages: Record<string, string>;
  /** Said once the action applied the decision. */
  doneText?: string;
}

/**
 * One console decision (docs/decisions/017 and 019): a form checked by the action's own schema in the browser, posted
 * to the page's action; a refusal (the object changed meanwhile…) comes back as the form's message.
 */
export function DecisionForm({ id, intent, schema, hidden, lastResult, reasonLabel, children, submitLabel, variant, messages, doneText }: DecisionFormProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({ id, lastResult, onValidate: ({ formData }) => parseForm(formData, schema) });
  const isBusy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent && navigation.formData.get("formId") === id;
  const text = (keys: readonly string[] | undefined) => (keys?.[0] === undefined ? null : (messages[keys[0]] ?? messages.invalid ?? keys[0]));
  const failure = text(form.errors);
  const reasonError = text(fields.reason?.errors);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="formId" value={id} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      {reasonLabel && (
        <div className="space-y-1">
          <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-zinc-800">
            {reasonLabel}
          </label>
          <textarea
            id={`${id}-reason`}
            name="reason"
            rows={2}
            required
            maxLength={LIMITS.moderationReason}
            aria-invalid={Boolean(reasonError)}
            aria-describedby={reasonError ? `${id}-reason-error` : undefined}
            className="w-full rounded-md border border-zinc-300 px-3 py-2 text-base aria-invalid:border-red-600"
          />
          {reasonError && (
            <p id={`${id}-reason-error`} className="text-sm text-red-700">
              {reasonError}
            </p>
          )}
        </div>
      )}
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      {doneText && lastResult?.status === "success" && (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {doneText}
        </p>
      )}
      <button type="submit" disabled={isBusy} className={buttonClass[variant]}>
        {submitLabel}
      </button>
    </Form>
  );
}
