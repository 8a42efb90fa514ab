import { Markdown } from "~/ui/markdown";
import { BackToBlogLink } from "./back-to-blog-link";

export interface BlogArticlePost {
  title: string;
  image: string;
  intro: string;
  /** Markdown. */
  content: string;
  publishedAt: string | null;
  /** Formatted by the loader, so server and browser print the same text. */
  dateLabel: string;
}

/** One post (spec 2 "Blog"): back link, title (the page's h1), date, optional lead, cover and the markdown body. */
export function BlogArticle({ post }: { post: BlogArticlePost }) {
  return (
    <main>
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <BackToBlogLink />
        <header className="mt-8">
          <h1 className="text-3xl leading-tight font-black text-balance text-zinc-900 sm:text-5xl">{post.title}</h1>
          {post.dateLabel ? (
            <time dateTime={post.publishedAt ?? undefined} className="mt-4 block text-sm font-medium text-zinc-600">
              {post.dateLabel}
            </time>
          ) : null}
          {post.intro ? (
            <p className="mt-8 border-l-4 border-violet-700 pl-5 text-lg leading-relaxed font-medium whitespace-pre-line text-zinc-800 sm:text-xl">
              {post.intro}
            </p>
          ) : null}
        </header>
        <img
          src={post.image}
          alt={post.title}
          width={1200}
          height={675}
          decoding="async"
          className="mt-8 aspect-video w-full rounded-2xl bg-zinc-200 object-cover"
        />
        <div data-testid="post-body" className="mt-8 text-base text-zinc-800 sm:text-lg">
          <Markdown>{post.content}</Markdown>
        </div>
        <footer className="mt-12 border-t border-zinc-200 pt-8">
          <BackToBlogLink />
        </footer>
      </article>
    </main>
  );
}
