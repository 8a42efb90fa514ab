import { Link } from "react-router";
import { formatListDate } from "~/i18n/dates";
import { jobsText } from "~/i18n/jobs";
import { interpolate } from "~/i18n/plural";
import { useLanguage, useLocalizePath, useT } from "~/i18n/use-language";
import type { JobSummary } from "./job";
import { jobValueText } from "./job-values";
import { SaveJobButton } from "./save-job-button";

export function JobCard({ job, now, isSaved }: { job: JobSummary; now: string; isSaved: boolean }) {
  const t = useT(jobsText).card;
  const language = useLanguage();
  const localize = useLocalizePath();
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-5 shadow-sm transition hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg leading-snug font-semibold">
            <Link to={localize(`/job/${job.id}`)} className="hover:text-violet-700">
              {job.title}
            </Link>
            {job.isEnglish && (
              <abbr title={t.englishLabel} className="ml-2 rounded bg-sky-100 px-1.5 py-0.5 align-middle text-xs font-bold text-sky-800 no-underline">
                {t.english}
              </abbr>
            )}
          </h3>
          <p className="mt-1 text-sm text-zinc-700">
            <span className="font-medium">{job.company}</span>
            <span aria-hidden="true"> · </span>
            {jobValueText(job.location, language)}
          </p>
        </div>
        <time dateTime={job.postDate} className="shrink-0 text-sm text-zinc-600">
          {formatListDate(job.postDate, new Date(now), language)}
        </time>
      </div>
      <p className="line-clamp-2 text-sm text-zinc-700">{job.excerpt}</p>
      <div className="flex flex-wrap items-center gap-3">
        <span className="rounded-full bg-violet-50 px-3 py-1 text-xs font-medium text-violet-800">{jobValueText(job.type, language)}</span>
        <div className="ml-auto flex items-center gap-2">
          <SaveJobButton jobId={job.id} isSaved={isSaved} />
          <Link
            to={localize(`/job/${job.id}`)}
            aria-label={interpolate(t.detailsLabel, { title: job.title })}
            className="rounded-md bg-zinc-900 px-4 py-2 text-sm font-semibold text-white hover:bg-zinc-700"
          >
            {t.details}
          </Link>
        </div>
      </div>
    </article>
  );
}
