import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FirstLoad } from "./first-load-js.ts";
import type { TopologyRow } from "./topology.ts";
import { JOBS_TARGETS, jobsTargetsMet, type JobsBenchResults, type JobsTargetsMet } from "./jobs-results.ts";
import type { LoadOptions } from "./load.ts";
import { SPECIALISTS_TARGETS, specialistsTargetsMet, type SpecialistsBenchResults, type SpecialistsTargetsMet } from "./specialists-results.ts";
import { SIGNED_IN_VS_BARE_MAX, type SignedInPage } from "./signed-in.ts";
import type { PathResult } from "./ssr.ts";

/** What the project aims for; the benchmark reports against these and never fails on them. */
export const TARGETS = {
  anonymousVsBareMin: 0.3,
  firstLoadJsGzipKbMax: 135,
  coldStartMsMax: 3000,
  jobs: JOBS_TARGETS,
  specialists: SPECIALISTS_TARGETS,
  signedInVsBareRenderMax: SIGNED_IN_VS_BARE_MAX,
} as const;

/** 1 kB = 1000 bytes, as in Vite's build report. */
export const toKb = (bytes: number) => bytes / 1000;

export interface BenchResults {
  startedAt: string;
  machine: { node: string; cpus: number; cpuModel: string; platform: string; loadAverageAtEnd: number[] };
  load: LoadOptions;
  buildMs: number;
  coldStartMs: number;
  warmRestartMs: number;
  paths: PathResult[];
  /** CPU ms per signed-in render beside a bare React Router render of the same page (bench/signed-in.ts). */
  signedIn: SignedInPage[];
  firstLoad: FirstLoad & { path: string };
  /** The jobs benchmark (bench/jobs-search.ts); null when it failed (the error is in `jobsError`). */
  jobs: JobsBenchResults | null;
  jobsError?: string;
  /** The specialists benchmark (bench/specialists.ts); null when it failed (the error is in `specialistsError`). */
  specialists: SpecialistsBenchResults | null;
  specialistsError?: string;
  /** nginx in front of 1 and 3 instances on PostgreSQL (bench/topology.ts); null when it failed. */
  topology: TopologyRow[] | { skipped: string } | null;
  topologyError?: string;
  targets: typeof TARGETS;
  targetsMet: {
    coldStart: boolean;
    firstLoadJs: boolean;
    anonymousVsBare: Record<string, boolean>;
    jobs: JobsTargetsMet | null;
    specialists: SpecialistsTargetsMet | null;
  };
}

export function targetsMet(results: Omit<BenchResults, "targets" | "targetsMet">): BenchResults["targetsMet"] {
  return {
    coldStart: results.coldStartMs <= TARGETS.coldStartMsMax,
    firstLoadJs: toKb(results.firstLoad.jsGzipBytes) <= TARGETS.firstLoadJsGzipKbMax,
    anonymousVsBare: Object.fromEntries(results.paths.map((result) => [result.path, result.anonymousVsBare >= TARGETS.anonymousVsBareMin])),
    jobs: results.jobs ? jobsTargetsMet(results.jobs) : null,
    specialists: results.specialists ? specialistsTargetsMet(results.specialists) : null,
  };
}

/** Writes bench/results/ssr-<timestamp>.json (git-ignored) and returns its path. */
export async function writeResults(results: BenchResults): Promise<string> {
  const directory = path.join(import.meta.dirname, "results");
  await mkdir(directory, { recursive: true });
  const file = path.join(directory, `ssr-${results.startedAt.replace(/[:.]/g, "-")}.json`);
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}

/** `npm run bench ssr` alone: writes bench/results/signed-in-<timestamp>.json (git-ignored) and returns its path. */
export async function writeSignedInResults(results: {
  startedAt: string;
  load: LoadOptions;
  machine: { cpus: number; loadAverageAtEnd: number[] };
  pages: SignedInPage[];
}): Promise<string> {
  const directory = path.join(import.meta.dirname, "results");
  await mkdir(directory, { recursive: true });
  const file = path.join(directory, `signed-in-${results.startedAt.replace(/[:.]/g, "-")}.json`);
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
