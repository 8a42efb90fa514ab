import { useEffect, useRef, useState } from "react";

/**
 * True while `active` is, and until `durationMs` after it became true: a stage the spec asks to last a
 * while even when the work behind it is quicker. `isHolding`: the work is done, the stage still runs.
 */
export function useMinimumDuration(active: boolean, durationMs: number): { isOn: boolean; isHolding: boolean } {
  const [holding, setHolding] = useState(false);
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setHolding(true);
  }
  const startedAt = useRef(0);
  useEffect(() => {
    if (active) startedAt.current = Date.now();
  }, [active]);
  useEffect(() => {
    if (active || !holding) return;
    const timer = setTimeout(() => setHolding(false), Math.max(0, startedAt.current + durationMs - Date.now()));
    return () => clearTimeout(timer);
  }, [active, holding, durationMs]);
  return { isOn: active || holding, isHolding: !active && holding };
}
