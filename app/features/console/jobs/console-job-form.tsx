import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { formatSheetDate } from "~/adapters/sheets/sheet-date";
import { parseForm } from "~/config/parse-form";
import type { z } from "~/config/zod";
import type { JobFieldError } from "~/features/jobs";
import type { ConsoleJob } from "~/features/jobs/index.server";
import { consoleJobsText } from "~/i18n/console-jobs";
import { useT } from "~/i18n/use-language";
import { buttonClass } from "~/ui/button-classes";
import { controlClass } from "~/ui/field-frame";
import { LabelledField } from "~/ui/labelled-field";
import { consoleJobFormSchema } from "./console-job-forms";

type FieldName = keyof typeof consoleJobsText.ru.form.fields;

/** The sheet's fields as the form shows them: lists one item per line, the date as dd.mm.yyyy, the language marker. */
function initialValues(job: ConsoleJob | null): Record<string, string> {
  if (!job) return {};
  return {
    title: job.title,
    company: job.company,
    companyLink: job.companyLink,
    location: job.location,
    type: job.type,
    description: job.description,
    responsibilities: job.responsibilities.join("\n"),
    requirements: job.requirements.join("\n"),
    conditions: job.conditions.join("\n"),
    postDate: formatSheetDate(new Date(job.postDate)),
    isEnglish: job.isEnglish ? "ENG" : "",
    applyWebsite: job.applyWebsite,
    applyEmail: job.applyEmail,
    applyForm: job.applyForm,
    applyTelegram: job.applyTelegram,
    applyHH: job.applyHh,
  };
}

/**
 * Create or edit a console job with the sheet's fields, checked by the jobs' one schema (the import's) in the browser and
 * in the action; `seen` carries the job's last write, so an edit of a job changed meanwhile is refused.
 */
export function ConsoleJobForm({ job, lastResult, intent }: { job: ConsoleJob | null; lastResult: SubmissionResult | undefined; intent?: "update" }) {
  const t = useT(consoleJobsText).form;
  const navigation = useNavigation();
  const isSaving = navigation.state !== "idle" && navigation.formMethod === "POST" && (intent ? navigation.formData?.get("intent") === intent : true);
  const [form, fields] = useForm<z.input<typeof consoleJobFormSchema>, z.output<typeof consoleJobFormSchema>>({
    id: job ? `job-form-${job.id}` : "job-form-new",
    lastResult,
    defaultValue: initialValues(job),
    onValidate: ({ formData }) => parseForm(formData, consoleJobFormSchema),
  });
  const values = initialValues(job);

  const input = (name: FieldName, { multiline, ...options }: { multiline?: boolean; hint?: string; type?: string; required?: boolean } = {}) => {
    const meta = fields[name];
    const key = meta.errors?.[0] as JobFieldError | undefined;
    return (
      <LabelledField
        key={`${name}-${job?.seen ?? ""}`}
        id={meta.id}
        name={meta.name}
        label={t.fields[name]}
        defaultValue={typeof meta.initialValue === "string" ? meta.initialValue : (values[name] ?? "")}
        error={key ? (t.errors[key] ?? key) : undefined}
        rows={multiline ? 4 : undefined}
        {...options}
      />
    );
  };

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6 rounded-lg border border-zinc-200 bg-white p-4 sm:p-6">
      <input type="hidden" name="seen" value={job?.seen ?? ""} />
      {form.errors && form.errors.length > 0 && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {t.invalid}
        </p>
      )}
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-zinc-900">{t.main}</legend>
        {input("title", { required: true })}
        {input("company", { required: true })}
        {input("companyLink", { type: "url" })}
        {input("location", { hint: t.hints.location })}
        {input("type", { hint: t.hints.type })}
        {input("postDate", { hint: t.hints.postDate })}
        <div>
          <label htmlFor={fields.isEnglish.id} className="text-sm font-medium text-zinc-800">
            {t.fields.isEnglish}
          </label>
          <select
            key={`isEnglish-${job?.seen ?? ""}`}
            id={fields.isEnglish.id}
            name={fields.isEnglish.name}
            defaultValue={typeof fields.isEnglish.initialValue === "string" ? fields.isEnglish.initialValue : (values.isEnglish ?? "")}
            className={controlClass}
          >
            <option value="">{t.languages.russian}</option>
            <option value="ENG">{t.languages.english}</option>
          </select>
        </div>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold text-zinc-900">{t.lists}</legend>
        {input("description", { multiline: true })}
        {input("responsibilities", { multiline: true, hint: t.hints.list })}
        {input("requirements", { multiline: true, hint: t.hints.list })}
        {input("conditions", { multiline: true, hint: t.hints.list })}
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-zinc-900">{t.apply}</legend>
        {input("applyWebsite", { type: "url" })}
        {input("applyEmail", { type: "email" })}
        {input("applyForm", { type: "url" })}
        {input("applyTelegram", { hint: t.hints.applyTelegram })}
        {input("applyHH", { type: "url" })}
      </fieldset>
      <button type="submit" name="intent" value={intent ?? "create"} disabled={isSaving} className={buttonClass.primary}>
        {isSaving ? t.saving : job ? t.save : t.create}
      </button>
    </Form>
  );
}
