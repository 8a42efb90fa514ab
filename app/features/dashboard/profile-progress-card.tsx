import { dashboardText } from "~/i18n/dashboard";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";

/** Spec 2 "Dashboard": the simple completeness percentage of the profile, as a number and a bar. */
export function ProfileProgressCard({ percent }: { percent: number }) {
  const t = useT(dashboardText).progress;
  return (
    <section aria-labelledby="profile-progress-title" className="rounded-2xl border border-zinc-200 bg-white p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="profile-progress-title" className="font-semibold">
          {t.title}
        </h2>
        <p className="text-2xl font-black text-violet-700">{interpolate(t.value, { percent })}</p>
      </div>
      <div
        role="progressbar"
        aria-label={interpolate(t.label, { percent })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2 overflow-hidden rounded-full bg-zinc-100"
      >
        <div className="h-full rounded-full bg-violet-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-3 text-sm text-zinc-600">{t.hint}</p>
    </section>
  );
}
