import { englishJobs } from "./jobs/english";
import { moscowAndPetersburgJobs } from "./jobs/moscow-spb";
import { regionalJobs } from "./jobs/regions";
import { remoteJobs } from "./jobs/remote";

/**
 * Demo job rows for the embedded default (no sheet configured), raw as the jobs sheet holds them
 * (columns A–Q, spec 3 "Job"), imported through the same parser with source "demo".
 * Dates are relative to the day the module loads, so the list always looks current.
 */
export const demoJobRows: string[][] = [...moscowAndPetersburgJobs, ...regionalJobs, ...remoteJobs, ...englishJobs];
