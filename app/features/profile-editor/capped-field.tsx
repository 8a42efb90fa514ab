import type { ProfileErrorKey } from "./profile.schema";
import { profileEditorText } from "~/i18n/profile-editor";
import { useT } from "~/i18n/use-language";
import { describedBy, FieldFrame } from "~/ui/field-frame";

/** What the editor's one-line and multi-line text fields share: a value capped at `max` characters. */
export interface CappedFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  max: number;
  hint?: string;
  error?: ProfileErrorKey;
  isRequired?: boolean;
}

/** The field's frame: label, hint, live counter and the error in the page's language. */
export function CappedFieldFrame({ field, children }: { field: CappedFieldProps; children: React.ReactNode }) {
  const t = useT(profileEditorText);
  const { id, label, hint, value, max, error, isRequired } = field;
  return (
    <FieldFrame id={id} label={label} hint={hint} counter={{ value, max }} error={error && t.errors[error]} isRequired={isRequired}>
      {children}
    </FieldFrame>
  );
}

/** The attributes an input or a textarea takes from the field: value, cap and what describes it. */
export function cappedControlProps({ id, name, value, onValueChange, max, hint, error, isRequired }: CappedFieldProps) {
  return {
    id,
    name,
    value,
    onChange: (event: { target: { value: string } }) => onValueChange(event.target.value),
    maxLength: max,
    "aria-required": isRequired || undefined,
    "aria-invalid": Boolean(error),
    "aria-describedby": describedBy(id, { hasHint: Boolean(hint), hasError: Boolean(error) }),
  };
}
