import { dashboardText } from "~/i18n/dashboard";
import { useT } from "~/i18n/use-language";
import type { ProfileProgress } from "./dashboard.server";
import { DashboardPanel } from "./dashboard-panel";
import { PROFILE_CHECKS } from "./profile-completeness";

/** The specialist profile tab: which of the seven completeness checks are done (the editor comes later). */
export function ProfilePanel({ progress }: { progress: ProfileProgress }) {
  const t = useT(dashboardText).profile;
  return (
    <DashboardPanel title={t.title}>
      <div className="rounded-2xl border border-zinc-200 bg-white p-5 sm:p-6">
        <h3 className="font-semibold">{t.checklistTitle}</h3>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {PROFILE_CHECKS.map((check) => {
            const isDone = progress.checks[check];
            return (
              <li key={check} className="flex items-center gap-3 rounded-lg bg-zinc-50 px-3 py-2">
                <span
                  aria-hidden="true"
                  className={`flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold ${isDone ? "bg-emerald-600 text-white" : "border border-zinc-300 text-zinc-400"}`}
                >
                  {isDone ? "✓" : ""}
                </span>
                <span className="min-w-0 flex-1">{t.checks[check]}</span>
                <span className={`text-sm ${isDone ? "text-emerald-800" : "text-zinc-600"}`}>{isDone ? t.done : t.missing}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </DashboardPanel>
  );
}
