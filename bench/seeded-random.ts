// Deterministic test data: the same seed gives the same rows on every machine.

export type Random = () => number;

/** mulberry32: small, fast, good enough for test data, and the same on every machine. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
export const chance = (random: Random, probability: number) => random() < probability;
/** A whole number from `min` to `max`, both included. */
export const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** One of `items`, each as likely as its weight. */
export function weighted<T>(random: Random, items: ReadonlyArray<readonly [T, number]>): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random() * total;
  for (const [item, weight] of items) {
    left -= weight;
    if (left < 0) return item;
  }
  return (items[items.length - 1] as readonly [T, number])[0];
}

/** Fisher–Yates with the seeded generator, in place. */
export function shuffle<T>(random: Random, items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [items[index], items[other]] = [items[other] as T, items[index] as T];
  }
  return items;
}
