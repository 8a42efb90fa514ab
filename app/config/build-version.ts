import { execFileSync } from "node:child_process";

let version: string | undefined;

/**
 * The version this process runs (the build_info metric, /version, the start-up line): APP_VERSION, which the image
 * is built with (deploy/Dockerfile: the commit it was built from), else the commit of the checkout the code runs from
 * (`npm start`), else "unknown". Read once; no network. Not configuration: the image sets it, an operator does not.
 */
export function buildVersion(): string {
  version ??= process.env.APP_VERSION || checkoutCommit(import.meta.dirname) || "unknown";
  return version;
}

/** The short commit of the git checkout holding `directory`; undefined outside one or without git. */
export function checkoutCommit(directory: string): string | undefined {
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: directory,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 5000,
    });
    return commit.trim() || undefined;
  } catch {
    return undefined;
  }
}
