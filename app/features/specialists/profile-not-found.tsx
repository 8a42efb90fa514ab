import { Link } from "react-router";
import { specialistsText } from "~/i18n/specialists";
import { useLocalizePath, useT } from "~/i18n/use-language";

export function BackToDirectoryLink() {
  const t = useT(specialistsText).profile;
  const localize = useLocalizePath();
  return (
    <Link to={localize("/specialists")} className="inline-flex items-center gap-1 text-sm font-medium text-violet-700 hover:underline">
      <span aria-hidden="true">←</span> {t.back}
    </Link>
  );
}

/** Spec 2: "Специалист не найден" with a link back (HTTP 404). */
export function ProfileNotFound() {
  const t = useT(specialistsText).profile;
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-black">{t.notFound}</h1>
      <p className="mt-3 text-zinc-700">{t.notFoundText}</p>
      <div className="mt-6">
        <BackToDirectoryLink />
      </div>
    </main>
  );
}
