import { createHmac, timingSafeEqual } from "node:crypto";
import { loadAuthSecret } from "~/adapters/auth/auth-secret.server";
import { getEnv } from "~/config/env.server";

/**
 * One-click unsubscribe tokens for the site's recurring mails (RFC 8058; docs/decisions/025 and 037): `<id>.<HMAC-SHA256
 * over the id and its owner's id>`, keyed by a key derived from AUTH_SECRET for one purpose only — a job alert's token
 * never unsubscribes from the weekly statistics, nor the reverse. It never expires (a link in an old e-mail still
 * works) and names one thing of one user: without the secret nobody can make one for another user's.
 */
export type UnsubscribePurpose = "job-alert-unsubscribe:v1" | "weekly-stats-unsubscribe:v1";

export interface UnsubscribeSubject {
  /** What the token unsubscribes from: a saved search's id, or the user's own id for their weekly mail. */
  id: string;
  userId: string;
}

/** The key for one purpose's tokens, derived from the site's secret (a token's MAC never reveals the secret itself). */
export function unsubscribeKey(authSecret: string, purpose: UnsubscribePurpose): Buffer {
  return createHmac("sha256", authSecret).update(purpose).digest();
}

const siteKeys = new Map<UnsubscribePurpose, Promise<Buffer>>();

/** The configured site's key for `purpose` (AUTH_SECRET, or the one generated in DATA_DIR: the same secret sessions use). */
export function getUnsubscribeKey(purpose: UnsubscribePurpose): Promise<Buffer> {
  let key = siteKeys.get(purpose);
  if (!key) {
    const env = getEnv();
    key = loadAuthSecret(env.dataDir, env.AUTH_SECRET).then((secret) => unsubscribeKey(secret, purpose));
    siteKeys.set(purpose, key);
  }
  return key;
}

function mac(key: Buffer, { id, userId }: UnsubscribeSubject): Buffer {
  return createHmac("sha256", key).update(`${id}\n${userId}`).digest();
}

export function unsubscribeToken(key: Buffer, subject: UnsubscribeSubject): string {
  return `${subject.id}.${mac(key, subject).toString("base64url")}`;
}

/** The id a token claims, before it is checked against its owner; null for a token of the wrong shape. */
export function claimedUnsubscribeId(token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,64})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match?.[1] ?? null;
}

/** Whether `token` is this subject's, compared in constant time. */
export function verifyUnsubscribeToken(key: Buffer, token: string, subject: UnsubscribeSubject): boolean {
  if (claimedUnsubscribeId(token) !== subject.id) return false;
  const given = Buffer.from(token.slice(token.indexOf(".") + 1), "base64url");
  const expected = mac(key, subject);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
