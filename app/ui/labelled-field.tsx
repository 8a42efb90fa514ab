import { controlClass, describedBy, FieldFrame } from "./field-frame";

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
 * An uncontrolled input (or textarea) in the site's field frame — label, hint, error, tied by `aria-describedby`: one
 * field of the job forms (the employer's on /post-job, the console's), whose values are the sheet's columns.
 */
export function LabelledField({ id, name, label, defaultValue, hint, error, rows, type = "text", required, maxLength, autoComplete }: LabelledFieldProps) {
  const control = {
    id,
    name,
    defaultValue,
    "aria-invalid": Boolean(error),
    "aria-describedby": describedBy(id, { hasHint: Boolean(hint), hasCounter: false, hasError: Boolean(error) }),
    required,
    maxLength,
    autoComplete,
    className: controlClass,
  };
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {rows ? <textarea rows={rows} {...control} /> : <input type={type} {...control} />}
    </FieldFrame>
  );
}
