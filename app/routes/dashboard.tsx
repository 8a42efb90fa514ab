import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { getStorage } from "~/adapters/storage/storage.server";
import { parseAccountAddressIntent } from "~/features/auth";
import { runAccountAddressIntent } from "~/features/auth/index.server";
import { getViewer, requireViewer } from "~/features/auth/session.server";
import { AccountAddressCard, ConfirmEmailBanner, EmailLinkNotice } from "~/features/dashboard/account-address";
import { DashboardNav } from "~/features/dashboard/dashboard-nav";
import { getDashboard } from "~/features/dashboard/dashboard.server";
import { parseDashboardTab } from "~/features/dashboard/dashboard-tab";
import { ProfilePanel } from "~/features/dashboard/profile-panel";
import { ProfileProgressCard } from "~/features/dashboard/profile-progress-card";
import { ReviewsPanel } from "~/features/dashboard/reviews-panel";
import { SavedJobsPanel } from "~/features/dashboard/saved-jobs-panel";
import { SavedSearchesTab } from "~/features/dashboard/saved-searches-tab";
import { SubscriptionPanel } from "~/features/dashboard/subscription-panel";
import { InquiriesPanel, parseInquiryIntent } from "~/features/inquiries";
import { getInquiryInbox, runInquiryIntent } from "~/features/inquiries/index.server";
import { parseSavedSearchIntent } from "~/features/job-alerts";
import { runSavedSearchIntent } from "~/features/job-alerts/index.server";
import { TelegramLinkPanel } from "~/features/telegram";
import { ProfileStatsTab } from "~/features/profile-stats";
import { isStatsMailIntent, runStatsMailIntent } from "~/features/profile-stats/index.server";
import { DashboardPanel } from "~/features/dashboard/dashboard-panel";
import { getTelegramLinkState } from "~/features/telegram/index.server";
import { editorResultStatus, parseEditorIntent, runEditorIntent } from "~/features/profile-editor/editor-action.server";
import type { EditorResult } from "~/features/profile-editor/editor-data";
import { dashboardText } from "~/i18n/dashboard";
import { languageFromPath } from "~/i18n/language";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";
import { requestInfoContext } from "~/server/request-context";
import { ToastProvider } from "~/ui/toast";
import type { Route } from "./+types/dashboard";
import { answerOnFailure } from "~/server/answer-on-failure.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const tab = parseDashboardTab(new URL(request.url).searchParams.get("tab"));
  const db = await getDb();
  const dashboard = await getDashboard(db, viewer, tab, context.get(requestInfoContext).requestId);
  // The Telegram panel sits in "Мои подписки" (docs/decisions/026).
  const telegram = tab === "alerts" ? await getTelegramLinkState(db, viewer.id) : null;
  // Project inquiries (docs/decisions/036): the new ones' count on every tab, the page of them on their own.
  const inbox = await getInquiryInbox(db, viewer, tab === "inquiries", new URL(request.url).searchParams.get("after"));
  return { email: viewer.email, emailVerified: viewer.emailVerified, userId: viewer.id, tab, ...dashboard, telegram, ...inbox, now: new Date().toISOString() };
}

