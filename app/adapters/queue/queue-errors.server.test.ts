import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logger } from "../logger.server.ts";
import { registry } from "../metrics.server.ts";
import { watchQueueErrors } from "./queue-errors.server.ts";

const errorsCounted = async () => (await registry.getSingleMetric("job_queue_errors_total")!.get()).values[0]?.value ?? 0;

describe("the job queue's errors (issue 25, D17)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("logs an outage once when it starts and once when the database is back, probing with backoff, and counts every error", async () => {
    const errorLines = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const infoLines = vi.spyOn(logger, "info").mockImplementation(() => undefined);
    let up = false;
    const probe = vi.fn(async () => {
      if (!up) throw new Error("connection refused");
    });
    const watch = watchQueueErrors(probe);
    const before = await errorsCounted();
    for (let index = 0; index < 34; index++) watch.onError(new Error("connect ECONNREFUSED"));
    expect(errorLines).toHaveBeenCalledTimes(1);
    expect((await errorsCounted()) - before).toBe(34);
    // Probes after 1 s, 2 s, 4 s, 8 s… while the database is down.
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(probe).toHaveBeenCalledTimes(3);
    up = true;
    await vi.advanceTimersByTimeAsync(8_000);
    expect(probe).toHaveBeenCalledTimes(4);
    expect(infoLines).toHaveBeenCalledTimes(1);
    expect(infoLines.mock.calls[0]?.[0]).toMatchObject({ errors: 34 });
    // A later error is a new outage: logged again.
    watch.onError(new Error("again"));
    expect(errorLines).toHaveBeenCalledTimes(2);
    watch.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probe).toHaveBeenCalledTimes(4);
  });
});
