import { data, type MiddlewareFunction } from "react-router";

/**
 * Where an address holds NUL (%00), which no page of the site has and PostgreSQL cannot compare as text:
 * in the path it names nothing (404); in the query string the request is malformed (400). Only the raw
 * escape is looked for — the URL parser escapes a literal NUL, and "%2500" decodes to the text "%00".
 */
export function nulInUrlStatus(url: URL): 404 | 400 | null {
  if (url.pathname.includes("%00")) return 404;
  if (url.search.includes("%00")) return 400;
  return null;
}

/**
 * The root route's middleware: it runs before every loader and action (pages, data requests and resource
 * routes alike), so no route parameter or query value with NUL reaches one.
 */
export const refuseNulInUrl: MiddlewareFunction<Response> = ({ request }) => {
  const status = nulInUrlStatus(new URL(request.url));
  if (status !== null) throw data(null, { status });
};
