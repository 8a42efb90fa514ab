import { commonText } from "~/i18n/common";
import { useT } from "~/i18n/use-language";

// Skeletons the root shows while a click in the browser loads the directory or a profile: kept free of the
// specialists feature's modules and dictionary, which would otherwise load with every page.

const SKELETON_CARDS = 6;

function SpecialistCardSkeleton() {
  return (
    <div data-testid="specialist-skeleton" className="animate-pulse space-y-3 rounded-xl border border-zinc-200 bg-white p-5">
      <div className="size-16 rounded-full bg-zinc-200" />
      <div className="h-5 w-2/3 rounded bg-zinc-200" />
      <div className="h-4 w-1/2 rounded bg-zinc-100" />
      <div className="h-4 w-1/3 rounded bg-zinc-100" />
    </div>
  );
}

/**
 * Skeleton cards while the directory loads in the browser, then for the rest of the 2 s "preparing"
 * stage (spec 4 "Specialists load"); the server-rendered first paint has neither.
 */
export function DirectorySkeletonGrid({ isPreparing }: { isPreparing: boolean }) {
  const t = useT(commonText).skeletons;
  return (
    <div role="status" aria-label={isPreparing ? t.preparing : t.specialists} className="space-y-4">
      {isPreparing && <p className="text-sm text-zinc-600">{t.preparing}</p>}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <SpecialistCardSkeleton key={index} />
        ))}
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

/** While a profile loads after a click in the browser (spec 2: loading skeleton). */
export function ProfileSkeleton() {
  const t = useT(commonText).skeletons;
  return (
    <main role="status" aria-label={t.profile} data-testid="profile-skeleton" className="mx-auto max-w-7xl animate-pulse px-4 py-8 sm:px-6">
      <div className="h-4 w-32 rounded bg-zinc-200" />
      <div className="mt-6 flex items-center gap-5 rounded-2xl border border-zinc-200 bg-white p-8">
        <div className="size-28 rounded-full bg-zinc-200" />
        <div className="flex-1 space-y-3">
          <div className="h-8 w-1/2 rounded bg-zinc-200" />
          <div className="h-4 w-1/3 rounded bg-zinc-100" />
        </div>
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-3">
          {Array.from({ length: 5 }, (_, index) => (
            <div key={index} className="h-4 w-full rounded bg-zinc-100" />
          ))}
        </div>
        <div className="h-40 rounded-2xl border border-zinc-200 bg-white" />
      </div>
    </main>
  );
}
