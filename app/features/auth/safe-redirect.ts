/** A fixed stand-in for this site: the target is resolved as a browser would resolve it on any page here. */
const SITE = "http://site.invalid";

/**
 * Only paths on this site. The target is resolved the way a browser does (dot segments, "%2e", backslashes,
 * tabs and newlines), so the answer is the normalised path that is judged and sent: "//evil.example",
 * "/\\evil", "/..//evil.example", absolute URLs and anything odd fall back. A normalised path that begins
 * with "//" (from "/.//evil.example") would itself read as another host, so it falls back too.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(target, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return /^\/(?![/\\])/.test(path) ? path : fallback;
}
