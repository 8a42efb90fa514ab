import { specialistsText } from "~/i18n/specialists";
import { useT } from "~/i18n/use-language";
import { SpecialistCardSkeleton } from "./specialist-card";

const SKELETON_CARDS = 6;

/**
 * Skeleton cards while the directory loads in the browser, then for the rest of the 2 s "preparing"
 * stage (spec 4 "Specialists load"); the server-rendered first paint has neither.
 */
export function DirectorySkeletonGrid({ isPreparing }: { isPreparing: boolean }) {
  const t = useT(specialistsText).list;
  return (
    <div role="status" aria-label={isPreparing ? t.preparing : t.loading} className="space-y-4">
      {isPreparing && <p className="text-sm text-zinc-600">{t.preparing}</p>}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => <SpecialistCardSkeleton key={index} />)}
      </div>
    </div>
  );
}

/** The whole directory page as a skeleton, while a click from another page loads it. */
export function DirectoryPageSkeleton({ isPreparing }: { isPreparing: boolean }) {
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="mb-8 h-40 animate-pulse rounded-2xl bg-zinc-900/90" />
      <DirectorySkeletonGrid isPreparing={isPreparing} />
    </main>
  );
}
