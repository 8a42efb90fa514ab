import { useEffect, useEffectEvent, useRef } from "react";
import { useFetcher } from "react-router";
import { jobAlertsText } from "~/i18n/job-alerts";
import { interpolate } from "~/i18n/plural";
import { useLocalizePath, useT } from "~/i18n/use-language";
import { useToast } from "~/ui/toast";
import type { SavedSearchActionData } from "./saved-search";

/** The cabinet's "Мои подписки" tab, in the page's language. */
export function useSavedSearchesTabPath(): string {
  return `${useLocalizePath()("/dashboard")}?tab=alerts`;
}

/**
 * A fetcher for a saved search's writes: once its answer has arrived (and the page's data is reloaded), it shows the
 * toast that says what happened — a save links to "Мои подписки", an update or a delete says `successTitle` (the
 * cabinet's text, which the home page does not load) — and hands a success to `onSuccess`.
 */
export function useSavedSearchFetcher({
  onSuccess,
  successTitle,
}: { onSuccess?: (result: SavedSearchActionData & { ok: true }) => void; successTitle?: string } = {}) {
  const fetcher = useFetcher<SavedSearchActionData>();
  const showToast = useToast();
  const t = useT(jobAlertsText);
  const tab = useSavedSearchesTabPath();
  const handled = useRef<SavedSearchActionData | undefined>(undefined);

  const announce = useEffectEvent((result: SavedSearchActionData) => {
    if (!result.ok) {
      const link = result.intent === "create-saved-search" && result.error === "LIMIT" ? { to: tab, label: t.save.openCabinet } : undefined;
      showToast({ tone: "error", title: t.refusals[result.error], link });
      return;
    }
    if (result.intent === "create-saved-search") {
      showToast({
        tone: "success",
        title: result.alreadySaved ? t.save.alreadySaved : t.save.saved,
        description: interpolate(t.save.savedDescription, { name: result.name ?? "" }),
        link: { to: tab, label: t.save.openCabinet },
      });
    } else if (successTitle) {
      showToast({ tone: "success", title: successTitle });
    }
    onSuccess?.(result);
  });

  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    announce(fetcher.data);
  }, [fetcher.state, fetcher.data]);

  return fetcher;
}
