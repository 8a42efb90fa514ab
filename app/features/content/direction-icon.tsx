import type { SCHOOL_DIRECTIONS } from "~/config/constants";

type Direction = (typeof SCHOOL_DIRECTIONS)[number];

const PATHS: Record<Direction, string> = {
  musicCreation: "M9 18V6l10-2v12M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm10-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z",
  djing: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-6a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm0-3h.01",
  soundDesign: "M3 12h2l2-6 3 12 3-9 2 6 2-3h4",
  mixing: "M6 4v16M12 4v16M18 4v16M4 8h4M10 15h4M16 10h4",
  mastering: "M12 3v3M12 18v3M3 12h3M18 12h3M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z",
  labelDevelopment: "M4 20V10M10 20V4M16 20v-7M22 20H2",
};

/** A small line icon for one direction; decoration only. */
export function DirectionIcon({ direction }: { direction: Direction }) {
  return (
    <span className="flex size-12 items-center justify-center rounded-xl bg-violet-100 text-violet-700">
      <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
        <path d={PATHS[direction]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
