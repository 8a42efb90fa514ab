import { Link } from "react-router";
import { JobCard } from "~/features/jobs";
import { dashboardText } from "~/i18n/dashboard";
import { useLocalizePath, useT } from "~/i18n/use-language";
import type { SavedJobsPanelData } from "./dashboard.server";
import { DashboardPanel } from "./dashboard-panel";

/** Spec 2 "Dashboard": the saved vacancies as job cards, newest save first; a closed job stays, marked closed. */
export function SavedJobsPanel({ panel, now }: { panel: SavedJobsPanelData; now: string }) {
  const t = useT(dashboardText).saved;
  const localize = useLocalizePath();
  return (
    <DashboardPanel title={t.title}>
      {!panel.isLoaded ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
          <p className="font-semibold">{t.error}</p>
          <p className="mt-1">{t.retry}</p>
        </div>
      ) : panel.savedJobs.length === 0 ? (
        <div className="rounded-xl border border-dashed border-zinc-300 bg-white p-10 text-center">
          <p className="text-zinc-700">{t.empty}</p>
          <Link to={localize("/")} className="mt-4 inline-block font-semibold text-violet-800 underline underline-offset-2">
            {t.findJobs}
          </Link>
        </div>
      ) : (
        <ul className="space-y-4">
          {panel.savedJobs.map(({ job, isOpen }) => (
            <li key={job.id} className={isOpen ? undefined : "space-y-2"}>
              {!isOpen && <p className="inline-block rounded-md bg-zinc-200 px-3 py-1 text-sm font-semibold text-zinc-800">{t.closed}</p>}
              <JobCard job={job} now={now} isSaved />
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
