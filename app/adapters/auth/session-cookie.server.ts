import { createHmac, timingSafeEqual } from "node:crypto";
import { parseCookies } from "better-call";

const SIGNATURE_LENGTH = 44;
const SESSION_COOKIE = /(^|;\s*)[^=;]*session_token=/;

/**
 * Whether a cookie header carries a session cookie of any name better-auth gives it (with or
 * without a `__Secure-` prefix): without one a request is anonymous, with no lookup at all, and
 * its page may be shared by the render cache.
 */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return SESSION_COOKIE.test(cookieHeader ?? "");
}

/**
 * The session token of a cookie header when its signature is right: better-auth signs the session
 * cookie the way better-call does, `token.base64(HMAC-SHA256(secret, token))`. Null for anything
 * else — a missing, unsigned or tampered cookie, or one in a format this check does not know.
 */
export function signedSessionToken(cookieHeader: string, cookieName: string, secret: string): string | null {
  const raw = parseCookies(cookieHeader).get(cookieName);
  const dot = raw?.lastIndexOf(".") ?? -1;
  if (!raw || dot < 1) return null;
  const token = raw.slice(0, dot);
  const signature = raw.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", secret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
