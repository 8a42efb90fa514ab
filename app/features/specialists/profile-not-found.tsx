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

/** While a profile loads after a click in the browser (spec 2: loading skeleton). */
export function ProfileSkeleton() {
  const t = useT(specialistsText).list;
  return (
    <main role="status" aria-label={t.loading} data-testid="profile-skeleton" className="mx-auto max-w-7xl animate-pulse px-4 py-8 sm:px-6">
      <div className="h-4 w-32 rounded bg-zinc-200" />
      <div className="mt-6 flex items-center gap-5 rounded-2xl border border-zinc-200 bg-white p-8">
        <div className="size-28 rounded-full bg-zinc-200" />
        <div className="flex-1 space-y-3">
          <div className="h-8 w-1/2 rounded bg-zinc-200" />
          <div className="h-4 w-1/3 rounded bg-zinc-100" />
        </div>
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-3">{Array.from({ length: 5 }, (_, index) => <div key={index} className="h-4 w-full rounded bg-zinc-100" />)}</div>
        <div className="h-40 rounded-2xl border border-zinc-200 bg-white" />
      </div>
    </main>
  );
}
