import { flushSync } from "react-dom";
import { controlClass } from "~/ui/field-frame";
import { CappedFieldFrame, cappedControlProps, type CappedFieldProps } from "./capped-field";
import { insertIndent } from "./insert-indent";

interface TextAreaFieldProps extends CappedFieldProps {
  rows?: number;
  /** Tab inserts four spaces (spec 5, the experience field); Shift+Tab, or Esc then Tab, still leave the field. */
  isTabIndenting?: boolean;
}

/** A multi-line text capped at `max` characters, with its live counter. */
export function TextAreaField({ rows = 4, isTabIndenting = false, ...field }: TextAreaFieldProps) {
  const { max, onValueChange } = field;
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
    <CappedFieldFrame field={field}>
      <textarea
        {...cappedControlProps(field)}
        rows={rows}
        onKeyDown={isTabIndenting ? onKeyDown : undefined}
        onBlur={isTabIndenting ? (event) => delete event.currentTarget.dataset.tabReleased : undefined}
        className={`${controlClass} resize-y`}
      />
    </CappedFieldFrame>
  );
}
