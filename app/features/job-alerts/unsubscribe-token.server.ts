import { createHmac, timingSafeEqual } from "node:crypto";
import { loadAuthSecret } from "~/adapters/auth/auth-secret.server";
import { getEnv } from "~/config/env.server";

/**
 * One-click unsubscribe tokens (issue 17, RFC 8058): `<saved search id>.<HMAC-SHA256 over the search id and its owner's
 * id>`, keyed by a key derived from AUTH_SECRET for this purpose only. It never expires (a link in an old e-mail still
 * works) and names one search of one user: without the secret nobody can make one for another user's search, and a
 * token for a search that changed hands (never happens: ids are not reused) would not verify.
 */
export interface UnsubscribeSubject {
  savedSearchId: string;
  userId: string;
}

/** The key for unsubscribe tokens, derived from the site's secret (a token's MAC never reveals the secret itself). */
export function unsubscribeKey(authSecret: string): Buffer {
  return createHmac("sha256", authSecret).update("job-alert-unsubscribe:v1").digest();
}

let siteKey: Promise<Buffer> | undefined;

/** The configured site's key (AUTH_SECRET, or the one generated in DATA_DIR: the same secret sessions use). */
export function getUnsubscribeKey(): Promise<Buffer> {
  siteKey ??= (async () => {
    const env = getEnv();
    return unsubscribeKey(await loadAuthSecret(env.dataDir, env.AUTH_SECRET));
  })();
  return siteKey;
}

function mac(key: Buffer, { savedSearchId, userId }: UnsubscribeSubject): Buffer {
  return createHmac("sha256", key).update(`${savedSearchId}\n${userId}`).digest();
}

export function unsubscribeToken(key: Buffer, subject: UnsubscribeSubject): string {
  return `${subject.savedSearchId}.${mac(key, subject).toString("base64url")}`;
}

/** The saved search id a token claims, before it is checked against its owner; null for a token of the wrong shape. */
export function claimedSavedSearchId(token: string): string | null {
  const match = /^([A-Za-z0-9-]{1,64})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match?.[1] ?? null;
}

/** Whether `token` is this subject's, compared in constant time. */
export function verifyUnsubscribeToken(key: Buffer, token: string, subject: UnsubscribeSubject): boolean {
  if (claimedSavedSearchId(token) !== subject.savedSearchId) return false;
  const given = Buffer.from(token.slice(token.indexOf(".") + 1), "base64url");
  const expected = mac(key, subject);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
