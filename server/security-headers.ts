import { randomBytes } from "node:crypto";

/** A fresh CSP nonce: 128 random bits, base64url so it never needs escaping in HTML. */
export function createNonce(): string {
  return randomBytes(16).toString("base64url");
}

/** Headers every response carries, static files included (see securityHeadersFor). */
const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

/**
 * What every response of a site at `origin` carries: on https also Strict-Transport-Security for a year,
 * so a browser never again tries plain http (subdomains left to their own servers: not includeSubDomains).
 */
export function securityHeadersFor(origin: string): Readonly<Record<string, string>> {
  return origin.startsWith("https:") ? { ...BASE_SECURITY_HEADERS, "Strict-Transport-Security": "max-age=31536000" } : BASE_SECURITY_HEADERS;
}

/** Only scripts carrying this response's nonce (and same-origin files) run; nothing may frame the site. */
export function contentSecurityPolicy(nonce: string, { isDevelopment = false } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${isDevelopment ? " ws: wss:" : ""}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self' https:",
    "object-src 'none'",
  ].join("; ");
}
