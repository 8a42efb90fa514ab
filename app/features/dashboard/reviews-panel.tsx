import { dashboardText } from "~/i18n/dashboard";
import { useT } from "~/i18n/use-language";
import { DashboardPanel } from "./dashboard-panel";

/** "My reviews" (spec 2 "Dashboard"): until reviews exist, the spec's empty text. */
export function ReviewsPanel() {
  const t = useT(dashboardText).reviews;
  return (
    <DashboardPanel title={t.title}>
      <p className="rounded-xl border border-dashed border-zinc-300 bg-white p-10 text-center text-zinc-700">{t.empty}</p>
    </DashboardPanel>
  );
}
