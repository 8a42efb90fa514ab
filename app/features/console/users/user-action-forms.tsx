import { getFormProps, useForm } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { USER_ROLES, type UserRole } from "~/config/constants";
import { parseForm } from "~/config/parse-form";
import type { z } from "~/config/zod";
import { consoleText } from "~/i18n/console";
import { consoleUsersText } from "~/i18n/console-users";
import { useT } from "~/i18n/use-language";
import { OWN_DECISION } from "~/server/own-decisions";
import { buttonClass } from "~/ui/button-classes";
import type { DecisionAnswer } from "../decision-action.server";
import { OwnDecisionNotice } from "../own-decision-notice";
import { USER_ACTION_SCHEMAS, type UserActionIntent } from "./user-actions.schema";

/** What the user page's action answers: the submitted form's result (its messages), and whether it was done. */
export type UserActionData = DecisionAnswer<UserActionIntent>;

const field = "mt-1 w-full rounded-md border border-zinc-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-600";

/** One action's form: Conform with the action's own schema; its refusals are shown only by the form they came from. */
function ActionForm({
  intent,
  title,
  lead,
  submit,
  tone,
  lastAnswer,
  children,
}: {
  intent: UserActionIntent;
  title: string;
  lead?: string;
  submit: string;
  tone: "primary" | "danger" | "secondary";
  lastAnswer: UserActionData | undefined;
  children?: (fields: Partial<Record<string, Field>>) => React.ReactNode;
}) {
  const t = useT(consoleUsersText).form;
  const ownDecision = useT(consoleText).ownDecision;
  const navigation = useNavigation();
  const isBusy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const answer = lastAnswer?.intent === intent ? lastAnswer : undefined;
  const schema: z.ZodType<Record<string, string>> = USER_ACTION_SCHEMAS[intent];
  const [form, fields] = useForm<Record<string, string>>({
    id: `user-${intent}-form`,
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseForm(formData, schema),
  });
  const refusal = form.errors?.[0];
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3 rounded-lg border border-zinc-200 bg-white p-4">
      <h4 className="font-semibold text-zinc-900">{title}</h4>
      {lead && <p className="text-sm text-zinc-700">{lead}</p>}
      <input type="hidden" name="intent" value={intent} />
      {children?.(fields)}
      {refusal && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {refusal === OWN_DECISION ? ownDecision.refused : (t.refusals[refusal] ?? t.errors[refusal] ?? refusal)}
        </p>
      )}
      <button type="submit" disabled={isBusy} className={buttonClass[tone]}>
        {submit}
      </button>
    </Form>
  );
}

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  const t = useT(consoleUsersText).form.errors;
  const key = errors?.[0];
  if (!key) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-800">
      {t[key] ?? t.invalid}
    </p>
  );
}

type Field = { id: string; name: string; errorId: string; errors?: string[] };

function ReasonField({ field: reason, isRequired = false }: { field: Field | undefined; isRequired?: boolean }) {
  const t = useT(consoleUsersText).form;
  if (!reason) return null;
  return (
    <div>
      <label htmlFor={reason.id} className="block text-sm font-medium text-zinc-800">
        {isRequired ? t.reason : t.reasonOptional}
      </label>
      <textarea
        id={reason.id}
        name={reason.name}
        rows={2}
        maxLength={500}
        aria-invalid={reason.errors ? true : undefined}
        aria-describedby={reason.errors ? reason.errorId : undefined}
        className={field}
      />
      <FieldError id={reason.errorId} errors={reason.errors} />
    </div>
  );
}

/** The user page's actions, each its own form posting to the page's action; on the operator's own page, none (`isSelf`), and why. */
export function UserActionForms({
  isSelf,
  role,
  isBanned,
  mayImpersonate,
  lastAnswer,
}: {
  isSelf: boolean;
  role: UserRole;
  isBanned: boolean;
  mayImpersonate: boolean;
  lastAnswer: UserActionData | undefined;
}) {
  const t = useT(consoleUsersText).form;
  const roles = useT(consoleText).roles;
  // Said above the forms, not in the one posted: a ban swaps its form for the unban form as the page reloads.
  const done = lastAnswer?.done && lastAnswer.intent ? t.done[lastAnswer.intent] : null;
  if (isSelf) return <OwnDecisionNotice about="account" />;
  return (
    <div className="space-y-4">
      {done && (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {done}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <ActionForm intent="role" title={t.role.title} submit={t.role.submit} tone="primary" lastAnswer={lastAnswer}>
          {(fields) => (
            <>
              <input type="hidden" name="expectedRole" value={role} />
              <label className="block text-sm font-medium text-zinc-800">
                {t.role.title}
                <select key={role} name="role" defaultValue={role} className={field}>
                  {USER_ROLES.map((option) => (
                    <option key={option} value={option}>
                      {roles[option]}
                    </option>
                  ))}
                </select>
              </label>
              <ReasonField field={fields.reason} />
            </>
          )}
        </ActionForm>
        {isBanned ? (
          <ActionForm intent="unban" title={t.unban.title} submit={t.unban.submit} tone="primary" lastAnswer={lastAnswer}>
            {(fields) => <ReasonField field={fields.reason} />}
          </ActionForm>
        ) : (
          role !== "admin" && (
            <ActionForm intent="ban" title={t.ban.title} lead={t.ban.lead} submit={t.ban.submit} tone="danger" lastAnswer={lastAnswer}>
              {(fields) => (
                <>
                  <ReasonField field={fields.reason} isRequired />
                  {fields.until && (
                    <div>
                      <label htmlFor={fields.until.id} className="block text-sm font-medium text-zinc-800">
                        {t.ban.until}
                      </label>
                      <input
                        type="date"
                        id={fields.until.id}
                        name={fields.until.name}
                        aria-invalid={fields.until.errors ? true : undefined}
                        aria-describedby={fields.until.errors ? fields.until.errorId : undefined}
                        className={field}
                      />
                      <FieldError id={fields.until.errorId} errors={fields.until.errors} />
                    </div>
                  )}
                </>
              )}
            </ActionForm>
          )
        )}
        <ActionForm intent="revoke-sessions" title={t.revoke.title} lead={t.revoke.lead} submit={t.revoke.submit} tone="danger" lastAnswer={lastAnswer}>
          {(fields) => <ReasonField field={fields.reason} />}
        </ActionForm>
        {mayImpersonate ? (
          <ActionForm
            intent="impersonate"
            title={t.impersonate.title}
            lead={t.impersonate.lead}
            submit={t.impersonate.submit}
            tone="secondary"
            lastAnswer={lastAnswer}
          >
            {(fields) => <ReasonField field={fields.reason} />}
          </ActionForm>
        ) : (
          <p className="rounded-lg border border-zinc-200 bg-white p-4 text-sm text-zinc-700">{t.impersonate.unavailable}</p>
        )}
      </div>
    </div>
  );
}
