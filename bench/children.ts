import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { setTimeout as sleep } from "node:timers/promises";

// Every process the benchmark starts, so none outlives it: not on success, an error or Ctrl-C.
const children = new Set<ChildProcess>();

export function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** SIGTERM, then SIGKILL if the process is still there after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (hasExited(child)) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const result = await Promise.race([exited.then(() => "exited" as const), sleep(graceMs, "timeout" as const)]);
  if (result === "timeout" && !hasExited(child)) {
    child.kill("SIGKILL");
    await exited;
  }
}

export async function stopAllChildren(): Promise<void> {
  await Promise.all([...children].map((child) => stopChild(child)));
}

function killAllNow(): void {
  for (const child of children) if (!hasExited(child)) child.kill("SIGKILL");
}

process.on("exit", killAllNow);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => {
    killAllNow();
    process.exit(130);
  });
}
