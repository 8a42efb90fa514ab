import { createHash, randomBytes } from "node:crypto";

/**
 * The key a profile view is counted once a day by (issue 27, docs/decisions/037): SHA-256 over the day's random salt,
 * the client's address as the server sees it (after the trusted proxies), its User-Agent and the profile. Neither the
 * address nor the browser is stored: only this hash, for two days, and once the day's salt is deleted nobody — us
 * included — can tell whose visit a hash was, even by trying every address. Another profile or another day gives
 * an unrelated hash, so the hashes cannot follow a visitor across profiles or days.
 */
export function hashVisitor(salt: string, clientIp: string, userAgent: string, profileId: string): string {
  return createHash("sha256").update(`${salt}\n${clientIp}\n${userAgent}\n${profileId}`).digest("base64url");
}

/** A day's salt: 32 random bytes. */
export function newSalt(): string {
  return randomBytes(32).toString("base64url");
}
