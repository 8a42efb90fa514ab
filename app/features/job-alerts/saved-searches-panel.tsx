import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { LIMITS } from "~/config/constants";
import { jobAlertsTabText } from "~/i18n/job-alerts-tab";
import { interpolate } from "~/i18n/plural";
import { useLocalizePath, useT } from "~/i18n/use-language";
import { takePendingSearch } from "./pending-search";
import type { SavedSearchesPanelData } from "./saved-search";
import { SavedSearchCard } from "./saved-search-card";
import { useSavedSearchFetcher } from "./use-saved-search-fetcher";

/**
 * The cabinet's "Мои подписки" (issue 17), inside the cabinet's panel frame: the Telegram link panel when the route
 * gives one, then the saved searches in the order they were made, or how to make one. A search kept while its
 * visitor signed in (pending-search.ts) is saved here first, to this page's action, with its toast.
 */
export function SavedSearchesPanel({ panel, telegramPanel }: { panel: SavedSearchesPanelData; telegramPanel?: React.ReactNode }) {
  const t = useT(jobAlertsTabText).panel;
  const localize = useLocalizePath();
  return (
    <div className="space-y-4">
      <SavePendingSearch />
      {telegramPanel}
      {!panel.isLoaded ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
          <p className="font-semibold">{t.error}</p>
          <p className="mt-1">{t.retry}</p>
        </div>
      ) : panel.savedSearches.length === 0 ? (
        <div className="rounded-xl border border-dashed border-zinc-300 bg-white p-8 text-center sm:p-10">
          <p className="font-semibold text-zinc-800">{t.empty}</p>
          <p className="mt-2 text-zinc-700">{t.emptyHint}</p>
          <Link to={localize("/")} className="mt-4 inline-block font-semibold text-violet-800 underline underline-offset-2">
            {t.findJobs}
          </Link>
        </div>
      ) : (
        <>
          <p className="text-sm text-zinc-600">{interpolate(t.count, { count: panel.savedSearches.length, max: LIMITS.savedSearches })}</p>
          <ul className="space-y-4">
            {panel.savedSearches.map((item) => (
              <li key={item.id}>
                <SavedSearchCard item={item} hasTelegramLink={panel.hasTelegramLink} isTelegramOn={panel.isTelegramOn} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** Saves, once, the search a signed-out visitor asked to save before signing in (the sign-in dialog led here). */
function SavePendingSearch() {
  const fetcher = useSavedSearchFetcher();
  const isDone = useRef(false);
  const { submit } = fetcher;
  useEffect(() => {
    if (isDone.current) return;
    isDone.current = true;
    const pending = takePendingSearch();
    if (pending) void submit({ intent: "create-saved-search", ...pending }, { method: "post" });
  }, [submit]);
  return null;
}
