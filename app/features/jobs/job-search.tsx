import { useEffect } from "react";
import { Form } from "react-router";
import { jobsText } from "~/i18n/jobs";
import { useT } from "~/i18n/use-language";
import type { JobFilters } from "./job";
import { setJobSearchText, useJobSearchText } from "./search-store";

/** The search box: typing changes the shared text, "Найти" (or Enter) applies it through the URL. */
export function JobSearch({ filters }: { filters: JobFilters }) {
  const t = useT(jobsText).search;
  const text = useJobSearchText();

  // The URL is the truth after a search, a link or Back.
  useEffect(() => setJobSearchText(filters.q), [filters.q]);

  return (
    <Form method="get" role="search" aria-label={t.label} preventScrollReset className="flex gap-2">
      {filters.location && <input type="hidden" name="location" value={filters.location} />}
      {filters.type && <input type="hidden" name="type" value={filters.type} />}
      <label htmlFor="job-search" className="sr-only">
        {t.label}
      </label>
      <input
        id="job-search"
        type="search"
        name="q"
        value={text}
        onChange={(event) => setJobSearchText(event.target.value)}
        placeholder={t.placeholder}
        className="min-w-0 flex-1 rounded-md border border-zinc-300 bg-white px-4 py-3 text-base shadow-sm focus:border-violet-600 focus:ring-2 focus:ring-violet-600/30 focus:outline-none"
      />
      <button type="submit" className="rounded-md bg-violet-700 px-5 py-3 font-semibold text-white hover:bg-violet-600">
        {t.submit}
      </button>
    </Form>
  );
}
