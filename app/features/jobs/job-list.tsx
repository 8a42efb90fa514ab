import { useLocation, useNavigation } from "react-router";
import { LIMITS } from "~/config/constants";
import { jobsText } from "~/i18n/jobs";
import { useT } from "~/i18n/use-language";
import { ShowMoreLink } from "~/ui/show-more-link";
import type { JobSummary } from "./job";
import { JobCard } from "./job-card";

interface JobListProps {
  jobs: JobSummary[];
  now: string;
  moreHref: string | null;
  /** The signed-in viewer's saved jobs among these (empty when signed out). */
  savedJobIds: string[];
}

/** The list with its states: skeleton rows while a new search loads, the empty text, "show more". */
export function JobList({ jobs, now, moreHref, savedJobIds }: JobListProps) {
  const t = useT(jobsText).list;
  const navigation = useNavigation();
  const location = useLocation();
  const isSearching = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const saved = new Set(savedJobIds);

  if (isSearching) return <JobListSkeleton label={t.loading} />;
  if (jobs.length === 0) return <p className="rounded-xl border border-dashed border-zinc-300 bg-white p-10 text-center text-zinc-700">{t.empty}</p>;
  return (
    <div className="space-y-4">
      <ul className="space-y-4">
        {jobs.map((job) => (
          <li key={job.id}>
            <JobCard job={job} now={now} isSaved={saved.has(job.id)} />
          </li>
        ))}
      </ul>
      {moreHref && <ShowMoreLink to={moreHref}>{t.more}</ShowMoreLink>}
    </div>
  );
}

function JobListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-4">
      {Array.from({ length: LIMITS.jobListSkeletonRows }, (_, index) => (
        <div key={index} data-testid="job-skeleton" className="animate-pulse space-y-3 rounded-xl border border-zinc-200 bg-white p-5">
          <div className="h-5 w-2/3 rounded bg-zinc-200" />
          <div className="h-4 w-1/3 rounded bg-zinc-200" />
          <div className="h-4 w-full rounded bg-zinc-100" />
        </div>
      ))}
    </div>
  );
}
