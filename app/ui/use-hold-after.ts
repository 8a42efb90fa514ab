import { useEffect, useState } from "react";

/**
 * True while `active` is, and for `durationMs` after it ends: a stage the spec asks to outlast the work
 * behind it (spec 4 "Specialists load": loading, loaded, then after 2 s the skeleton stage ends).
 * `isHolding`: the work is done, the stage still runs.
 */
export function useHoldAfter(active: boolean, durationMs: number): { isOn: boolean; isHolding: boolean } {
  const [holding, setHolding] = useState(false);
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setHolding(true);
  }
  useEffect(() => {
    if (active || !holding) return;
    const timer = setTimeout(() => setHolding(false), durationMs);
    return () => clearTimeout(timer);
  }, [active, holding, durationMs]);
  return { isOn: active || holding, isHolding: !active && holding };
}
