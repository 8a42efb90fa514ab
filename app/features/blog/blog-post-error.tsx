import { blogText } from "~/i18n/blog";
import { useT } from "~/i18n/use-language";
import { BackToBlogLink } from "./back-to-blog-link";

/** Spec 8 "Data loading": "Статья не найдена" for a missing post (HTTP 404), otherwise "Произошла ошибка при загрузке статьи". */
export function BlogPostError({ isNotFound }: { isNotFound: boolean }) {
  const t = useT(blogText).post;
  return (
    <main className="mx-auto flex max-w-3xl flex-col items-start gap-4 px-4 py-20 sm:px-6 sm:py-24">
      <p aria-hidden="true" className="text-6xl font-black text-violet-700">
        {isNotFound ? 404 : 500}
      </p>
      <h1 className="text-3xl font-bold text-zinc-900">{isNotFound ? t.notFound : t.loadError}</h1>
      <p className="text-zinc-700">{isNotFound ? t.notFoundText : t.retry}</p>
      <div className="mt-2">
        <BackToBlogLink variant="button" />
      </div>
    </main>
  );
}
