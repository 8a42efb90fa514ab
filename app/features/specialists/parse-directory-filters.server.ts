import { randomBytes } from "node:crypto";
import { z } from "~/config/zod";
import { SPECIALIZATIONS, type Specialization } from "~/config/constants";
import type { SpecialistFilters } from "./specialist";

const MAX_PAGES = 50;
const SEED = /^[a-z0-9]{1,16}$/;

const querySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  location: z.string().trim().max(200).catch(""),
  page: z.coerce.number().int().min(1).max(MAX_PAGES).catch(1),
});

const isSpecialization = (value: string): value is Specialization => (SPECIALIZATIONS as readonly string[]).includes(value);

/**
 * The directory's filters from the URL. Unknown specializations are dropped and a location not among the
 * listed ones resets to all. A new shuffle seed is drawn unless "show more" carries the current one.
 */
export function parseDirectoryFilters(url: URL, locations: string[]): { filters: SpecialistFilters; pages: number; seed: string } {
  const raw = querySchema.parse({
    q: url.searchParams.get("q") ?? "",
    location: url.searchParams.get("location") ?? "",
    page: url.searchParams.get("page") ?? 1,
  });
  const seed = url.searchParams.get("seed") ?? "";
  return {
    filters: {
      q: raw.q,
      specializations: [...new Set(url.searchParams.getAll("spec").filter(isSpecialization))],
      location: locations.includes(raw.location) ? raw.location : "",
    },
    pages: raw.page,
    seed: SEED.test(seed) ? seed : randomBytes(6).toString("hex"),
  };
}
