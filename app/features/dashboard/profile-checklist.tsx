import { dashboardText } from "~/i18n/dashboard";
import { useT } from "~/i18n/use-language";
import type { ProfileProgress } from "./dashboard.server";
import { PROFILE_CHECKS } from "./profile-completeness";

/** Which of the seven completeness checks (spec 2 "Dashboard") pass, as a row of marks. */
export function ProfileChecklist({ checks }: { checks: ProfileProgress["checks"] }) {
  const t = useT(dashboardText).profile;
  return (
    <div className="rounded-xl border border-zinc-200 bg-white px-4 py-3">
      <h3 className="text-sm text-zinc-600">{t.checklistTitle}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {PROFILE_CHECKS.map((check) => {
          const isDone = checks[check];
          return (
            <li
              key={check}
              className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm ${isDone ? "bg-emerald-50 text-emerald-900" : "bg-zinc-100 text-zinc-700"}`}
            >
              <span aria-hidden="true" className="font-bold">
                {isDone ? "✓" : "○"}
              </span>
              {t.checks[check]}
              <span className="sr-only">: {isDone ? t.done : t.missing}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
