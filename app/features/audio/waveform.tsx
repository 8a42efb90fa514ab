import { useId } from "react";
import { AUDIO_ANALYSIS } from "~/config/constants";

/** The waveform's drawing height in SVG units; the bars are centred on its middle. */
const HEIGHT = 100;

/** One vertical stroke per bar, centred: a few characters each, so a recording's waveform is ~2 kB of the page. */
export function waveformPath(bars: readonly number[]): string {
  return bars.map((bar, index) => `M${index}.5 ${(HEIGHT - bar) / 2}v${bar}`).join("");
}

/**
 * A recording's waveform, drawn by the server (an SVG in the HTML: seen before any script runs, no layout shift) and
 * scaled to its box; the played part (`progress`, 0–1) in the accent colour. Without bars (an analysis pending or
 * failed) a flat line.
 */
export function Waveform({ bars, progress }: { bars: readonly number[] | null; progress: number }) {
  const id = useId();
  const count = bars?.length || AUDIO_ANALYSIS.playerBars;
  const path = bars?.length ? waveformPath(bars) : `M0 ${HEIGHT / 2}H${count}`;
  return (
    <svg viewBox={`0 0 ${count} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false" className="block h-full w-full">
      <defs>
        <path id={`${id}-bars`} d={path} />
        <clipPath id={`${id}-played`}>
          <rect width={Math.min(1, Math.max(0, progress)) * count} height={HEIGHT} />
        </clipPath>
      </defs>
      <use
        href={`#${id}-bars`}
        className="stroke-zinc-300"
        strokeWidth={bars?.length ? 0.62 : 2}
        vectorEffect={bars?.length ? undefined : "non-scaling-stroke"}
      />
      <use
        href={`#${id}-bars`}
        clipPath={`url(#${id}-played)`}
        className="stroke-violet-700"
        strokeWidth={bars?.length ? 0.62 : 2}
        vectorEffect={bars?.length ? undefined : "non-scaling-stroke"}
      />
    </svg>
  );
}
