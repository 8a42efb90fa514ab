import { getFormProps, useForm } from "@conform-to/react";
import type { FetcherWithComponents } from "react-router";
import { LIMITS } from "~/config/constants";
import { parseForm } from "~/config/parse-form";
import { reviewsText } from "~/i18n/reviews";
import { useT } from "~/i18n/use-language";
import { controlClass, describedBy, FieldFrame } from "~/ui/field-frame";
import { REVIEWS_ENDPOINT, type ReviewActionData } from "./review";
import { isReviewFieldErrorKey, reviewSchema, type ReviewInput } from "./review.schema";
import { StarRatingInput } from "./star-rating-input";

export type ReviewFields = Required<Omit<ReviewInput, "specialistId" | "rating">> & { rating: number };
const caps = LIMITS.review;

interface OpenReviewFormProps {
  id: string;
  specialistId: string;
  fetcher: FetcherWithComponents<ReviewActionData>;
  fields: ReviewFields;
  setFields: (update: (current: ReviewFields) => ReviewFields) => void;
  onClose: () => void;
}

/**
 * The review form once opened (spec 4 "Review form"): Conform checks it with the schema the server uses before it
 * posts. Loaded when the visitor reaches for "Оставить отзыв" (review-form.tsx), so the profile page's first load
 * carries neither the form nor zod.
 */
export default function OpenReviewForm({ id, specialistId, fetcher, fields, setFields, onClose }: OpenReviewFormProps) {
  const t = useT(reviewsText);
  const isBusy = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const [form, formFields] = useForm({
    id: `${id}-form`,
    lastResult: result && !result.ok ? result.submission : undefined,
    onValidate: ({ formData }) => parseForm(formData, reviewSchema),
  });

  const set =
    <K extends keyof ReviewFields>(name: K) =>
    (value: ReviewFields[K]) =>
      setFields((current) => ({ ...current, [name]: value }));
  /** A field's first message in the page's language (the schema's messages are keys of form.errors). */
  const errorText = (name: keyof ReviewInput) => {
    const key = formFields[name].errors?.[0];
    if (key === undefined) return undefined;
    return isReviewFieldErrorKey(key) ? t.form.errors[key] : t.errors.INVALID;
  };
  const serverError = result && !result.ok && result.error !== "INVALID" ? t.errors[result.error] : null;

  return (
    <fetcher.Form
      method="post"
      action={REVIEWS_ENDPOINT}
      {...getFormProps(form)}
      aria-labelledby={`${id}-title`}
      aria-busy={isBusy}
      className="space-y-4 rounded-2xl border border-zinc-200 bg-white p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t.form.title}
      </h2>
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="specialistId" value={specialistId} />
      <StarRatingInput value={fields.rating} onChange={set("rating")} error={errorText("rating")} errorId={`${id}-rating-error`} />
      <ReviewTextField
        id={`${id}-title-input`}
        name="title"
        label={t.form.titleLabel}
        value={fields.title}
        onChange={set("title")}
        max={caps.title}
        error={errorText("title")}
        isRequired
      />
      <FieldFrame
        id={`${id}-content`}
        label={t.form.contentLabel}
        counter={{ value: fields.content, max: caps.content }}
        error={errorText("content")}
        isRequired
      >
        <textarea
          id={`${id}-content`}
          name="content"
          rows={5}
          value={fields.content}
          onChange={(event) => set("content")(event.target.value)}
          maxLength={caps.content}
          aria-required
          aria-invalid={Boolean(errorText("content"))}
          aria-describedby={describedBy(`${id}-content`, { hasHint: false, hasError: Boolean(errorText("content")) })}
          className={controlClass}
        />
      </FieldFrame>
      <div className="grid gap-4 sm:grid-cols-2">
        <ReviewTextField
          id={`${id}-type`}
          name="projectType"
          label={t.form.projectTypeLabel}
          placeholder={t.form.projectTypePlaceholder}
          value={fields.projectType}
          onChange={set("projectType")}
          max={caps.projectType}
          error={errorText("projectType")}
        />
        <ReviewTextField
          id={`${id}-name`}
          name="projectName"
          label={t.form.projectNameLabel}
          value={fields.projectName}
          onChange={set("projectName")}
          max={caps.projectName}
          error={errorText("projectName")}
        />
      </div>
      {serverError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {serverError}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={isBusy}
          className="rounded-md bg-violet-700 px-5 py-3 font-semibold text-white hover:bg-violet-600 disabled:cursor-wait disabled:opacity-70"
        >
          {isBusy ? t.form.submitting : t.form.submit}
        </button>
        <button type="button" onClick={onClose} className="rounded-md border border-zinc-300 px-5 py-3 font-semibold hover:border-violet-600">
          {t.form.close}
        </button>
      </div>
    </fetcher.Form>
  );
}

interface ReviewTextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  error?: string;
  isRequired?: boolean;
  placeholder?: string;
}

function ReviewTextField({ id, name, label, value, onChange, max, error, isRequired = false, placeholder }: ReviewTextFieldProps) {
  return (
    <FieldFrame id={id} label={label} counter={{ value, max }} error={error} isRequired={isRequired}>
      <input
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={max}
        placeholder={placeholder}
        aria-required={isRequired || undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, { hasHint: false, hasError: Boolean(error) })}
        className={controlClass}
      />
    </FieldFrame>
  );
}
