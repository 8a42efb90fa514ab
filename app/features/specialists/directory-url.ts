import type { SpecialistFilters } from "./specialist";

/** The directory URL's query for these filters (?q=&spec=&spec=&location=), without empty parameters. */
export function directorySearch(filters: SpecialistFilters, more?: { page: number; seed: string }): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  for (const slug of filters.specializations) params.append("spec", slug);
  if (filters.location) params.set("location", filters.location);
  if (more && more.page > 1) {
    params.set("seed", more.seed);
    params.set("page", String(more.page));
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

export const hasActiveFilters = (filters: SpecialistFilters) => Boolean(filters.q || filters.specializations.length > 0 || filters.location);
