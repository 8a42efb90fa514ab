import { RATE_GUIDE, SPECIALIZATIONS, type Specialization } from "~/config/constants";
import { parseServicePrice } from "~/features/specialists";

/** One specialization's "from" prices, in roubles: the median, the middle half (25th–75th percentile) and how many. */
export interface SpecializationRates {
  specialization: Specialization;
  median: number;
  lowerQuartile: number;
  upperQuartile: number;
  prices: number;
}

/** The rate guide: the specializations with at least RATE_GUIDE.minPrices prices, and the others (no figures). */
export interface RateGuide {
  shown: SpecializationRates[];
  notYet: Specialization[];
}

/** A service of a listed specialist as stored: its owner, the owner's specializations and the price as typed. */
export interface PricedService {
  specialistId: string;
  specializations: readonly string[];
  price: string;
}

/**
 * The p-th percentile (0–1) of ascending values, interpolated between the two nearest as PostgreSQL's
 * `percentile_cont` does: position p·(n − 1).
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError("no values");
  const position = p * (sorted.length - 1);
  const below = Math.floor(position);
  const lower = sorted[below]!;
  const upper = sorted[Math.ceil(position)]!;
  return lower + (upper - lower) * (position - below);
}

const isSpecialization = (slug: string): slug is Specialization => (SPECIALIZATIONS as readonly string[]).includes(slug);

/**
 * The guide from listed specialists' services. A service names no specialization, so each specialist counts once in
 * each of their specializations, with the lowest price in roubles of their list (`parseServicePrice`; other prices are
 * not counted): one person with many services weighs as much as one with a single service. A specialization shows
 * figures only from `minPrices` such prices; the rest are named without any. Both in the order of SPECIALIZATIONS.
 */
export function summarizeRates(services: readonly PricedService[], minPrices: number = RATE_GUIDE.minPrices): RateGuide {
  const lowest = new Map<string, { specializations: readonly string[]; roubles: number }>();
  for (const { specialistId, specializations, price } of services) {
    const roubles = parseServicePrice(price)?.roubles;
    if (roubles === undefined) continue;
    const kept = lowest.get(specialistId);
    if (!kept || roubles < kept.roubles) lowest.set(specialistId, { specializations, roubles });
  }
  const prices = new Map<Specialization, number[]>();
  for (const { specializations, roubles } of lowest.values()) {
    for (const slug of new Set(specializations)) if (isSpecialization(slug)) prices.set(slug, [...(prices.get(slug) ?? []), roubles]);
  }
  const guide: RateGuide = { shown: [], notYet: [] };
  for (const specialization of SPECIALIZATIONS) {
    const values = (prices.get(specialization) ?? []).sort((a, b) => a - b);
    if (values.length === 0 || values.length < minPrices) {
      guide.notYet.push(specialization);
      continue;
    }
    guide.shown.push({
      specialization,
      median: percentile(values, 0.5),
      lowerQuartile: percentile(values, 0.25),
      upperQuartile: percentile(values, 0.75),
      prices: values.length,
    });
  }
  return guide;
}
