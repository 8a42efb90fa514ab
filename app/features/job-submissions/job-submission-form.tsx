import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { JOB_SUBMISSION } from "~/config/constants";
import { parseForm } from "~/config/parse-form";
import { jobSubmissionsText } from "~/i18n/job-submissions";
import { interpolate } from "~/i18n/plural";
import { useLocalizePath, useT } from "~/i18n/use-language";
import { buttonClass } from "~/ui/button-classes";
import { controlClass } from "~/ui/field-frame";
import { LabelledField } from "~/ui/labelled-field";
import { jobSubmissionSchema, type JobSubmissionError } from "./job-submission.schema";

type FieldName = keyof typeof jobSubmissionsText.ru.submit.fields;

interface FieldOptions {
  multiline?: boolean;
  hint?: string;
  type?: string;
  required?: boolean;
  maxLength?: number;
  autoComplete?: string;
}

/**
 * The employer's job form (docs/decisions/027): the sheet's fields and the contact e-mail, checked by the same schema in
 * the browser and in the action (docs/decisions/017); it posts as a plain form before hydration. Once sent, a thank-you
 * view names the address the confirmation went to.
 */
export function JobSubmissionForm({ lastResult, sentTo }: { lastResult: SubmissionResult<string[]> | undefined; sentTo: string | null }) {
  const t = useT(jobSubmissionsText).submit;
  const localize = useLocalizePath();
  const navigation = useNavigation();
  const isSending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: "job-submission",
    lastResult,
    onValidate: ({ formData }) => parseForm(formData, jobSubmissionSchema),
  });

  if (sentTo !== null) {
    return (
      <div role="status" className="space-y-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
        <h3 className="text-lg font-bold text-emerald-950">{t.done.title}</h3>
        <p className="text-emerald-950">{interpolate(t.done.text, { email: sentTo })}</p>
        <Link to={`${localize("/post-job")}#submit`} className={`inline-block ${buttonClass.secondary}`}>
          {t.done.another}
        </Link>
      </div>
    );
  }

  const message = (keys: readonly string[] | undefined) => {
    const key: JobSubmissionError | string | undefined = keys?.[0];
    return key === undefined ? undefined : ((t.errors as Record<string, string>)[key] ?? t.errors.invalid);
  };
  const formError = message(form.errors);

  const field = (name: FieldName, { multiline, ...options }: FieldOptions = {}) => {
    const meta = fields[name];
    return (
      <LabelledField
        key={`${name}-${form.key ?? ""}`}
        id={meta.id}
        name={meta.name}
        label={t.fields[name]}
        defaultValue={typeof meta.initialValue === "string" ? meta.initialValue : ""}
        error={message(meta.errors)}
        rows={multiline ? 5 : undefined}
        {...options}
      />
    );
  };
  const caps = JOB_SUBMISSION.fieldCaps;

  return (
    <Form method="post" {...getFormProps(form)} className="relative space-y-8 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6">
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-zinc-900">{t.groups.main}</legend>
        {field("title", { required: true, maxLength: 200 })}
        {field("company", { required: true, maxLength: 200, autoComplete: "organization" })}
        {field("companyLink", { type: "url", maxLength: caps.link, autoComplete: "url" })}
        {field("location", { hint: t.hints.location, maxLength: 200 })}
        {field("type", { hint: t.hints.type, maxLength: 200 })}
        <div key={`isEnglish-${form.key ?? ""}`}>
          <label htmlFor={fields.isEnglish.id} className="text-sm font-medium text-zinc-800">
            {t.fields.isEnglish}
          </label>
          <select
            id={fields.isEnglish.id}
            name={fields.isEnglish.name}
            defaultValue={typeof fields.isEnglish.initialValue === "string" ? fields.isEnglish.initialValue : ""}
            className={controlClass}
          >
            <option value="">{t.languages.russian}</option>
            <option value="ENG">{t.languages.english}</option>
          </select>
        </div>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold text-zinc-900">{t.groups.details}</legend>
        {field("description", { multiline: true, maxLength: caps.description })}
        {field("responsibilities", { multiline: true, hint: t.hints.list, maxLength: caps.list })}
        {field("requirements", { multiline: true, hint: t.hints.list, maxLength: caps.list })}
        {field("conditions", { multiline: true, hint: t.hints.list, maxLength: caps.list })}
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-zinc-900">{t.groups.apply}</legend>
        <p className="text-sm text-zinc-700 md:col-span-2">{t.hints.apply}</p>
        {field("applyWebsite", { type: "url", maxLength: caps.link })}
        {field("applyEmail", { type: "email", maxLength: caps.link })}
        {field("applyForm", { type: "url", maxLength: caps.link })}
        {field("applyTelegram", { hint: t.hints.applyTelegram, maxLength: caps.link })}
        {field("applyHH", { type: "url", maxLength: caps.link })}
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-zinc-900">{t.groups.contact}</legend>
        {field("contactEmail", { type: "email", required: true, hint: t.hints.contactEmail, maxLength: caps.contactEmail, autoComplete: "email" })}
      </fieldset>
      {/* The honeypot: out of sight and out of the tab order; a bot that fills every field gives itself away. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="job-submission-homepage">{t.honeypot}</label>
        <input id="job-submission-homepage" type="text" name="homepage" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      )}
      <button type="submit" disabled={isSending} className={buttonClass.primary}>
        {isSending ? t.sending : t.send}
      </button>
    </Form>
  );
}
