import { RENDER_CACHE } from "~/config/constants";
import { onSiteChange } from "./site-changes";

export interface SharedReadsOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

/**
 * Reads that every visitor shares for a short time, keyed by what was asked (say, the filters of
 * the job list). Requests that arrive while a key is being read share that one read; a failed read
 * is not kept. Bounded: past `maxEntries` the oldest key goes.
 */
export class SharedReads<Value> {
  private readonly entries = new Map<string, { value: Promise<Value>; expiresAt: number }>();
  private readonly now: () => number;
  private readonly options: SharedReadsOptions;

  constructor(options: SharedReadsOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
  }

  get(key: string, read: () => Promise<Value>): Promise<Value> {
    const now = this.now();
    const kept = this.entries.get(key);
    if (kept && kept.expiresAt > now) return kept.value;
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const entry = { value: read(), expiresAt: now + this.options.ttlMs };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * A shared read that lives as long as a cached anonymous page (RENDER_CACHE.ttlMs) and is forgotten with the cached
 * renders on any announced change (site-changes.ts): a signed-in render then shows what an anonymous visitor of the
 * same page sees, as fresh, without reading it from the database on every request (issue 26).
 */
export function readsLikeCachedPages<Value>(maxEntries: number): SharedReads<Value> {
  const reads = new SharedReads<Value>({ ttlMs: RENDER_CACHE.ttlMs, maxEntries });
  onSiteChange(() => reads.clear());
  return reads;
}
