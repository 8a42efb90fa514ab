import { z } from "~/config/zod";
import type { JobFilterOptions, JobFilters } from "./job";

const MAX_PAGES = 50;

const querySchema = z.object({
  q: z.string().trim().max(200).catch(""),
  location: z.string().trim().max(200).catch(""),
  type: z.string().trim().max(200).catch(""),
  page: z.coerce.number().int().min(1).max(MAX_PAGES).catch(1),
});

/**
 * Search and filters from the URL. A filter value that is not among the current options
 * resets to "all" (spec 2 "Home": a selected value that disappears from the options resets).
 */
export function parseJobFilters(url: URL, options: JobFilterOptions): { filters: JobFilters; pages: number } {
  const raw = querySchema.parse({
    q: url.searchParams.get("q") ?? "",
    location: url.searchParams.get("location") ?? "",
    type: url.searchParams.get("type") ?? "",
    page: url.searchParams.get("page") ?? 1,
  });
  return {
    filters: {
      q: raw.q,
      location: options.locations.includes(raw.location) ? raw.location : "",
      type: options.types.includes(raw.type) ? raw.type : "",
    },
    pages: raw.page,
  };
}
