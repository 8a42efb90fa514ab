import { getDb } from "~/adapters/db/database.server";
import { countOpenJobs } from "~/features/jobs/jobs.server";
import { SITEMAP_PAGES_PER_FILE, sitemapIndex, xmlResponse } from "~/seo/sitemap";
import { siteOrigin } from "~/seo/site-origin.server";

export async function loader() {
  const jobFiles = Math.max(1, Math.ceil((await countOpenJobs(await getDb())) / SITEMAP_PAGES_PER_FILE));
  const files = ["pages.xml", ...Array.from({ length: jobFiles }, (_, index) => `jobs-${index + 1}.xml`)];
  return xmlResponse(sitemapIndex(siteOrigin(), files));
}
