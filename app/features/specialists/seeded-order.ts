/**
 * FNV-1a over the text, then MurmurHash3's final mix: FNV alone leaves strings that differ in their
 * last characters (ids, numeric seeds) close together, which favoured some ids over others.
 */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * The directory's shuffle (spec 2: "randomly shuffled on each load"): ids ordered by a hash of the seed
 * and the id. The same seed gives the same order, so "show more" continues it; a specialist who joins
 * or leaves the list does not move anyone else's relative place.
 */
export function seededOrder(ids: readonly string[], seed: string): string[] {
  const keyed = ids.map((id) => ({ id, key: hash32(`${seed}:${id}`) }));
  keyed.sort((a, b) => a.key - b.key || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return keyed.map((entry) => entry.id);
}
