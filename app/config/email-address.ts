import { z } from "./zod.ts";

/**
 * E-mail addresses, one rule for every e-mail field of the site (sign-in and registration, password reset, the profile's
 * contact e-mail, a job's apply e-mail in the sheet import, the console and the employer's form, the employer's contact
 * e-mail, ADMIN_EMAILS). An address is exactly one plain addr-spec — `local@domain` and nothing else — because the
 * mailer (nodemailer) reads a recipient as an address *list*: `"victim"@example.com`, `a1<victim@example.com>` and
 * `victim(c3)@example.com` all reach victim@example.com there, so a rule that let them through let one mailbox be
 * counted as many (issue 24, N3). So: no display name, no comment, no quoted local part, no angle brackets, no
 * whitespace, no second address, no address literal (`[127.0.0.1]`).
 *
 * - local part: dot-separated runs of ASCII letters, digits and `_ ' + -` (no leading, trailing or double dot), at
 *   most 64 characters (RFC 5321);
 * - domain: at least two dot-separated labels of ASCII letters, digits and inner hyphens (at most 63 each), the last
 *   one letters or an IDNA `xn--` label; an internationalised domain is written in Punycode (`xn--p1ai` for `рф`);
 * - at most 254 characters in all (the longest path SMTP delivers).
 *
 * ASCII only, which also makes case folding the same in JavaScript and in PostgreSQL's lower().
 */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;
const ATOM = "[A-Za-z0-9_'+-]+";
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const TOP_LABEL = "(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})";
const PLAIN_ADDRESS = new RegExp(`^(?<local>${ATOM}(?:\\.${ATOM})*)@(?:${LABEL}\\.)+${TOP_LABEL}$`);

/** Whether `value` is one plain address by the rule above (no trimming: a caller trims first). */
export function isPlainEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const local = PLAIN_ADDRESS.exec(value)?.groups?.local;
  return local !== undefined && local.length <= LOCAL_MAX_LENGTH;
}

/**
 * The e-mail rule as a schema, to pipe a field's text into (after its own NUL check, trimming and cap): refuses
 * anything but a plain address with the field's `message` (a key of its dictionary). `optional`: an empty value passes
 * (a field that may be cleared).
 */
export function emailAddress(message: string, { optional = false }: { optional?: boolean } = {}) {
  return z.string().refine((value) => (optional && value === "") || isPlainEmailAddress(value), message);
}

/**
 * The one key by which limits count an address (the employer's 3 submissions an hour per contact e-mail): trimmed and
 * lower-cased, local part and domain alike — `Victim@Example.COM` is victim@example.com. Sub-addresses
 * (`victim+1@…`) and Gmail's dots are not folded: whether they reach one mailbox is each provider's own rule, and
 * the per-client-address limit still bounds them (docs/decisions/027).
 */
export function emailLimitKey(address: string): string {
  return address.trim().toLowerCase();
}
