import { z } from "./zod.ts";

/**
 * NUL (U+0000) is the one character PostgreSQL cannot hold in text ("invalid byte sequence for encoding
 * UTF8: 0x00"), and no one types it: a value holding it is refused before it reaches the database.
 */
export function hasNul(value: string): boolean {
  return value.includes("\u0000");
}

/**
 * Text a user sent — a form field, a JSON string, an id — for every schema that takes one: a string
 * (anything else, such as a missing field, fails with `missing`) without NUL (fails with `invalid`). The
 * NUL check runs first and stops the field's other checks, so its message is the one shown; chain the
 * field's own rules (trim, caps) after it.
 */
export function userText(invalid?: string, missing: string | undefined = invalid) {
  return z.string(missing).refine((value) => !hasNul(value), { message: invalid, abort: true });
}
