/**
 * A new project's id, made in the browser before its audio is uploaded (the audio's key carries it, spec 7).
 * `crypto.randomUUID` exists only in secure contexts; a site opened over plain HTTP on a LAN address falls
 * back to the same version-4 layout from `getRandomValues`, which exists everywhere.
 */
export function newProjectId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
