import { ONLINE_COUNTER } from "~/config/constants";

type Random = () => number;

function randomInt(min: number, max: number, random: Random): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** Spec 4 "Online counter": starts at a random value from 10 to 60. */
export function initialOnlineCount(random: Random = Math.random): number {
  return randomInt(ONLINE_COUNTER.min, ONLINE_COUNTER.max, random);
}

/** Moves by 3 to 5 up or down, clamped to 10..60. It is decoration, not data. */
export function nextOnlineCount(current: number, random: Random = Math.random): number {
  const step = randomInt(ONLINE_COUNTER.stepMin, ONLINE_COUNTER.stepMax, random);
  const direction = random() < 0.5 ? -1 : 1;
  return Math.min(ONLINE_COUNTER.max, Math.max(ONLINE_COUNTER.min, current + direction * step));
}
