import { data } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { findBlogPosts } from "~/features/blog/blog.server";
import { findOpenJobIds } from "~/features/jobs/jobs.server";
import { findListedSpecialistIds } from "~/features/specialists/directory.server";
import { PUBLIC_PAGES } from "~/seo/public-pages";
import { SITEMAP_PAGES_PER_FILE, sitemapJobsFileNumber, urlSet, xmlResponse } from "~/seo/sitemap";
import { siteOrigin } from "~/seo/site-origin.server";
import type { Route } from "./+types/sitemap-file";

export async function loader({ params }: Route.LoaderArgs) {
  const db = await getDb();
  const origin = siteOrigin();
  if (params.file === "pages.xml") {
    const [posts, specialists] = await Promise.all([findBlogPosts(db), findListedSpecialistIds(db, SITEMAP_PAGES_PER_FILE)]);
    return xmlResponse(
      urlSet(origin, [
        ...PUBLIC_PAGES.map((path) => ({ path })),
        ...posts.map((post) => ({ path: `/blog/${post.id}` })),
        ...specialists.map((specialist) => ({ path: `/specialists/${specialist.id}`, lastModified: specialist.updatedAt })),
      ]),
    );
  }
  const page = sitemapJobsFileNumber(params.file ?? "");
  if (page === null) throw data(null, { status: 404 });
  const jobs = await findOpenJobIds(db, { offset: (page - 1) * SITEMAP_PAGES_PER_FILE, limit: SITEMAP_PAGES_PER_FILE });
  // jobs-1.xml is always in the index (empty when no job is open); a later file exists only while it has jobs.
  if (jobs.length === 0 && page !== 1) throw data(null, { status: 404 });
  return xmlResponse(
    urlSet(
      origin,
      jobs.map((job) => ({ path: `/job/${job.id}`, lastModified: job.postDate })),
    ),
  );
}
