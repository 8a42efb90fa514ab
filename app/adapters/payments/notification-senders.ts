import { BlockList, isIP } from "node:net";
import { PAYMENTS } from "../../config/constants.ts";

/**
 * Who may send payment notifications: null lets anyone (the notification is only a hint, the payment is
 * re-fetched from the provider either way); otherwise the addresses of YOOKASSA_ALLOWED_IPS: "on" means
 * YooKassa's published ones, or a comma-separated list of addresses and CIDR ranges.
 */
export function parseAllowedSenders(setting: string): BlockList | null {
  if (setting === "off") return null;
  const entries =
    setting === "on"
      ? PAYMENTS.notificationSenders
      : setting
          .split(",")
          .map((entry) => entry.trim())
          .filter(Boolean);
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** Whether the address may send notifications; an IPv4 address seen through an IPv6 socket counts as IPv4. */
export function isAllowedSender(allowed: BlockList | null, address: string): boolean {
  if (!allowed) return true;
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  const version = isIP(plain);
  if (version === 0) return false;
  return allowed.check(plain, version === 6 ? "ipv6" : "ipv4");
}
