import { data } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { findBlogPosts } from "~/features/blog/blog.server";
import { findOpenJobIds } from "~/features/jobs/jobs.server";
import { findListedSpecialistIds } from "~/features/specialists/directory.server";
import { PUBLIC_PAGES } from "~/seo/public-pages";
import { SITEMAP_PAGES_PER_FILE, urlSet, xmlResponse } from "~/seo/sitemap";
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
  const page = /^jobs-(\d+)\.xml$/.exec(params.file ?? "")?.[1];
  if (!page) throw data(null, { status: 404 });
  const jobs = await findOpenJobIds(db, { offset: (Number(page) - 1) * SITEMAP_PAGES_PER_FILE, limit: SITEMAP_PAGES_PER_FILE });
  if (jobs.length === 0 && page !== "1") throw data(null, { status: 404 });
  return xmlResponse(
    urlSet(
      origin,
      jobs.map((job) => ({ path: `/job/${job.id}`, lastModified: job.postDate })),
    ),
  );
}