/**
 * The address forms (ACCOUNT_ADDRESS_INTENTS: runAccountAddressIntent, docs/decisions/032), the saved searches' writes
 * (issue 17, SAVED_SEARCH_INTENTS: runSavedSearchIntent), then the profile editor's
 * (spec 5 "Profile editor"), one per `intent` (EDITOR_INTENTS). Answers the
 * EditorResult with 200, a 4xx for the user's mistakes and refusals, or 500 for an unexpected failure (logged
 * with the request id). An answer rather than a throw: a fetcher's thrown error would replace the whole page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const addressIntent = form && parseAccountAddressIntent(form.get("intent"));
  if (form && addressIntent) return runAccountAddressIntent(request, form, addressIntent, context.get(requestInfoContext).requestId);
  const savedSearchIntent = form && parseSavedSearchIntent(form.get("intent"));
  if (form && savedSearchIntent) return runSavedSearchIntent(request, form, savedSearchIntent, context.get(requestInfoContext).requestId);
  const inquiryIntent = form && parseInquiryIntent(form.get("intent"));
  if (form && inquiryIntent) return runInquiryIntent(request, form, inquiryIntent, context.get(requestInfoContext).requestId);
  if (form && isStatsMailIntent(form)) {
    const viewer = await requireViewer(request);
    return runStatsMailIntent(await getDb(), viewer.id, form);
  }
  const intent = form && parseEditorIntent(form);
  if (!form || !intent) throw data(null, { status: 400 });
  const viewer = await getViewer(request);
  if (!viewer) return data<EditorResult>({ ok: false, intent, error: "AUTH_REQUIRED" }, { status: 401 });
  const { requestId } = context.get(requestInfoContext);
  return answerOnFailure(
    { requestId, intent, message: "profile editor write failed" },
    async () => {
      const result = await runEditorIntent(await getDb(), getStorage(), viewer, intent, form, requestId);
      return data(result, { status: editorResultStatus(result) });
    },
    () => data<EditorResult>({ ok: false, intent, error: "SAVE_FAILED" }, { status: 500 }),
  );
}

/** A refused write (4xx) normally leaves the data alone; a missing item or a full project list means the page is behind. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 404 || actionStatus === 409 || defaultShouldRevalidate;
}

export function meta({ location }: Route.MetaArgs) {
  return [{ title: dashboardText[languageFromPath(location.pathname)].seoTitle }, { name: "robots", content: "noindex" }];
}

/** Spec 2 "Dashboard": greeting; left, profile progress, the subscription and the three sections; right, the open section. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const t = useT(dashboardText);
  const { email, emailVerified, userId, tab, profileProgress, subscription, payments, savedJobsPanel, profileEditor, now } = loaderData;
  return (
    <ToastProvider label={t.toasts.label} viewportLabel={t.toasts.viewportLabel} closeLabel={t.toasts.close}>
      <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h1 className="text-2xl font-bold wrap-anywhere sm:text-3xl">{interpolate(t.greeting, { email })}</h1>
        <EmailLinkNotice />
        {!emailVerified && <ConfirmEmailBanner email={email} />}
        {profileProgress.hidden && (
          <p role="status" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
            {interpolate(t.hiddenProfile, { reason: profileProgress.hidden.reason })}
          </p>
        )}
        <div className="mt-8 grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <div className="space-y-4">
            <ProfileProgressCard percent={profileProgress.percent} />
            <SubscriptionPanel subscription={subscription} payments={payments} now={now} />
            <DashboardNav activeTab={tab} newInquiries={loaderData.newInquiries} />
            <AccountAddressCard email={email} isConfirmed={emailVerified} />
          </div>
          {tab === "inquiries"
            ? loaderData.inquiriesPanel && (
                <DashboardPanel title={t.tabs.inquiries}>
                  <InquiriesPanel panel={loaderData.inquiriesPanel} />
                </DashboardPanel>
              )
            : tab === "stats"
              ? loaderData.statsPanel && (
                  <DashboardPanel title={t.tabs.stats}>
                    <ProfileStatsTab panel={loaderData.statsPanel} />
                  </DashboardPanel>
                )
              : tab === "profile"
                ? profileEditor && <ProfilePanel userId={userId} progress={profileProgress} editor={profileEditor} isAddressConfirmed={emailVerified} />
                : tab === "reviews"
                  ? loaderData.myReviews && <ReviewsPanel reviews={loaderData.myReviews} />
                  : tab === "alerts"
                    ? loaderData.savedSearchesPanel && (
                        <SavedSearchesTab
                          panel={loaderData.savedSearchesPanel}
                          telegramPanel={loaderData.telegram && <TelegramLinkPanel state={loaderData.telegram} />}
                          isAddressConfirmed={emailVerified}
                        />
                      )
                    : savedJobsPanel && <SavedJobsPanel panel={savedJobsPanel} now={now} />}
        </div>
      </main>
    </ToastProvider>
  );
}
