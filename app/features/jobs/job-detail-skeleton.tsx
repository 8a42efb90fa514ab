import { jobsText } from "~/i18n/jobs";
import { useT } from "~/i18n/use-language";

/** Shown while a job page loads after a click in the browser (spec 2 "Job detail": loading skeleton). */
export function JobDetailSkeleton() {
  const t = useT(jobsText).list;
  return (
    <main role="status" aria-label={t.loading} data-testid="job-detail-skeleton" className="mx-auto max-w-7xl animate-pulse px-4 py-8 sm:px-6">
      <div className="h-4 w-28 rounded bg-zinc-200" />
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-4 rounded-2xl border border-zinc-200 bg-white p-8">
          <div className="h-8 w-3/4 rounded bg-zinc-200" />
          <div className="h-4 w-1/2 rounded bg-zinc-200" />
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className="h-4 w-full rounded bg-zinc-100" />
          ))}
        </div>
        <div className="h-32 rounded-2xl border border-zinc-200 bg-white" />
      </div>
    </main>
  );
}
