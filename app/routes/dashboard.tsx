import { getDb } from "~/adapters/db/database.server";
import { requireViewer } from "~/features/auth/session.server";
import { DashboardNav } from "~/features/dashboard/dashboard-nav";
import { getDashboard } from "~/features/dashboard/dashboard.server";
import { parseDashboardTab } from "~/features/dashboard/dashboard-tab";
import { ProfilePanel } from "~/features/dashboard/profile-panel";
import { ProfileProgressCard } from "~/features/dashboard/profile-progress-card";
import { ReviewsPanel } from "~/features/dashboard/reviews-panel";
import { SavedJobsPanel } from "~/features/dashboard/saved-jobs-panel";
import { dashboardText } from "~/i18n/dashboard";
import { languageFromPath } from "~/i18n/language";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";
import { requestInfoContext } from "~/server/request-context";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const tab = parseDashboardTab(new URL(request.url).searchParams.get("tab"));
  const dashboard = await getDashboard(await getDb(), viewer.id, tab, context.get(requestInfoContext).requestId);
  return { email: viewer.email, tab, ...dashboard, now: new Date().toISOString() };
}

export function meta({ location }: Route.MetaArgs) {
  return [{ title: dashboardText[languageFromPath(location.pathname)].seoTitle }, { name: "robots", content: "noindex" }];
}

/** Spec 2 "Dashboard": greeting; left, profile progress and the three sections; right, the open section. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const t = useT(dashboardText);
  const { email, tab, profileProgress, savedJobsPanel, now } = loaderData;
  return (
    <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold wrap-anywhere sm:text-3xl">{interpolate(t.greeting, { email })}</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="space-y-4">
          <ProfileProgressCard percent={profileProgress.percent} />
          <DashboardNav activeTab={tab} />
        </div>
        {tab === "profile" ? (
          <ProfilePanel progress={profileProgress} />
        ) : tab === "reviews" ? (
          <ReviewsPanel />
        ) : (
          savedJobsPanel && <SavedJobsPanel panel={savedJobsPanel} now={now} />
        )}
      </div>
    </main>
  );
}
