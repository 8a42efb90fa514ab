import { Link } from "react-router";
import { JOB_SUBMISSION, type JobSubmissionStatus } from "~/config/constants";
import { consoleSubmissionsText } from "~/i18n/console-submissions";
import { formatDateTime } from "~/i18n/dates";
import { localizePath } from "~/i18n/language";
import { interpolate } from "~/i18n/plural";
import { useLanguage, useT } from "~/i18n/use-language";
import { ConsolePager } from "../console-list";
import type { SubmissionPage } from "./submission-moderation.server";

/** The submissions of one status (pending first in the tabs, oldest first), a page at a time; each opens its page. */
export function SubmissionQueue({ page, status, isFirst }: { page: SubmissionPage; status: JobSubmissionStatus; isFirst: boolean }) {
  const t = useT(consoleSubmissionsText).queue;
  const language = useLanguage();
  return (
    <div className="space-y-4">
      <nav aria-label={t.filter} className="flex flex-wrap gap-2">
        {JOB_SUBMISSION.statuses.map((tab) => (
          <Link
            key={tab}
            to={`?status=${tab}`}
            aria-current={tab === status ? "page" : undefined}
            className={`rounded-md border px-3 py-1.5 text-sm font-semibold ${tab === status ? "border-violet-700 bg-violet-700 text-white" : "border-zinc-300 bg-white text-zinc-800 hover:border-violet-600"}`}
          >
            {t.statuses[tab]}
          </Link>
        ))}
      </nav>
      {page.entries.length === 0 ? (
        <p className="text-zinc-700">{t.empty}</p>
      ) : (
        <ul className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 bg-white" aria-label={t.statuses[status]}>
          {page.entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0 space-y-0.5">
                <Link
                  to={localizePath(`/admin/submissions/${encodeURIComponent(entry.id)}`, language)}
                  aria-label={interpolate(t.open, { title: entry.title })}
                  className="font-semibold break-words text-violet-800 underline-offset-2 hover:underline"
                >
                  {entry.title}
                </Link>
                <p className="text-sm break-words text-zinc-700">
                  {entry.company} · <span className="break-all">{entry.contactEmail}</span>
                </p>
              </div>
              <span className="text-sm text-zinc-700 tabular-nums">
                <span className="sr-only">{t.columns.createdAt}: </span>
                {formatDateTime(new Date(entry.createdAt), language)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <ConsolePager
        first={!isFirst ? { to: `?status=${status}`, label: t.first } : null}
        next={page.next !== null ? { to: `?${new URLSearchParams({ status, after: page.next }).toString()}`, label: t.next } : null}
      />
    </div>
  );
}
