import { siteOrigin } from "~/seo/site-origin.server";

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /dashboard",
    "Disallow: /en/dashboard",
    "Disallow: /admin",
    "Disallow: /en/admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${siteOrigin()}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
