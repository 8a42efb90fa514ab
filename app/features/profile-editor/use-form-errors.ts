import { useState } from "react";
import type { FetcherWithComponents } from "react-router";
import type { z } from "~/config/zod";
import type { EditorResult } from "./editor-data";
import { fieldErrors, type ProfileErrorKey } from "./profile.schema";

export type FormErrors = Partial<Record<string, ProfileErrorKey>>;

/**
 * A form's field messages: the schema's, checked in the browser before posting (the same schema the action
 * runs), else the server's from the last answer. Field `x` of the form has the id `{idPrefix}-x`.
 */
export function useFormErrors(fetcher: FetcherWithComponents<EditorResult>, idPrefix: string) {
  const [clientErrors, setClientErrors] = useState<FormErrors>({});
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const serverErrors: FormErrors = answer && !answer.ok ? (answer.fieldErrors ?? {}) : {};
  const errors = Object.keys(clientErrors).length > 0 ? clientErrors : serverErrors;

  /** True when the input passes; otherwise shows the messages and moves the focus to the first field named. */
  const check = (schema: z.ZodType, input: unknown): boolean => {
    const parsed = schema.safeParse(input);
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    setClientErrors(found);
    const [first] = Object.keys(found);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
    return parsed.success;
  };

  /** The user is fixing the field: its message goes until the next check. */
  const dismiss = (field: string) =>
    setClientErrors((current) => (field in current ? Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)) : current));

  return { errors, check, dismiss };
}

/**
 * A form's text fields with their messages: the values, and `field(name)` giving a field component its id
 * (`{idPrefix}-{name}`), value, change handler (which also clears the field's message) and message.
 */
export function useFormFields<T extends Record<string, string>>(fetcher: FetcherWithComponents<EditorResult>, idPrefix: string, initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const { errors, check, dismiss } = useFormErrors(fetcher, idPrefix);
  const field = (name: keyof T & string) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    onValueChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      dismiss(name);
    },
    error: errors[name],
  });
  return { values, setValues, field, errors, check };
}
