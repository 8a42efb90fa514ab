import { spawn, spawnSync } from "node:child_process";
import { AUDIO_ANALYSIS } from "~/config/constants";

// Running ffmpeg and ffprobe on untrusted files (docs/decisions/038): no stdin, only the file and pipe protocols, a
// wall-clock limit after which the whole process group is killed, and the address space capped by prlimit where the
// machine has it (util-linux, in Debian's base system).

/** Options every run starts with: only local files and pipes (ffmpeg adds -nostdin: nothing read from the terminal). */
export const SAFE_INPUT = ["-hide_banner", "-protocol_whitelist", "file,pipe"] as const;

export interface ToolRun {
  code: number | null;
  /** The end of what the tool wrote to stderr (its last STDERR_KEPT characters). */
  stderr: string;
  stdout: string;
  timedOut: boolean;
}

const STDERR_KEPT = 64 * 1024;
/** ffprobe's JSON for one file is a few kilobytes; more is not a file we take. */
const STDOUT_KEPT = 1024 * 1024;

let prlimitPath: string | null | undefined;

function hasPrlimit(): boolean {
  prlimitPath ??= spawnSync("prlimit", ["--version"], { stdio: "ignore" }).status === 0 ? "prlimit" : null;
  return prlimitPath !== null;
}

/**
 * Runs `tool` (`ffmpeg`, `ffprobe`) with `args` under the limits; `onStdout` takes its output as it comes (the
 * decoded samples), else it is kept (ffprobe's JSON). Never throws for the tool's own failure: the caller reads `code`.
 */
export function runTool(
  tool: string,
  args: readonly string[],
  { onStdout, timeoutMs = AUDIO_ANALYSIS.timeoutSeconds * 1000 }: { onStdout?: (chunk: Buffer) => void; timeoutMs?: number } = {},
): Promise<ToolRun> {
  const [command, commandArgs] = hasPrlimit() ? ["prlimit", [`--as=${AUDIO_ANALYSIS.memoryBytes}`, "--", tool, ...args]] : [tool, [...args]];
  return new Promise((resolve, reject) => {
    // Its own process group, so a timeout kills ffmpeg and anything it started, not just prlimit.
    // Two malloc arenas at most: glibc reserves 64 MB of address space for each, which counts against the cap.
    const child = spawn(command, commandArgs, { detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, MALLOC_ARENA_MAX: "2" } });
    let stderr = "";
    let stdout = "";
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, timeoutMs);
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (text: string) => {
      stderr = (stderr + text).slice(-STDERR_KEPT);
    });
    child.stdout.on("data", (chunk: Buffer) => {
      if (onStdout) onStdout(chunk);
      else if (stdout.length < STDOUT_KEPT) stdout += chunk.toString("utf8");
    });
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout, timedOut });
    });
  });
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}

/** Whether `ffmpeg` and `ffprobe` run on this machine (looked up on PATH once per process). */
export function hasFfmpeg(): boolean {
  return ["ffmpeg", "ffprobe"].every((tool) => spawnSync(tool, ["-version"], { stdio: "ignore" }).status === 0);
}
