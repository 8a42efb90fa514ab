import { SavedSearchesPanel, type SavedSearchesPanelData } from "~/features/job-alerts";
import { jobAlertsTabText } from "~/i18n/job-alerts-tab";
import { useT } from "~/i18n/use-language";
import { DashboardPanel } from "./dashboard-panel";

/**
 * The cabinet's "Мои подписки" tab (issue 17): the job alerts feature's panel in the cabinet's frame; `telegramPanel` goes
 * above the list. While the address is unconfirmed, a search that mails says its e-mails wait for it (double opt-in).
 */
export function SavedSearchesTab({
  panel,
  telegramPanel,
  isAddressConfirmed,
}: {
  panel: SavedSearchesPanelData;
  telegramPanel?: React.ReactNode;
  isAddressConfirmed: boolean;
}) {
  const t = useT(jobAlertsTabText).panel;
  const mailsWait = !isAddressConfirmed && panel.isLoaded && panel.savedSearches.some((search) => search.channel !== "telegram" && search.frequency !== "off");
  return (
    <DashboardPanel title={t.title}>
      {mailsWait && (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          {t.unconfirmedAddress}
        </p>
      )}
      <SavedSearchesPanel panel={panel} telegramPanel={telegramPanel} />
    </DashboardPanel>
  );
}
