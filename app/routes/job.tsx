import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { getViewer } from "~/features/auth/session.server";
import { JobDetailView, JobNotFound } from "~/features/jobs/job-detail-view";
import { jobPostingJsonLd } from "~/features/jobs/job-posting-json-ld";
import { getJob, getSimilarJobs } from "~/features/jobs/jobs.server";
import { ErrorPage } from "~/features/layout/error-page";
import { findSavedJobIds } from "~/features/jobs/saved-jobs.server";
import { jobPageText } from "~/i18n/job-page";
import { languageFromPath } from "~/i18n/language";
import { serializeJsonLd } from "~/seo/json-ld";
import { pageMeta } from "~/seo/page-meta";
import { siteOrigin } from "~/seo/site-origin.server";
import { useNonce } from "~/ui/nonce";
import type { Route } from "./+types/job";

export async function loader({ params, request }: Route.LoaderArgs) {
  const db = await getDb();
  const job = await getJob(db, params.id);
  if (!job) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const headings = jobPageText[languageFromPath(url.pathname)].detail;
  const similar = await getSimilarJobs(db, job);
  // Per-visitor data only with a session: anonymous renders are cached and shared (docs/decisions/005-render-cache.md).
  const viewer = await getViewer(request);
  return {
    job,
    similar,
    savedJobIds: viewer ? await findSavedJobIds(db, viewer.id, [job.id, ...similar.map((other) => other.id)]) : [],
    // Closed jobs carry no structured data: Google must drop them (spec: out of the structured data); nor does a job
    // whose validThrough has passed and that the next import round will close (docs/decisions/022).
    jsonLd: job.isOpen && !isPast(job.validThrough) ? serializeJsonLd(jobPostingJsonLd(job, { url: siteOrigin() + url.pathname, headings })) : null,
    now: new Date().toISOString(),
  };
}

const isPast = (instant: string | null) => instant !== null && Date.parse(instant) <= Date.now();

export function meta(args: Route.MetaArgs) {
  const job = args.loaderData?.job;
  const t = jobPageText[languageFromPath(args.location.pathname)].detail;
  if (!job) return [{ title: t.notFound }, { name: "robots", content: "noindex" }];
  const tags = pageMeta(args, { title: `${job.title} — ${job.company}`, description: `${job.location}, ${job.type}. ${job.description.slice(0, 150)}` });
  return job.isOpen ? tags : [...tags, { name: "robots", content: "noindex" }];
}

export default function JobPage({ loaderData }: Route.ComponentProps) {
  const nonce = useNonce();
  return (
    <>
      {loaderData.jsonLd && <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }} />}
      <JobDetailView job={loaderData.job} similar={loaderData.similar} now={loaderData.now} savedJobIds={loaderData.savedJobIds} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <JobNotFound /> : <ErrorPage isNotFound={false} />;
}
