import { readFileSync } from "node:fs";
import os from "node:os";

/** CPU use during a measurement, in % of one core: the server, this process (the load generator), and everything else on the machine. */
export interface CpuUsage {
  serverPercent: number;
  loadGeneratorPercent: number;
  otherPercent: number;
  /** CPU time the server took during the measurement, in ms (utime + stime of all its threads). */
  serverMs: number;
  /** Wall time of the measurement, ms. */
  wallMs: number;
}

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ on Linux

function machineBusyMs(): number {
  return os.cpus().reduce((total, cpu) => total + cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq, 0);
}

/** utime + stime of every thread of the process, from /proc (Linux); null elsewhere or once it has gone. */
function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * Starts watching; call the returned function at the end of the measurement. Null where /proc is missing. Without a
 * server pid (several server processes), the servers' share is in `otherPercent` and `serverPercent` is 0.
 */
export function watchCpu(serverPid: number | undefined): () => CpuUsage | null {
  const start = { at: performance.now(), machine: machineBusyMs(), server: serverPid ? processCpuMs(serverPid) : 0, self: processCpuMs(process.pid) };
  return () => {
    const wallMs = performance.now() - start.at;
    const server = serverPid ? processCpuMs(serverPid) : 0;
    const self = processCpuMs(process.pid);
    if (server === null || self === null || start.server === null || start.self === null || wallMs <= 0) return null;
    const serverMs = server - start.server;
    const selfMs = self - start.self;
    const percent = (ms: number) => Math.round((ms / wallMs) * 100);
    return {
      serverPercent: percent(serverMs),
      loadGeneratorPercent: percent(selfMs),
      otherPercent: Math.max(0, percent(machineBusyMs() - start.machine - serverMs - selfMs)),
      serverMs,
      wallMs,
    };
  };
}

/**
 * CPU the process takes while it serves nothing (timers, the job queue's polling), in ms per second of wall time,
 * watched for `ms`; null without /proc. Subtracted from a measured run, it leaves what the requests cost.
 */
export async function idleCpuMsPerSecond(pid: number | undefined, ms: number): Promise<number | null> {
  if (!pid) return null;
  const before = processCpuMs(pid);
  const startedAt = performance.now();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = processCpuMs(pid);
  return before === null || after === null ? null : ((after - before) * 1000) / (performance.now() - startedAt);
}
