import { SavedSearchesPanel, type SavedSearchesPanelData } from "~/features/job-alerts";
import { savedSearchesText } from "~/i18n/saved-searches";
import { useT } from "~/i18n/use-language";
import { DashboardPanel } from "./dashboard-panel";

/** The cabinet's "Мои подписки" tab (issue 17): the job alerts feature's panel in the cabinet's frame; `telegramPanel` goes above the list. */
export function SavedSearchesTab({ panel, telegramPanel }: { panel: SavedSearchesPanelData; telegramPanel?: React.ReactNode }) {
  const t = useT(savedSearchesText).panel;
  return (
    <DashboardPanel title={t.title}>
      <SavedSearchesPanel panel={panel} telegramPanel={telegramPanel} />
    </DashboardPanel>
  );
}
