/**
 * React Router refuses a cross-origin POST to page actions, but not to resource routes called directly:
 * the same rule for those (SameSite=Lax session cookies already keep other sites' forms out; this also covers
 * sibling subdomains). A browser always sends Origin with a POST.
 */
export function isForeignOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  try {
    return new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    return true;
  }
}
