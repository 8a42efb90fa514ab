import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";

export interface QuietWait {
  /** Whether the 1-minute load average fell to the limit before the deadline. */
  isQuiet: boolean;
  waitedSeconds: number;
  /** The 1 / 5 / 15 minute load averages when the wait ended. */
  loadAverage: number[];
  limit: number;
}

/**
 * Waits (polling every 5 s) until the machine's 1-minute load average is at most `limit`, for at most `maxSeconds`;
 * then the caller measures anyway and prints what it got. Timings taken beside other work are not worth comparing.
 */
export async function waitForQuiet({ limit, maxSeconds, log }: { limit: number; maxSeconds: number; log: (line: string) => void }): Promise<QuietWait> {
  const startedAt = performance.now();
  const waited = () => (performance.now() - startedAt) / 1000;
  let lastLogged = -Infinity;
  while ((os.loadavg()[0] ?? 0) > limit && waited() < maxSeconds) {
    if (waited() - lastLogged >= 30) {
      log(`waiting for a quiet machine: load average ${formatLoad(os.loadavg())} (1-min limit ${limit}, ${Math.round(maxSeconds - waited())} s left)…`);
      lastLogged = waited();
    }
    await sleep(5_000);
  }
  const loadAverage = os.loadavg();
  return { isQuiet: (loadAverage[0] ?? 0) <= limit, waitedSeconds: Math.round(waited()), loadAverage, limit };
}

export const formatLoad = (loadAverage: number[]) => loadAverage.map((value) => value.toFixed(2)).join(" / ");
