import type { JobFilters } from "./job";

/** The list URL for these filters, without empty parameters. */
export function jobListSearch(filters: JobFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.location) params.set("location", filters.location);
  if (filters.type) params.set("type", filters.type);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The filters as the address states them, unchecked: enough to keep the search box filled when the list failed to load. */
export function jobFiltersInSearch(params: URLSearchParams): JobFilters {
  return { q: params.get("q") ?? "", location: params.get("location") ?? "", type: params.get("type") ?? "" };
}
