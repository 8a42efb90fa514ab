import { Link } from "react-router";
import { blogText } from "~/i18n/blog";
import { useLocalizePath, useT } from "~/i18n/use-language";

export interface BlogCardPost {
  id: string;
  title: string;
  image: string;
  description: string;
  publishedAt: string | null;
  /** The date as the page shows it, formatted by the loader so server and browser print the same text. */
  dateLabel: string;
}

interface BlogCardProps {
  post: BlogCardPost;
  /** The first row of cards is above the fold: its images load at once. */
  isAboveFold?: boolean;
}

/** One post in the list (spec 2 "Blog"): image, date, title, description and "Читать далее". */
export function BlogCard({ post, isAboveFold = false }: BlogCardProps) {
  const t = useT(blogText);
  const localize = useLocalizePath();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-violet-700 hover:shadow-lg">
      <div className="aspect-video overflow-hidden bg-zinc-200">
        <img
          src={post.image}
          alt={post.title}
          width={640}
          height={360}
          loading={isAboveFold ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        {post.dateLabel ? (
          <time dateTime={post.publishedAt ?? undefined} className="text-sm font-medium text-zinc-600">
            {post.dateLabel}
          </time>
        ) : null}
        <h2 className="mt-2 text-xl leading-snug font-bold text-balance text-zinc-900">{post.title}</h2>
        {post.description ? <p className="mt-3 line-clamp-3 text-zinc-700">{post.description}</p> : null}
        {/* The link covers the whole card (after:inset-0), so any click on it opens the post. */}
        <Link
          to={localize(`/blog/${post.id}`)}
          className="mt-auto inline-flex items-center gap-1.5 pt-5 font-semibold text-violet-700 after:absolute after:inset-0 after:content-[''] hover:text-violet-900 focus-visible:outline-none"
        >
          {t.list.readMore}
          <span className="sr-only">: {post.title}</span>
          <span aria-hidden="true" className="transition-transform group-hover:translate-x-1 motion-reduce:transition-none">
            →
          </span>
        </Link>
      </div>
    </article>
  );
}
