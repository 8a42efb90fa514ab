import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TIMINGS } from "~/config/constants";
import { startResultClock, type ResultClock, type ResultState } from "./payment-result-clock";

const {
  paymentProcessingPhaseMs,
  paymentCheckingPhaseEndMs,
  subscriptionPollIntervalMs,
  subscriptionPollDurationMs,
  paymentSuccessCountdownMs,
  paymentErrorRedirectMs,
} = TIMINGS;

let clock: ResultClock | undefined;

function start(hasPaymentId: boolean, isProActive: () => Promise<boolean> = () => Promise.resolve(false)) {
  const states: ResultState[] = [];
  const onRedirect = vi.fn();
  const check = vi.fn(isProActive);
  clock = startResultClock({ hasPaymentId, isProActive: check, onChange: (state) => states.push(state), onRedirect });
  const last = () => states.at(-1);
  return { states, last, onRedirect, check };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  clock?.stop();
  vi.useRealTimers();
});

describe("startResultClock", () => {
  it("is processing, then checking, then success at the end of checking when there is a payment_id", async () => {
    const { last } = start(true);
    expect(last()).toBeUndefined(); // the initial state is the caller's
    await vi.advanceTimersByTimeAsync(paymentProcessingPhaseMs - 1);
    expect(last()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(last()?.phase).toBe("checking");
    await vi.advanceTimersByTimeAsync(paymentCheckingPhaseEndMs - paymentProcessingPhaseMs - 1);
    expect(last()?.phase).toBe("checking");
    await vi.advanceTimersByTimeAsync(1);
    expect(last()).toEqual({ phase: "success", isProConfirmed: false, secondsLeft: paymentSuccessCountdownMs / 1000 });
  });

  it("ends in error without a payment_id and goes back to pricing after the error delay", async () => {
    const { last, onRedirect } = start(false);
    await vi.advanceTimersByTimeAsync(paymentCheckingPhaseEndMs);
    expect(last()).toEqual({ phase: "error", isProConfirmed: false, secondsLeft: paymentErrorRedirectMs / 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(last()?.secondsLeft).toBe(paymentErrorRedirectMs / 1000 - 1);
    await vi.advanceTimersByTimeAsync(paymentErrorRedirectMs - 1001);
    expect(onRedirect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onRedirect).toHaveBeenCalledExactlyOnceWith("pricing");
  });

  it("counts the success down and then goes to the cabinet", async () => {
    const { last, onRedirect } = start(true);
    await vi.advanceTimersByTimeAsync(paymentCheckingPhaseEndMs + paymentSuccessCountdownMs - 1000);
    expect(last()?.secondsLeft).toBe(1);
    expect(onRedirect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onRedirect).toHaveBeenCalledExactlyOnceWith("dashboard");
  });

  it("polls at the interval and succeeds as soon as Pro is active, even during processing", async () => {
    let isActive = false;
    const { last, check } = start(false, () => Promise.resolve(isActive));
    await vi.advanceTimersByTimeAsync(subscriptionPollIntervalMs);
    expect(check).toHaveBeenCalledTimes(1);
    expect(last()).toBeUndefined();
    isActive = true;
    await vi.advanceTimersByTimeAsync(subscriptionPollIntervalMs);
    expect(last()).toEqual({ phase: "success", isProConfirmed: true, secondsLeft: paymentSuccessCountdownMs / 1000 });
    // Success stays success: the end of checking no longer decides, and polling has stopped.
    await vi.advanceTimersByTimeAsync(paymentCheckingPhaseEndMs);
    expect(last()?.phase).toBe("success");
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("turns an error into success when a later poll sees Pro, and stops polling after the poll duration", async () => {
    let isActive = false;
    const { last, check, onRedirect } = start(false, () => Promise.resolve(isActive));
    await vi.advanceTimersByTimeAsync(paymentCheckingPhaseEndMs);
    expect(last()?.phase).toBe("error");
    isActive = true;
    await vi.advanceTimersByTimeAsync(subscriptionPollIntervalMs);
    expect(last()).toMatchObject({ phase: "success", isProConfirmed: true });
    await vi.advanceTimersByTimeAsync(paymentErrorRedirectMs);
    expect(onRedirect).not.toHaveBeenCalledWith("pricing");
    expect(check.mock.calls.length).toBeLessThanOrEqual(subscriptionPollDurationMs / subscriptionPollIntervalMs);
  });

  it("polls only for the poll duration, but checks on focus afterwards", async () => {
    const { check } = start(true);
    await vi.advanceTimersByTimeAsync(subscriptionPollDurationMs);
    const polls = check.mock.calls.length;
    // Every interval within the duration; the one falling exactly on its end may or may not run.
    expect(polls).toBeGreaterThanOrEqual(Math.floor(subscriptionPollDurationMs / subscriptionPollIntervalMs) - 1);
    expect(polls).toBeLessThanOrEqual(Math.floor(subscriptionPollDurationMs / subscriptionPollIntervalMs));
    await vi.advanceTimersByTimeAsync(subscriptionPollDurationMs);
    expect(check).toHaveBeenCalledTimes(polls);
    clock?.checkNow();
    expect(check).toHaveBeenCalledTimes(polls + 1);
  });

  it("confirms a pending success without restarting its countdown", async () => {
    let isActive = false;
    const { last } = start(true, () => Promise.resolve(isActive));
    await vi.advanceTimersByTimeAsync(paymentCheckingPhaseEndMs + 2000);
    const secondsLeft = last()?.secondsLeft;
    isActive = true;
    clock?.checkNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({ phase: "success", isProConfirmed: true, secondsLeft });
  });

  it("treats a failed check as not yet active and never overlaps checks", async () => {
    const { last, check } = start(false, () => new Promise((_, reject) => setTimeout(() => reject(new Error("offline")), subscriptionPollIntervalMs * 2)));
    await vi.advanceTimersByTimeAsync(subscriptionPollIntervalMs * 2);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(paymentCheckingPhaseEndMs);
    expect(last()?.phase).toBe("error");
  });

  it("does nothing after stop", async () => {
    const { states, check } = start(true);
    clock?.stop();
    await vi.advanceTimersByTimeAsync(subscriptionPollDurationMs);
    expect(states).toEqual([]);
    expect(check).not.toHaveBeenCalled();
  });
});
