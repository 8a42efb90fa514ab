import { useId } from "react";
import { Form, Link, useSubmit } from "react-router";
import { jobsText } from "~/i18n/jobs";
import { useLanguage, useT } from "~/i18n/use-language";
import type { JobFilterOptions, JobFilters } from "./job";
import { jobValueText } from "./job-values";

const selectClass =
  "w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm focus:border-violet-600 focus:outline-none focus:ring-2 focus:ring-violet-600/30";

/**
 * The side panel (desktop, spec 2 "Home"; phones get it in a sheet): a choice applies at once through the URL.
 * In the sheet the dialog's title names it, so the panel's own heading is left out.
 */
export function JobFiltersPanel({
  filters,
  options,
  resetTo,
  isTitled = true,
}: {
  filters: JobFilters;
  options: JobFilterOptions;
  resetTo: string;
  isTitled?: boolean;
}) {
  const t = useT(jobsText).filters;
  const language = useLanguage();
  const submit = useSubmit();
  const isFiltered = Boolean(filters.location || filters.type);
  // The sheet's copy of the panel is in the page beside the hidden side panel: each needs its own ids.
  const id = useId();

  return (
    <Form
      method="get"
      preventScrollReset
      onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true })}
      className="space-y-4 rounded-xl border border-zinc-200 bg-white p-5"
    >
      {isTitled && <h3 className="font-semibold">{t.title}</h3>}
      {filters.q && <input type="hidden" name="q" value={filters.q} />}
      <div className="space-y-1">
        <label htmlFor={`${id}-location`} className="text-sm font-medium text-zinc-700">
          {t.location}
        </label>
        <select id={`${id}-location`} name="location" defaultValue={filters.location} key={`l-${filters.location}`} className={selectClass}>
          <option value="">{t.allLocations}</option>
          {options.locations.map((location) => (
            <option key={location} value={location}>
              {jobValueText(location, language)}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-type`} className="text-sm font-medium text-zinc-700">
          {t.type}
        </label>
        <select id={`${id}-type`} name="type" defaultValue={filters.type} key={`t-${filters.type}`} className={selectClass}>
          <option value="">{t.anyType}</option>
          {options.types.map((type) => (
            <option key={type} value={type}>
              {jobValueText(type, language)}
            </option>
          ))}
        </select>
      </div>
      {isFiltered && (
        <Link to={resetTo} preventScrollReset className="inline-block text-sm font-medium text-violet-700 underline underline-offset-2">
          {t.reset}
        </Link>
      )}
    </Form>
  );
}
