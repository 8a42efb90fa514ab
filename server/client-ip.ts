import type { IncomingMessage } from "node:http";
import proxyaddr from "proxy-addr";
import type { TrustProxy } from "../app/config/trust-proxy.ts";

export type TrustFunction = (address: string, hop: number) => boolean;

/** TRUST_PROXY as proxy-addr's trust function (the one Express's `trust proxy` compiles to). */
export function compileTrust(trust: TrustProxy): TrustFunction {
  if (trust === false) return () => false;
  if (typeof trust === "number") return (_address, hop) => hop < trust;
  return proxyaddr.compile(trust);
}

/**
 * The client's address for rate limits and the payment-notification allow-list, put in x-client-ip by
 * the server itself (any value a client sent is replaced): the first address from the right of the
 * connection and X-Forwarded-For that is not a trusted proxy — entries a client adds itself are left of it.
 */
export function setClientIp(request: IncomingMessage, trust: TrustFunction): void {
  const address = request.socket.remoteAddress ? proxyaddr(request, trust) : undefined;
  request.headers["x-client-ip"] = address || "unknown";
}

/** Whether the connection itself comes from a proxy TRUST_PROXY names (its headers may then be believed). */
export function isFromTrustedProxy(request: IncomingMessage, trust: TrustFunction): boolean {
  const address = request.socket.remoteAddress;
  return address !== undefined && trust(address, 0);
}
