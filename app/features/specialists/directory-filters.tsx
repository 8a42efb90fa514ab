import { Form, Link, useSubmit } from "react-router";
import { SPECIALIZATIONS } from "~/config/constants";
import { interpolate } from "~/i18n/plural";
import { specialistsText } from "~/i18n/specialists";
import { useT } from "~/i18n/use-language";
import { directorySearch, hasActiveFilters } from "./directory-url";
import type { SpecialistFilters } from "./specialist";

const fieldClass =
  "w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm focus:border-violet-600 focus:outline-none focus:ring-2 focus:ring-violet-600/30";

/** Hidden copies of the filters a form does not show, so submitting it keeps them. */
function KeptFilters({ filters, keep }: { filters: SpecialistFilters; keep: Array<"q" | "spec" | "location"> }) {
  return (
    <>
      {keep.includes("q") && filters.q && <input type="hidden" name="q" value={filters.q} />}
      {keep.includes("spec") && filters.specializations.map((slug) => <input key={slug} type="hidden" name="spec" value={slug} />)}
      {keep.includes("location") && filters.location && <input type="hidden" name="location" value={filters.location} />}
    </>
  );
}

/** Search by name: applied with "Найти" or Enter. */
export function DirectorySearch({ filters }: { filters: SpecialistFilters }) {
  const t = useT(specialistsText).filters;
  return (
    <Form method="get" role="search" aria-label={t.search} preventScrollReset className="flex gap-2">
      <KeptFilters filters={filters} keep={["spec", "location"]} />
      <label htmlFor="specialist-search" className="sr-only">
        {t.search}
      </label>
      <input
        id="specialist-search"
        type="search"
        name="q"
        defaultValue={filters.q}
        key={filters.q}
        maxLength={100}
        placeholder={t.searchPlaceholder}
        className="min-w-0 flex-1 rounded-md border border-zinc-300 bg-white px-4 py-3 text-base shadow-sm focus:border-violet-600 focus:ring-2 focus:ring-violet-600/30 focus:outline-none"
      />
      <button type="submit" className="rounded-md bg-violet-700 px-5 py-3 font-semibold text-white hover:bg-violet-600">
        {t.submit}
      </button>
    </Form>
  );
}

function LocationSelect({ id, filters, locations }: { id: string; filters: SpecialistFilters; locations: string[] }) {
  const t = useT(specialistsText).filters;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium text-zinc-700">
        {t.location}
      </label>
      <select id={id} name="location" defaultValue={filters.location} key={filters.location} className={fieldClass}>
        <option value="">{t.allLocations}</option>
        {locations.map((location) => (
          <option key={location} value={location}>
            {location}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Desktop: specialization checkboxes (several at once) and the location; a change applies at once. */
export function DirectoryFiltersPanel({ filters, locations }: { filters: SpecialistFilters; locations: string[] }) {
  const t = useT(specialistsText);
  const submit = useSubmit();
  const chosen = new Set<string>(filters.specializations);
  return (
    <Form
      method="get"
      preventScrollReset
      onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true })}
      className="space-y-5 rounded-xl border border-zinc-200 bg-white p-5"
    >
      <h2 className="font-semibold">{t.filters.title}</h2>
      <KeptFilters filters={filters} keep={["q"]} />
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-zinc-700">{t.filters.specializations}</legend>
        {SPECIALIZATIONS.map((slug) => (
          <label key={slug} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="spec"
              value={slug}
              defaultChecked={chosen.has(slug)}
              key={`${slug}-${chosen.has(slug)}`}
              className="size-4 accent-violet-700"
            />
            {t.specializations[slug]}
          </label>
        ))}
      </fieldset>
      <LocationSelect id="specialists-location" filters={filters} locations={locations} />
    </Form>
  );
}

/** Phone: one specialization from a select, and the location. */
export function DirectoryFiltersCompact({ filters, locations }: { filters: SpecialistFilters; locations: string[] }) {
  const t = useT(specialistsText);
  const submit = useSubmit();
  return (
    <Form
      method="get"
      preventScrollReset
      onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true })}
      className="grid gap-3 rounded-xl border border-zinc-200 bg-white p-4 sm:grid-cols-2"
    >
      <KeptFilters filters={filters} keep={["q"]} />
      <div className="space-y-1">
        <label htmlFor="specialists-specialization" className="text-sm font-medium text-zinc-700">
          {t.filters.specializations}
        </label>
        <select
          id="specialists-specialization"
          name="spec"
          defaultValue={filters.specializations[0] ?? ""}
          key={filters.specializations.join()}
          className={fieldClass}
        >
          <option value="">{t.filters.anySpecialization}</option>
          {SPECIALIZATIONS.map((slug) => (
            <option key={slug} value={slug}>
              {t.specializations[slug]}
            </option>
          ))}
        </select>
      </div>
      <LocationSelect id="specialists-location-compact" filters={filters} locations={locations} />
    </Form>
  );
}

/** The active filters as removable chips, and the reset link (spec 2). */
export function FilterChips({ filters }: { filters: SpecialistFilters }) {
  const t = useT(specialistsText);
  if (!hasActiveFilters(filters)) return null;
  const chips = [
    ...(filters.q ? [{ key: "q", label: `«${filters.q}»`, without: { ...filters, q: "" } }] : []),
    ...filters.specializations.map((slug) => ({
      key: slug,
      label: t.specializations[slug],
      without: { ...filters, specializations: filters.specializations.filter((other) => other !== slug) },
    })),
    ...(filters.location ? [{ key: "location", label: filters.location, without: { ...filters, location: "" } }] : []),
  ];
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label={t.filters.chipsLabel} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={directorySearch(chip.without) || "."}
              preventScrollReset
              aria-label={interpolate(t.filters.removeChip, { label: chip.label })}
              className="inline-flex items-center gap-1.5 rounded-full bg-violet-100 px-3 py-1 text-sm font-medium text-violet-900 hover:bg-violet-200"
            >
              {chip.label}
              <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to="." preventScrollReset className="text-sm font-medium text-violet-700 underline underline-offset-2">
        {t.filters.reset}
      </Link>
    </div>
  );
}
