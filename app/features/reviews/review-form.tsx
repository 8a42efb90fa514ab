import { getFormProps, useForm } from "@conform-to/react";
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { useSignInDialog, useViewer } from "~/features/auth";
import { LIMITS } from "~/config/constants";
import { parseForm } from "~/config/parse-form";
import { reviewsText } from "~/i18n/reviews";
import { useT } from "~/i18n/use-language";
import { controlClass, describedBy, FieldFrame } from "~/ui/field-frame";
import { REVIEWS_ENDPOINT, type ReviewActionData } from "./review";
import { isReviewFieldErrorKey, reviewSchema, type ReviewInput } from "./review.schema";
import { StarRatingInput } from "./star-rating-input";

type Fields = Required<Omit<ReviewInput, "specialistId" | "rating">> & { rating: number };
const empty: Fields = { rating: 0, title: "", content: "", projectType: "", projectName: "" };
const caps = LIMITS.review;

/**
 * Spec 4 "Review form": closed or open; a signed-out visitor's click opens the sign-in dialog. Conform checks it
 * first with the schema the server uses; while it posts it is busy; on success the fields clear, the form closes
 * and the page's reviews and stats revalidate. Server refusals show inline, a refused field under the field. The
 * form opens from a button, so it needs JavaScript (a signed-out visitor is sent to sign in first anyway).
 */
export function ReviewForm({ specialistId }: { specialistId: string }) {
  const t = useT(reviewsText);
  const viewer = useViewer();
  const signInDialog = useSignInDialog();
  const fetcher = useFetcher<ReviewActionData>();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [fields, setFields] = useState<Fields>(empty);
  const isBusy = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const [form, formFields] = useForm({
    id: `${id}-form`,
    lastResult: result && !result.ok ? result.submission : undefined,
    onValidate: ({ formData }) => parseForm(formData, reviewSchema),
  });

  // Each answer is taken in once, while rendering: success clears and closes (refused fields are Conform's).
  const [handled, setHandled] = useState<ReviewActionData | undefined>(undefined);
  if (result && result !== handled) {
    setHandled(result);
    if (result.ok) {
      setFields(empty);
      setIsOpen(false);
    }
  }

  if (!isOpen) {
    return (
      <div className="space-y-3">
        {result?.ok && (
          <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
            {t.form.success}
          </p>
        )}
        <button
          type="button"
          onClick={() => (viewer ? setIsOpen(true) : signInDialog.open())}
          className="rounded-md bg-violet-700 px-5 py-3 font-semibold text-white hover:bg-violet-600"
        >
          {t.form.open}
        </button>
      </div>
    );
  }

  const set =
    <K extends keyof Fields>(name: K) =>
    (value: Fields[K]) =>
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
        <button type="button" onClick={() => setIsOpen(false)} className="rounded-md border border-zinc-300 px-5 py-3 font-semibold hover:border-violet-600">
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
