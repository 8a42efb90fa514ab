import { useForm } from "@conform-to/react";
import { useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { parseForm } from "~/config/parse-form";
import type { z } from "~/config/zod";
import type { EditorResult } from "./editor-data";
import { isProfileErrorKey, type ProfileErrorKey } from "./profile.schema";

/**
 * An editor form on Conform (docs/decisions/017): the browser checks the posted fields with the schema the action
 * runs, the action's refusal comes back as Conform's last result, and the first invalid field takes the focus. The
 * text fields stay controlled (their counters read the values); `field(name)` gives a field component its id
 * (`{idPrefix}-{name}`), value, change handler and message key. Messages change only on submission.
 */
export function useEditorForm<T extends Record<string, string>>(
  fetcher: FetcherWithComponents<EditorResult>,
  idPrefix: string,
  schema: z.ZodType,
  initial: T | (() => T),
) {
  const [values, setValues] = useState<T>(initial);
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const [form, fields] = useForm({
    id: `${idPrefix}-form`,
    lastResult: answer && !answer.ok ? answer.submission : undefined,
    onValidate: ({ formData }) => parseForm(formData, schema),
  });
  /** A field's first message as a key of the editor's dictionary; anything else reads as an invalid file. */
  const errorOf = (name: string): ProfileErrorKey | undefined => {
    const message = fields[name]?.errors?.[0];
    if (message === undefined) return undefined;
    return isProfileErrorKey(message) ? message : "invalidFile";
  };
  const field = (name: keyof T & string) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    onValueChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: errorOf(name),
  });
  return { form, values, setValues, field, errorOf };
}
