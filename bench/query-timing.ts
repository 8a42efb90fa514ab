// How the database benchmarks time a function: a few unmeasured runs, then nearest-rank percentiles.

export const WARMUP_RUNS = 5;
export const MEASURED_RUNS = 50;

export interface Timing {
  runs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

function percentile(sorted: number[], share: number): number {
  // Nearest rank.
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN;
}

/** Runs `work` WARMUP_RUNS times unmeasured, then MEASURED_RUNS times measured; `run` counts all calls from 0. */
export async function timeRuns<T>(work: (run: number) => Promise<T>): Promise<Timing & { last: T }> {
  for (let run = 0; run < WARMUP_RUNS; run += 1) await work(run);
  const samples: number[] = [];
  let last: T | undefined;
  for (let run = 0; run < MEASURED_RUNS; run += 1) {
    const startedAt = performance.now();
    last = await work(WARMUP_RUNS + run);
    samples.push(performance.now() - startedAt);
  }
  samples.sort((a, b) => a - b);
  return {
    last: last as T,
    p50Ms: percentile(samples, 0.5),
    p95Ms: percentile(samples, 0.95),
    maxMs: samples[samples.length - 1] ?? Number.NaN,
    runs: samples.length,
  };
}

/** The figures without the last result, for the results file. */
export function figuresOf(timing: Timing): Timing {
  return { runs: timing.runs, p50Ms: timing.p50Ms, p95Ms: timing.p95Ms, maxMs: timing.maxMs };
}
