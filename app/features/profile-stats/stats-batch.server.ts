import type { Database } from "~/adapters/db/client.server";
import { logger } from "~/adapters/logger.server";
import { addStatCounts, type StatIncrement } from "./stat-counts.server";

export interface StatsBatch {
  add: (increments: StatIncrement[]) => Promise<void>;
  /** Writes what has gathered (the interval's flush, and shutdown's). */
  flush: () => Promise<void>;
  stop: () => Promise<void>;
}

const keyOf = ({ userId, day, metric }: StatIncrement) => `${userId}\n${day}\n${metric}`;

/**
 * The daily counts gathered in this process and written every `flushMs` in one upsert (docs/decisions/037 has the
 * figures that chose it over an upsert per beacon). A failed write keeps its counts for the next flush; what a process
 * killed without shutdown held (at most `flushMs` of counts) is lost — counts, not records.
 */
export function createStatsBatch(db: Database, flushMs: number): StatsBatch {
  let pending = new Map<string, StatIncrement>();
  let flushing: Promise<void> = Promise.resolve();

  const flush = () => {
    flushing = flushing.then(async () => {
      if (pending.size === 0) return;
      const batch = pending;
      pending = new Map();
      try {
        await addStatCounts(db, [...batch.values()]);
      } catch (error) {
        logger.error({ err: error, rows: batch.size }, "profile statistics flush failed");
        for (const increment of batch.values()) merge(increment);
      }
    });
    return flushing;
  };

  const merge = (increment: StatIncrement) => {
    const key = keyOf(increment);
    const known = pending.get(key);
    pending.set(key, known ? { ...known, count: known.count + increment.count } : { ...increment });
  };

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();
  return {
    add: (increments) => {
      for (const increment of increments) merge(increment);
      return Promise.resolve();
    },
    flush,
    stop: async () => {
      clearInterval(timer);
      await flush();
    },
  };
}
