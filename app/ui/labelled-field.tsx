/** A form's text control as the job forms draw it: white, full width, red border when invalid. */
export const labelledControlClass =
  "mt-1 w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-base text-zinc-900 focus:border-violet-600 focus:outline-none focus:ring-2 focus:ring-violet-600/30 aria-invalid:border-red-600";

export interface LabelledFieldProps {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  hint?: string;
  /** The message, in the page's language. */
  error?: string;
  /** A textarea of this many rows instead of an input. */
  rows?: number;
  type?: string;
  required?: boolean;
  maxLength?: number;
  autoComplete?: string;
}

/**
 * A label, an input (or a textarea), its hint and its error, tied together by `aria-describedby`: one field of the job
 * forms (the employer's on /post-job, the console's), whose values are the sheet's columns.
 */
export function LabelledField({ id, name, label, defaultValue, hint, error, rows, type = "text", required, maxLength, autoComplete }: LabelledFieldProps) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const control = {
    id,
    name,
    defaultValue,
    "aria-invalid": Boolean(error),
    "aria-describedby": describedBy,
    required,
    maxLength,
    autoComplete,
    className: labelledControlClass,
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-zinc-800">
        {label}
      </label>
      {rows ? <textarea rows={rows} {...control} /> : <input type={type} {...control} />}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-zinc-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
