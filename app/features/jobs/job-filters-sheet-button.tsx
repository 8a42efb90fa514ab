import { lazy, Suspense, useState } from "react";
import { jobsText } from "~/i18n/jobs";
import { useT } from "~/i18n/use-language";
import type { JobFilterOptions, JobFilters } from "./job";

// The sheet (and Radix Dialog with it) stays out of the home page's first load; pointing at the button fetches it.
const loadSheet = () => import("./job-filters-sheet");
const JobFiltersSheet = lazy(loadSheet);

export interface JobFiltersSheetProps {
  filters: JobFilters;
  options: JobFilterOptions;
  resetTo: string;
}

/**
 * Phones and tablets: the side panel's filters (desktop only in spec 2 "Home") in a sheet opened beside the search box
 * (deviation: a phone user still needs filters). The badge counts the filters in use.
 */
export function JobFiltersSheetButton(props: JobFiltersSheetProps) {
  const t = useT(jobsText).filters;
  const [isOpen, setIsOpen] = useState(false);
  const inUse = [props.filters.location, props.filters.type].filter(Boolean).length;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => setIsOpen(true)}
        className="flex shrink-0 items-center gap-2 rounded-md border border-zinc-300 bg-white px-3 py-3 font-semibold text-zinc-800 shadow-sm hover:border-violet-600 lg:hidden"
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="sr-only sm:not-sr-only">{t.title}</span>
        {inUse > 0 && <span className="rounded-full bg-violet-700 px-2 text-sm text-white">{inUse}</span>}
      </button>
      {isOpen && (
        <Suspense>
          <JobFiltersSheet {...props} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
