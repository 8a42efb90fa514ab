import { Link } from "react-router";
import { useSignInDialog, useViewer } from "~/features/auth";
import { jobAlertsText } from "~/i18n/job-alerts";
import { interpolate } from "~/i18n/plural";
import { useLocalizePath, useT } from "~/i18n/use-language";
import { keepPendingSearch, type PendingSearch } from "./pending-search";
import type { SavedSearchActionData } from "./saved-search";
import { useSavedSearchesTabPath, useSavedSearchFetcher } from "./use-saved-search-fetcher";

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5 shrink-0" aria-hidden="true">
      <path
        d="M6 10a6 6 0 1 1 12 0c0 4 1.5 6 2 7H4c.5-1 2-3 2-7zM10 20a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * "Подписаться на вакансии" (issue 17) under the home page's search: saves the search as the page applied it (the URL's
 * text and filters, not what is being typed). Signed in, the form posts to the home page's action (a real form: without
 * JavaScript the page comes back with `lastResult`, shown under the button) and a toast confirms, linking to "Мои
 * подписки". Signed out, it keeps the search in the tab (pending-search.ts) and opens the sign-in dialog, which leads to
 * that tab, where the search is saved once the account is there.
 */
export function SaveSearchButton({ search, lastResult }: { search: PendingSearch; lastResult?: SavedSearchActionData | null }) {
  const t = useT(jobAlertsText);
  const localize = useLocalizePath();
  const viewer = useViewer();
  const signInDialog = useSignInDialog();
  const tab = useSavedSearchesTabPath();
  const fetcher = useSavedSearchFetcher();
  const isSaving = fetcher.state !== "idle";

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <fetcher.Form
        method="post"
        action={`${localize("/")}?index`}
        onSubmit={(event) => {
          if (viewer) return;
          event.preventDefault();
          keepPendingSearch(search);
          signInDialog.open("sign-in", { redirectTo: tab });
        }}
      >
        <input type="hidden" name="intent" value="create-saved-search" />
        <input type="hidden" name="q" value={search.q} />
        <input type="hidden" name="location" value={search.location} />
        <input type="hidden" name="type" value={search.type} />
        <button
          type="submit"
          disabled={isSaving}
          className="inline-flex items-center gap-2 rounded-md border border-violet-700 bg-white px-4 py-2.5 text-sm font-semibold text-violet-800 hover:bg-violet-50 disabled:cursor-wait disabled:opacity-70"
        >
          <BellIcon />
          {isSaving ? t.save.saving : t.save.button}
        </button>
      </fetcher.Form>
      <p className="text-sm text-zinc-600">{t.save.hint}</p>
      {lastResult && <LastResult result={lastResult} tab={tab} />}
    </div>
  );
}

/** The answer of a save posted without JavaScript: what the toast would have said, with its link. */
function LastResult({ result, tab }: { result: SavedSearchActionData; tab: string }) {
  const t = useT(jobAlertsText);
  const localize = useLocalizePath();
  const isSignInNeeded = !result.ok && result.error === "AUTH_REQUIRED";
  return (
    <p role={result.ok ? "status" : "alert"} className={`w-full text-sm ${result.ok ? "text-emerald-900" : "text-red-800"}`}>
      {result.ok ? (
        <>
          {result.alreadySaved ? t.save.alreadySaved : t.save.saved}. {interpolate(t.save.savedDescription, { name: result.name ?? "" })}{" "}
        </>
      ) : (
        <>{t.refusals[result.error]} </>
      )}
      <Link to={isSignInNeeded ? `${localize("/login")}?redirectTo=${encodeURIComponent(tab)}` : tab} className="font-semibold underline underline-offset-2">
        {isSignInNeeded ? t.save.signIn : t.save.openCabinet}
      </Link>
    </p>
  );
}
