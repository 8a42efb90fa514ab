import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "~/config/zod";

/**
 * A form's values checked by its zod schema, as Conform's submission: the form's `onValidate` in the browser and
 * (through `parseFormSubmission`) its action on the server run this with the same schema. Every field is read as
 * the text sent: Conform's coercion of an empty field to `undefined` is off, so "" meets the schema's own rules
 * (a required field's `min(1)` message, an optional field's empty value).
 */
export function parseForm<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(formData, { schema, disableAutoCoercion: true });
}
