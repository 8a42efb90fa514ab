import type { z } from "~/config/zod";
import { parseForm } from "~/config/parse-form";

/**
 * A posted form checked by its schema on the server, as Conform's submission (`submission.reply()` is the action's
 * answer). Only the schema's own fields are read, each by its plain name: Conform's reserved `__intent__` and
 * `__state__` (JSON it would parse, throwing on a bad one) and path names such as `x[40000000]` (an array that
 * long, echoed back by `reply()`) are never the forms' fields, so a crafted body cannot turn into a 500 or a
 * slow, huge answer.
 */
export function parseFormSubmission<Shape extends z.ZodRawShape>(form: FormData, schema: z.ZodObject<Shape>) {
  const fields = new FormData();
  for (const name of Object.keys(schema.shape)) for (const value of form.getAll(name)) fields.append(name, value);
  return parseForm(fields, schema);
}
