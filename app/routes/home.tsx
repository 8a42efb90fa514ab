import { data, isRouteErrorResponse, useRouteError, useSearchParams } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { getViewer } from "~/features/auth/session.server";
import { HomeHero, JOBS_SECTION_ID } from "~/features/home/home-hero";
import { parseSavedSearchIntent, SaveSearchButton } from "~/features/job-alerts";
import { runSavedSearchIntent } from "~/features/job-alerts/index.server";
import { ChannelPromo } from "~/features/jobs/channel-promo";
import { JobFiltersPanel } from "~/features/jobs/job-filters";
import { JobFiltersSheetButton } from "~/features/jobs/job-filters-sheet-button";
import { jobFiltersInSearch, jobListSearch } from "~/features/jobs/job-filters-url";
import { parseJobFilters } from "~/features/jobs/parse-job-filters.server";
import { JobList } from "~/features/jobs/job-list";
import { JobSearch } from "~/features/jobs/job-search";
import { getJobFilterOptions, getJobList } from "~/features/jobs/jobs.server";
import { findSavedJobIds } from "~/features/jobs/saved-jobs.server";
import { homeText } from "~/i18n/home";
import { jobsText } from "~/i18n/jobs";
import { languageFromPath } from "~/i18n/language";
import { jobAlertsText } from "~/i18n/job-alerts";
import { useT } from "~/i18n/use-language";
import { pageMeta } from "~/seo/page-meta";
import { requestInfoContext } from "~/server/request-context";
import { ToastProvider } from "~/ui/toast";
import type { Route } from "./+types/home";

export async function loader({ request }: Route.LoaderArgs) {
  const db = await getDb();
  const url = new URL(request.url);
  const options = await getJobFilterOptions(db);
  const { filters, pages } = parseJobFilters(url, options);
  const { jobs, hasMore } = await getJobList(db, filters, pages);
  // Per-visitor data only with a session: anonymous renders are cached and shared (docs/decisions/005-render-cache.md).
  const viewer = await getViewer(request);
  return {
    jobs,
    savedJobIds: viewer
      ? await findSavedJobIds(
          db,
          viewer.id,
          jobs.map((job) => job.id),
        )
      : [],
    options,
    filters,
    moreSearch: hasMore ? jobListSearch(filters, pages + 1) : null,
    now: new Date().toISOString(),
  };
}

/** "Подписаться на вакансии" (issue 17): the only write of the home page; its form posts here, also without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const intent = form && parseSavedSearchIntent(form.get("intent"));
  if (!form || intent !== "create-saved-search") throw data(null, { status: 400 });
  return runSavedSearchIntent(request, form, intent, context.get(requestInfoContext).requestId);
}

export function meta(args: Route.MetaArgs) {
  const t = homeText[languageFromPath(args.location.pathname)];
  return pageMeta(args, { title: t.seoTitle, description: t.seoDescription });
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { jobs, savedJobIds, options, filters, moreSearch, now } = loaderData;
  const resetTo = jobListSearch({ ...filters, location: "", type: "" }) || ".";
  const toasts = useT(jobAlertsText).toasts;
  return (
    <ToastProvider label={toasts.label} viewportLabel={toasts.viewportLabel} closeLabel={toasts.close}>
      <JobsSection>
        <div className="space-y-3">
          <div className="flex gap-2">
            <div className="min-w-0 flex-1">
              <JobSearch filters={filters} />
            </div>
            <JobFiltersSheetButton filters={filters} options={options} resetTo={resetTo} />
          </div>
          <SaveSearchButton search={filters} lastResult={actionData} />
        </div>
        {/* Wide screens: filters and the channel promo in the side column. Phones: filters in the sheet, the promo after the list. */}
        <div className="grid gap-6 lg:grid-cols-[18rem_1fr] lg:grid-rows-[auto_auto_1fr]">
          <div className="hidden lg:col-start-1 lg:row-start-1 lg:block">
            <JobFiltersPanel filters={filters} options={options} resetTo={resetTo} />
          </div>
          <div className="min-w-0 lg:col-start-2 lg:row-span-3 lg:row-start-1">
            <JobList jobs={jobs} now={now} moreHref={moreSearch} savedJobIds={savedJobIds} />
          </div>
          <div className="lg:col-start-1 lg:row-start-2">
            <ChannelPromo />
          </div>
        </div>
      </JobsSection>
    </ToastProvider>
  );
}

function JobsSection({ children }: { children: React.ReactNode }) {
  const t = useT(homeText);
  return (
    <main>
      <HomeHero />
      <section id={JOBS_SECTION_ID} aria-labelledby="jobs-title" className="mx-auto max-w-7xl space-y-6 px-4 py-12 sm:px-6">
        <h2 id="jobs-title" className="text-2xl font-bold">
          {t.jobs.title}
        </h2>
        {children}
      </section>
    </main>
  );
}

/**
 * Spec 2 "Home": "Попробуйте обновить страницу" on error; a network failure asks to check the connection. The search
 * box stays, filled as the address says, so the visitor can try again without retyping.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const [searchParams] = useSearchParams();
  const t = useT(jobsText).list;
  const isNetworkError = error instanceof TypeError && !isRouteErrorResponse(error);
  return (
    <JobsSection>
      <JobSearch filters={jobFiltersInSearch(searchParams)} />
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p className="font-semibold">{isNetworkError ? t.network : t.error}</p>
        <p className="mt-1">{t.retry}</p>
      </div>
    </JobsSection>
  );
}
