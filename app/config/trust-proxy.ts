import { isAddressOrRange } from "./address-range.ts";

/**
 * Which hops in front of the server may speak for the client (docs/security.md, docs/decisions/012):
 * false: none (the socket's address is the client's); a number: that many hops from the right of
 * X-Forwarded-For; a list: the proxies' addresses, CIDR ranges or proxy-addr's names (loopback,
 * linklocal, uniquelocal). The client is the first untrusted address from the right, as in Express's
 * `trust proxy`: entries a client writes itself sit left of its own address and are never read.
 */
export type TrustProxy = false | number | string[];

const NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const TRUST_PROXY_EXPECTED = "off, a hop count (e.g. 1) or a comma-separated list of the proxies' addresses, CIDR ranges or loopback/linklocal/uniquelocal";

/** The setting, or a message naming what is wrong with it. */
export function parseTrustProxy(setting: string): { value: TrustProxy } | { error: string } {
  const trimmed = setting.trim();
  if (trimmed === "off") return { value: false };
  if (trimmed === "on" || trimmed === "true") {
    return { error: `"${trimmed}" would trust every X-Forwarded-For entry, including those a client writes itself: give ${TRUST_PROXY_EXPECTED}` };
  }
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return hops >= 1 && hops <= 16 ? { value: hops } : { error: `a hop count is 1 to 16 (${TRUST_PROXY_EXPECTED})` };
  }
  const entries = trimmed
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !NAMES.has(entry) && !isAddressOrRange(entry));
  if (entries.length === 0 || wrong.length > 0)
    return { error: `${wrong.map((entry) => `"${entry}"`).join(", ") || "nothing"} is not ${TRUST_PROXY_EXPECTED}` };
  return { value: entries };
}
