import { flushSync } from "react-dom";
import type { ProfileErrorKey } from "~/features/specialists/profile.schema";
import { profileEditorText } from "~/i18n/profile-editor";
import { useT } from "~/i18n/use-language";
import { controlClass, describedBy, FieldFrame } from "~/ui/field-frame";
import { insertIndent } from "./insert-indent";

interface TextAreaFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  max: number;
  rows?: number;
  hint?: string;
  error?: ProfileErrorKey;
  isRequired?: boolean;
  /** Tab inserts four spaces (spec 5, the experience field); Shift+Tab, or Esc then Tab, still leave the field. */
  isTabIndenting?: boolean;
}

/** A multi-line text capped at `max` characters, with its live counter. */
export function TextAreaField({ id, name, label, value, onValueChange, max, rows = 4, hint, error, isRequired, isTabIndenting = false }: TextAreaFieldProps) {
  const t = useT(profileEditorText);
  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    const textarea = event.currentTarget;
    // Escape hands Tab back to the keyboard's navigation until the field is typed in again (no keyboard trap).
    if (event.key === "Escape") textarea.dataset.tabReleased = "true";
    else if (event.key !== "Tab") delete textarea.dataset.tabReleased;
    if (event.key !== "Tab" || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey || textarea.dataset.tabReleased) return;
    event.preventDefault();
    const edit = insertIndent(textarea.value, textarea.selectionStart, textarea.selectionEnd, max);
    if (!edit) return;
    // Rendered at once, so the caret can be put after the spaces before the next key arrives.
    flushSync(() => onValueChange(edit.value));
    textarea.setSelectionRange(edit.caret, edit.caret);
  };
  return (
    <FieldFrame id={id} label={label} hint={hint} counter={{ value, max }} error={error && t.errors[error]} isRequired={isRequired}>
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onKeyDown={isTabIndenting ? onKeyDown : undefined}
        onBlur={isTabIndenting ? (event) => delete event.currentTarget.dataset.tabReleased : undefined}
        maxLength={max}
        aria-required={isRequired || undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, { hasHint: Boolean(hint), hasError: Boolean(error) })}
        className={`${controlClass} resize-y`}
      />
    </FieldFrame>
  );
}
