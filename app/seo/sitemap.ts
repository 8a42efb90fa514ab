import { LANGUAGES } from "~/config/constants";
import { localizePath } from "~/i18n/language";
import { escapeXml } from "./escape-xml";

/** Google's limit is 50 000 URLs per sitemap file; each page is listed in both languages. */
export const SITEMAP_PAGES_PER_FILE = 25_000;

/**
 * The number of a jobs file (`jobs-1.xml`, `jobs-2.xml`…) as the index names them: from 1, without leading zeros, at
 * most six digits (25 000 jobs a file: far beyond any page there is). Anything else names no file (null: 404), so no
 * request reaches the database with a negative or unsafe OFFSET, and no page has a second address.
 */
export function sitemapJobsFileNumber(segment: string): number | null {
  const match = /^jobs-([1-9]\d{0,5})\.xml$/.exec(segment);
  return match ? Number(match[1]) : null;
}

export interface SitemapEntry {
  /** Language-neutral path ("/job/42"). */
  path: string;
  lastModified?: string;
}

/** A urlset where every page appears once per language, each with its hreflang alternates. */
export function urlSet(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const alternates = [
      ...LANGUAGES.map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(origin + localizePath(entry.path, language))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + localizePath(entry.path, "ru"))}"/>`,
    ].join("");
    const lastModified = entry.lastModified ? `<lastmod>${entry.lastModified.slice(0, 10)}</lastmod>` : "";
    return LANGUAGES.map((language) => `<url><loc>${escapeXml(origin + localizePath(entry.path, language))}</loc>${lastModified}${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}</urlset>`;
}

export function sitemapIndex(origin: string, files: string[]): string {
  const items = files.map((file) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${file}`)}</loc></sitemap>`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>`;
}

export function xmlResponse(body: string): Response {
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
