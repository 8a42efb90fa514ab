import { TIMINGS } from "~/config/constants";

type ResultPhase = "processing" | "checking" | "success" | "error";

export interface ResultState {
  phase: ResultPhase;
  /** The server confirmed Pro (a poll saw it); a success on the payment_id alone is still pending. */
  isProConfirmed: boolean;
  /** Whole seconds until the success or error view moves on by itself; null before either. */
  secondsLeft: number | null;
}

type ResultDestination = "dashboard" | "pricing";

interface ResultClockOptions {
  /** The provider sent the visitor back with a payment_id. */
  hasPaymentId: boolean;
  /** Whether the visitor's Pro is active now; a failed check counts as "not yet". */
  isProActive: () => Promise<boolean>;
  onChange: (state: ResultState) => void;
  onRedirect: (destination: ResultDestination) => void;
}

export interface ResultClock {
  /** A check outside the schedule (the window got the focus back). */
  checkNow: () => void;
  stop: () => void;
}

const SECOND_MS = 1000;
export const INITIAL_RESULT_STATE: ResultState = { phase: "processing", isProConfirmed: false, secondsLeft: null };

/**
 * The payment result page over time (spec 4 "Payment result page"): processing, then checking, then at the
 * end of checking success with a payment_id and error without; meanwhile the subscription is polled and an
 * active Pro means success at once. Success counts down to the cabinet; error goes back to pricing.
 */
export function startResultClock({ hasPaymentId, isProActive, onChange, onRedirect }: ResultClockOptions): ResultClock {
  let state = INITIAL_RESULT_STATE;
  let isStopped = false;
  let isChecking = false;
  let countdown: ReturnType<typeof setInterval> | undefined;
  const timers: Array<ReturnType<typeof setTimeout>> = [];

  const update = (next: Partial<ResultState>) => {
    state = { ...state, ...next };
    onChange(state);
  };

  const finish = (phase: "success" | "error", isProConfirmed: boolean) => {
    clearInterval(countdown);
    const durationMs = phase === "success" ? TIMINGS.paymentSuccessCountdownMs : TIMINGS.paymentErrorRedirectMs;
    let secondsLeft = Math.ceil(durationMs / SECOND_MS);
    update({ phase, isProConfirmed, secondsLeft });
    countdown = setInterval(() => {
      secondsLeft -= 1;
      if (secondsLeft > 0) {
        update({ secondsLeft });
        return;
      }
      clearInterval(countdown);
      onRedirect(phase === "success" ? "dashboard" : "pricing");
    }, SECOND_MS);
  };

  const check = () => {
    if (isStopped || isChecking || state.isProConfirmed) return;
    isChecking = true;
    isProActive()
      .catch(() => false)
      .then((isActive) => {
        isChecking = false;
        if (!isActive || isStopped || state.isProConfirmed) return;
        clearInterval(poll);
        // Already counting down on the payment_id alone: the countdown goes on, now confirmed.
        if (state.phase === "success") update({ isProConfirmed: true });
        else finish("success", true);
      })
      .catch(() => undefined);
  };

  const poll = setInterval(check, TIMINGS.subscriptionPollIntervalMs);
  timers.push(
    setTimeout(() => clearInterval(poll), TIMINGS.subscriptionPollDurationMs),
    setTimeout(() => state.phase === "processing" && update({ phase: "checking" }), TIMINGS.paymentProcessingPhaseMs),
    setTimeout(() => state.phase === "checking" && finish(hasPaymentId ? "success" : "error", false), TIMINGS.paymentCheckingPhaseEndMs),
  );

  return {
    checkNow: check,
    stop: () => {
      isStopped = true;
      clearInterval(poll);
      clearInterval(countdown);
      timers.forEach(clearTimeout);
    },
  };
}
