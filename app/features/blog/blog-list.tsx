import { blogText } from "~/i18n/blog";
import { useT } from "~/i18n/use-language";
import { BlogCard, type BlogCardPost } from "./blog-card";

/** Cards take one column on a phone, two on a tablet and three on a desktop. */
export function BlogList({ posts }: { posts: BlogCardPost[] }) {
  const t = useT(blogText);
  if (posts.length === 0) return <BlogNotice>{t.list.empty}</BlogNotice>;
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
      {posts.map((post, index) => (
        <li key={post.id}>
          <BlogCard post={post} isAboveFold={index < 3} />
        </li>
      ))}
    </ul>
  );
}

/** The list's empty and error states: a quiet box in place of the grid. */
export function BlogNotice({ children, hint, role }: { children: string; hint?: string; role?: "alert" }) {
  return (
    <div role={role} className="rounded-2xl border border-dashed border-zinc-300 bg-white px-6 py-16 text-center">
      <p className="text-lg font-semibold text-zinc-900">{children}</p>
      {hint ? <p className="mt-2 text-zinc-700">{hint}</p> : null}
    </div>
  );
}
