import v8 from "node:v8";
import vm from "node:vm";

/**
 * A full garbage collection, where V8 allows one to be requested at run time (the benchmark is
 * started without --expose-gc); a no-op elsewhere. Called after seeding, so no major GC of this
 * process lands in a measurement.
 */
export function collectGarbage(): void {
  try {
    v8.setFlagsFromString("--expose-gc");
    const gc: unknown = vm.runInNewContext("gc");
    if (typeof gc === "function") gc();
  } catch {
    // Not available: measurements just run with whatever the heap holds.
  }
}
