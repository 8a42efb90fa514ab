/** What a profile may lack that the weekly mail suggests adding, in the order the fixed fallback tries them. */
export const PROFILE_ITEMS = ["audio", "photo", "projects", "services"] as const;
export type ProfileItem = (typeof PROFILE_ITEMS)[number];

export interface ProfileSample {
  items: Record<ProfileItem, boolean>;
  /** Its average weekly views over the last weeks. */
  weeklyViews: number;
}

export interface Recommendation {
  item: ProfileItem;
  /** How many times more often profiles with the item are viewed (medians), or null for the fixed suggestion. */
  ratio: number | null;
}

/** The smallest ratio worth telling: below it the difference is noise more than advice. */
const MEANINGFUL_RATIO = 1.2;

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The one thing that would most improve a profile (issue 27), from the site's own data: for each item the profile
 * lacks, the median weekly views of listed profiles with it against those without it, when both groups have at least
 * `minGroup` profiles and the group without is viewed at all; the item with the largest ratio (at least 1.2) wins.
 * Data too thin for any: the first missing item, as a fixed suggestion. Nothing missing: null.
 */
export function chooseRecommendation(missing: readonly ProfileItem[], samples: readonly ProfileSample[], minGroup: number): Recommendation | null {
  if (missing.length === 0) return null;
  let best: Recommendation | null = null;
  for (const item of missing) {
    const withIt = samples.filter((sample) => sample.items[item]).map((sample) => sample.weeklyViews);
    const without = samples.filter((sample) => !sample.items[item]).map((sample) => sample.weeklyViews);
    if (withIt.length < minGroup || without.length < minGroup) continue;
    const base = median(without);
    if (base <= 0) continue;
    const ratio = median(withIt) / base;
    if (ratio >= MEANINGFUL_RATIO && (best?.ratio ?? 0) < ratio) best = { item, ratio };
  }
  return best ?? { item: PROFILE_ITEMS.find((item) => missing.includes(item))!, ratio: null };
}

/**
 * Where a profile stands among its peers (listed profiles sharing a specialization) by views: the share of peers viewed
 * less often, in whole percent rounded down, or null with fewer than `minPeers` peers. Others' numbers never leave here.
 */
export function viewsPercentile(own: number, peers: readonly number[], minPeers: number): number | null {
  if (peers.length < minPeers) return null;
  return Math.floor((peers.filter((views) => views < own).length / peers.length) * 100);
}
