/**
 * The page a request is for, as its address bar shows it: a client navigation asks for its data at
 * `/dashboard.data?tab=saved&_routes=…` (`/_root.data` for `/`, `/en.data` for `/en`), which is no page to come
 * back to after signing in. Path and query, without the data suffix and React Router's own parameters.
 */
export function pagePathOf(url: URL): string {
  let pathname = url.pathname;
  if (pathname === "/_root.data") pathname = "/";
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length);
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const query = search.toString();
  return `${pathname}${query ? `?${query}` : ""}`;
}
