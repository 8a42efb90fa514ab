import { data, isRouteErrorResponse } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { BlogArticle } from "~/features/blog/blog-article";
import { BlogPostError } from "~/features/blog/blog-post-error";
import { formatPostDate, getBlogPost } from "~/features/blog/blog.server";
import { readsLikeCachedPages } from "~/server/shared-reads";
import { blogText } from "~/i18n/blog";
import { languageFromPath } from "~/i18n/language";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/blog-post";

/** Posts, shared by every visitor as an anonymous page is (5 s): an import's edit shows as soon as on the cached page. */
const blogPosts = readsLikeCachedPages<Awaited<ReturnType<typeof getBlogPost>>>(500);

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await getDb();
  const post = await blogPosts.get(params.id, () => getBlogPost(db, params.id));
  if (!post) throw data(null, { status: 404 });
  const language = languageFromPath(new URL(request.url).pathname);
  return { post: { ...post, dateLabel: formatPostDate(language, post) } };
}

export function meta(args: Route.MetaArgs) {
  const t = blogText[languageFromPath(args.location.pathname)];
  const post = args.loaderData?.post;
  if (!post) {
    const isNotFound = isRouteErrorResponse(args.error) && args.error.status === 404;
    return [{ title: isNotFound ? t.post.notFound : t.post.loadError }, { name: "robots", content: "noindex" }];
  }
  return [
    ...pageMeta(args, {
      title: post.title,
      description: post.description || post.intro || t.seoDescription,
      image: post.image,
      type: "article",
    }),
    ...(post.publishedAt ? [{ property: "article:published_time", content: post.publishedAt }] : []),
  ];
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogArticle post={loaderData.post} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BlogPostError isNotFound={isRouteErrorResponse(error) && error.status === 404} />;
}
