import { Link } from "react-router";
import { blogText } from "~/i18n/blog";
import { useLocalizePath, useT } from "~/i18n/use-language";

const variants = {
  text: "font-semibold text-violet-700 hover:text-violet-900",
  button: "bg-violet-700 px-4 py-2 font-semibold text-white hover:bg-violet-600",
} as const;

/** "Назад к статьям": the way back from a post, or from a missing one, to the list. */
export function BackToBlogLink({ variant = "text" }: { variant?: keyof typeof variants }) {
  const t = useT(blogText);
  const localize = useLocalizePath();
  return (
    <Link to={localize("/blog")} className={`inline-flex items-center gap-2 rounded-md ${variants[variant]}`}>
      <span aria-hidden="true">←</span>
      {t.post.backToList}
    </Link>
  );
}
