import { useId } from "react";
import { AUDIO_ANALYSIS } from "~/config/constants";
import { audioText } from "~/i18n/audio";
import { formatLevel } from "~/i18n/number-format";
import { interpolate } from "~/i18n/plural";
import { useLanguage, useT } from "~/i18n/use-language";
import { mayClip, nearestLoudnessTarget } from "./loudness";
import type { Loudness } from "./recording";

/**
 * "−14,2 LUFS · пик −1,0 dBTP · LRA 6 LU" beside a player, "возможны искажения" on a true peak above 0 dBTP, and what the
 * figures mean with the common targets in a tooltip shown on hover and on focus (a tap on a phone focuses it).
 */
export function LoudnessFigures({ loudness }: { loudness: Loudness }) {
  const t = useT(audioText);
  const language = useLanguage();
  const tipId = useId();
  const lufs = formatLevel(language, loudness.integratedLufs);
  const peak = formatLevel(language, loudness.truePeakDbtp, { sign: "always" });
  const lra = formatLevel(language, loudness.loudnessRangeLu, { decimals: 0 });
  const nearest = nearestLoudnessTarget(loudness.integratedLufs);
  const comparison = nearest.difference === 0 ? t.explain.same : nearest.difference > 0 ? t.explain.louder : t.explain.quieter;
  const targets = Object.fromEntries(
    Object.entries(AUDIO_ANALYSIS.loudnessTargets).map(([name, value]) => [name, formatLevel(language, value, { decimals: 0 })]),
  );
  return (
    <p className="group relative flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-zinc-700">
      <span tabIndex={0} aria-describedby={tipId} className="cursor-help tabular-nums underline decoration-zinc-400 decoration-dotted underline-offset-4">
        {interpolate(t.figures, { lufs, peak, lra })}
      </span>
      {mayClip(loudness) && <span className="rounded bg-red-50 px-1.5 py-0.5 text-xs font-semibold text-red-800">{t.mayClip}</span>}
      <span
        role="tooltip"
        id={tipId}
        className="invisible absolute top-full left-0 z-20 mt-1 w-80 max-w-[calc(100vw-3rem)] space-y-1 rounded-md bg-zinc-900 p-3 text-xs leading-relaxed text-white shadow-lg group-focus-within:visible group-hover:visible"
      >
        <span className="block">{interpolate(t.explain.integrated, { lufs })}</span>
        <span className="block">{interpolate(t.explain.peak, { peak })}</span>
        <span className="block">{interpolate(t.explain.range, { lra })}</span>
        <span className="block">
          {interpolate(comparison, { target: t.explain.targetNames[nearest.target], difference: formatLevel(language, Math.abs(nearest.difference)) })}{" "}
          {interpolate(t.explain.targets, targets)}
        </span>
      </span>
    </p>
  );
}
