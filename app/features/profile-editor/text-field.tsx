import { controlClass } from "~/ui/field-frame";
import { CappedFieldFrame, cappedControlProps, type CappedFieldProps } from "./capped-field";

interface TextFieldProps extends CappedFieldProps {
  type?: "text" | "email" | "url";
  placeholder?: string;
  autoComplete?: string;
}

/** A one-line text input capped at `max` characters, with its live counter. */
export function TextField({ type = "text", placeholder, autoComplete = "off", ...field }: TextFieldProps) {
  return (
    <CappedFieldFrame field={field}>
      <input {...cappedControlProps(field)} type={type} placeholder={placeholder} autoComplete={autoComplete} className={controlClass} />
    </CappedFieldFrame>
  );
}
