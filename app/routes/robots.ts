import { YANDEX_FEED_PATH } from "~/features/jobs/index.server";
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
    // Not a Sitemap line: that directive is for sitemaps, and a YML feed is added in Yandex Webmaster (docs/decisions/028).
    `# Yandex vacancies feed (YML; add it in Yandex Webmaster, Feeds): ${siteOrigin()}${YANDEX_FEED_PATH}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
