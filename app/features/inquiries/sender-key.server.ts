import { createHmac } from "node:crypto";
import { loadAuthSecret } from "~/adapters/auth/auth-secret.server";
import { getEnv } from "~/config/env.server";

/**
 * The key an inquiry's sender is counted by (docs/decisions/036): HMAC-SHA256 of the client's network address — the
 * x-client-ip the server set after TRUST_PROXY (server/client-ip.ts, docs/decisions/012) — keyed by a key derived from
 * the site's secret for this purpose only. The address itself is never stored; without the secret the key cannot be
 * turned back into it by trying every address.
 */
function senderKeyOf(purposeKey: Buffer, clientIp: string): string {
  return createHmac("sha256", purposeKey).update(clientIp).digest("base64url");
}

/** The purpose key, derived from AUTH_SECRET (or the one generated in DATA_DIR), as the alerts' unsubscribe key is. */
function inquirySenderKey(authSecret: string): Buffer {
  return createHmac("sha256", authSecret).update("inquiry-sender:v1").digest();
}

let siteKey: Promise<Buffer> | undefined;

/** The sender key of this request's client address on the configured site. */
export async function requestSenderKey(request: Request): Promise<string> {
  siteKey ??= (async () => {
    const env = getEnv();
    return inquirySenderKey(await loadAuthSecret(env.dataDir, env.AUTH_SECRET));
  })();
  return senderKeyOf(await siteKey, request.headers.get("x-client-ip") ?? "unknown");
}
