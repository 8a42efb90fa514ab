import { Link } from "react-router";
import { formatDetailDate } from "~/i18n/dates";
import { jobPageText } from "~/i18n/job-page";
import { jobsText } from "~/i18n/jobs";
import { useLanguage, useLocalizePath, useT } from "~/i18n/use-language";
import { ApplyDialog } from "./apply-dialog";
import type { JobDetail, JobSummary } from "./job";
import { JobCard } from "./job-card";
import { jobValueText } from "./job-values";
import { FilmSchoolAd, ProPromoCard } from "./job-side-cards";
import { SaveJobButton } from "./save-job-button";

interface JobDetailViewProps {
  job: JobDetail;
  similar: JobSummary[];
  now: string;
  /** The signed-in viewer's saved jobs among this one and the similar ones (empty when signed out). */
  savedJobIds: string[];
}

export function JobDetailView({ job, similar, now, savedJobIds }: JobDetailViewProps) {
  const t = useT(jobPageText);
  const card = useT(jobsText).card;
  const language = useLanguage();
  const localize = useLocalizePath();
  return (
    <main className={`mx-auto max-w-7xl px-4 py-8 sm:px-6 ${job.isOpen ? "pb-28 lg:pb-8" : ""}`}>
      <Link to={localize("/")} className="text-sm font-medium text-violet-800 underline underline-offset-2">
        ← {t.detail.back}
      </Link>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <article className="space-y-8 rounded-2xl border border-zinc-200 bg-white p-6 sm:p-8">
          <header className="space-y-3">
            {!job.isOpen && (
              <p role="status" className="rounded-md bg-zinc-100 px-4 py-3 font-medium text-zinc-800">
                {t.detail.closed}
              </p>
            )}
            <h1 className="text-3xl leading-tight font-black">
              {job.title}
              {job.isEnglish && (
                <abbr title={card.englishLabel} className="ml-3 rounded bg-sky-100 px-2 py-0.5 align-middle text-sm font-bold text-sky-800 no-underline">
                  {card.english}
                </abbr>
              )}
            </h1>
            <p className="flex flex-wrap gap-x-3 gap-y-1 text-zinc-700">
              {job.companyLink ? (
                <a href={job.companyLink} target="_blank" rel="noopener noreferrer" className="font-semibold text-violet-800 underline underline-offset-2">
                  {job.company}
                </a>
              ) : (
                <span className="font-semibold">{job.company}</span>
              )}
              <span>{jobValueText(job.location, language)}</span>
              <time dateTime={job.postDate}>{formatDetailDate(job.postDate, new Date(now), language)}</time>
            </p>
            <span className="inline-block rounded-full bg-violet-50 px-3 py-1 text-sm font-medium text-violet-800">{jobValueText(job.type, language)}</span>
          </header>
          {job.description && (
            <section className="space-y-2">
              <h2 className="text-xl font-bold">{t.detail.description}</h2>
              {job.description.split(/\n+/).map((paragraph, index) => (
                <p key={index} className="text-zinc-800">
                  {paragraph}
                </p>
              ))}
            </section>
          )}
          <BulletSection title={t.detail.responsibilities} items={job.responsibilities} />
          <BulletSection title={t.detail.requirements} items={job.requirements} />
          <BulletSection title={t.detail.conditions} items={job.conditions} />
        </article>
        <div className="space-y-6">
          {job.isOpen && (
            // Phones: "Откликнуться" stays at the bottom of the screen while the job is read; wide screens: the side panel.
            <div
              data-testid="job-actions"
              className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-zinc-200 bg-white/95 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur lg:static lg:block lg:space-y-3 lg:rounded-2xl lg:border lg:bg-white lg:p-5 lg:backdrop-blur-none"
            >
              <div className="min-w-0 flex-1">
                <ApplyDialog apply={job.apply} />
              </div>
              <SaveJobButton jobId={job.id} isSaved={savedJobIds.includes(job.id)} />
            </div>
          )}
          <ProPromoCard />
          <FilmSchoolAd />
        </div>
      </div>
      {similar.length > 0 && (
        <section className="mt-12 space-y-4">
          <h2 className="text-2xl font-bold">{t.detail.similar}</h2>
          <ul className="grid gap-4 lg:grid-cols-3">
            {similar.map((other) => (
              <li key={other.id}>
                <JobCard job={other} now={now} isSaved={savedJobIds.includes(other.id)} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}

function BulletSection({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="space-y-2">
      <h2 className="text-xl font-bold">{title}</h2>
      <ul className="list-disc space-y-1 pl-6 text-zinc-800 marker:text-violet-600">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export function JobNotFound() {
  const t = useT(jobPageText).detail;
  const localize = useLocalizePath();
  return (
    <main className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-24 sm:px-6">
      <h1 className="text-3xl font-bold">{t.notFound}</h1>
      <p className="text-zinc-700">{t.notFoundText}</p>
      <Link to={localize("/")} className="rounded-md bg-violet-700 px-4 py-2 font-semibold text-white hover:bg-violet-600">
        {t.notFoundBack}
      </Link>
    </main>
  );
}
