/**
 * A confirmation link comes back to the cabinet with one of these in its query string (better-auth adds `error=…` when
 * the link is expired or invalid), and the cabinet says how it went (docs/decisions/032).
 */
export const EMAIL_CONFIRMED_PARAM = "email=confirmed";
export const EMAIL_CHANGED_PARAM = "email=changed";

export type EmailLinkOutcome = "confirmed" | "changed" | "expired" | "invalid";

/** What the cabinet's query string says of a confirmation link just opened, or null when none was. */
export function emailLinkOutcome(search: URLSearchParams): EmailLinkOutcome | null {
  const error = search.get("error");
  if (error) return error.toUpperCase() === "TOKEN_EXPIRED" ? "expired" : "invalid";
  const email = search.get("email");
  return email === "confirmed" || email === "changed" ? email : null;
}
