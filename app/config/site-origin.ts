/**
 * The site's own origin, from configuration alone (docs/decisions/012): PUBLIC_URL in production mode,
 * else the address the server listens on (localhost for a wildcard address). No request's Host header
 * ever decides it: every link in a mail, every canonical URL and every cached page is built from it,
 * and the server builds each request's URL from it (server/app.ts).
 */
export function siteOriginOf({ PUBLIC_URL, HOST, PORT }: { PUBLIC_URL?: string; HOST: string; PORT: number }): string {
  if (PUBLIC_URL !== undefined) return new URL(PUBLIC_URL).origin;
  const isWildcard = HOST === "0.0.0.0" || HOST === "::" || HOST === "[::]";
  const host = isWildcard ? "localhost" : HOST.includes(":") && !HOST.startsWith("[") ? `[${HOST}]` : HOST;
  return new URL(`http://${host}:${PORT}`).origin;
}
