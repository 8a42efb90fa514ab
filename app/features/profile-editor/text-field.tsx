import type { ProfileErrorKey } from "~/features/specialists/profile.schema";
import { profileEditorText } from "~/i18n/profile-editor";
import { useT } from "~/i18n/use-language";
import { controlClass, describedBy, FieldFrame } from "~/ui/field-frame";

interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  max: number;
  hint?: string;
  error?: ProfileErrorKey;
  isRequired?: boolean;
  type?: "text" | "email" | "url";
  placeholder?: string;
  autoComplete?: string;
}

/** A one-line text input capped at `max` characters, with its live counter. */
export function TextField({ id, name, label, value, onValueChange, max, hint, error, isRequired, type = "text", placeholder, autoComplete = "off" }: TextFieldProps) {
  const t = useT(profileEditorText);
  return (
    <FieldFrame id={id} label={label} hint={hint} counter={{ value, max }} error={error && t.errors[error]} isRequired={isRequired}>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        maxLength={max}
        placeholder={placeholder}
        autoComplete={autoComplete}
        aria-required={isRequired || undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, { hasHint: Boolean(hint), hasError: Boolean(error) })}
        className={controlClass}
      />
    </FieldFrame>
  );
}
