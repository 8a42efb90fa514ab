import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { formatPostDate, findBlogPosts } from "~/features/blog/blog.server";
import { readsLikeCachedPages } from "~/server/shared-reads";
import { BlogList, BlogNotice } from "~/features/blog/blog-list";
import { PageHero } from "~/features/content/page-hero";
import { ErrorPage } from "~/features/layout/error-page";
import { blogText } from "~/i18n/blog";
import { languageFromPath } from "~/i18n/language";
import { useT } from "~/i18n/use-language";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/blog";

/** The list, shared by every visitor as an anonymous page is (5 s): an import's new posts show as soon as on the cached page. */
const blogLists = readsLikeCachedPages<Awaited<ReturnType<typeof findBlogPosts>>>(1);

export async function loader({ request }: Route.LoaderArgs) {
  const language = languageFromPath(new URL(request.url).pathname);
  const db = await getDb();
  const posts = await blogLists.get("published", () => findBlogPosts(db));
  return { posts: posts.map((post) => ({ ...post, dateLabel: formatPostDate(language, post) })) };
}

export function meta(args: Route.MetaArgs) {
  const t = blogText[languageFromPath(args.location.pathname)];
  return pageMeta(args, { title: t.seoTitle, description: t.seoDescription });
}

function BlogPage({ children }: { children: ReactNode }) {
  const t = useT(blogText);
  return (
    <main>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} lead={t.hero.lead} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">{children}</div>
    </main>
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <BlogPage>
      <BlogList posts={loaderData.posts} />
    </BlogPage>
  );
}

/** Spec 8 "Data loading": the list's own error text, inside the page, when the posts cannot be read. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT(blogText);
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage isNotFound />;
  return (
    <BlogPage>
      <BlogNotice role="alert" hint={t.list.retry}>
        {t.list.loadError}
      </BlogNotice>
    </BlogPage>
  );
}
