import { Link } from "react-router";
import { JOB_SUBMISSION } from "~/config/constants";
import { consoleSubmissionsText } from "~/i18n/console-submissions";
import { formatDateTime } from "~/i18n/dates";
import { localizePath } from "~/i18n/language";
import { interpolate } from "~/i18n/plural";
import { useLanguage, useT } from "~/i18n/use-language";
import { ConsolePager, ConsoleTable, consoleListSearch } from "../console-list";
import type { SubmissionQuery } from "./submission-moderation.schema";
import type { SubmissionPage } from "./submission-moderation.server";

/** The submissions of one status (pending first in the tabs, oldest first), a page at a time; each opens its page. */
export function SubmissionQueue({ page, query }: { page: SubmissionPage; query: SubmissionQuery }) {
  const t = useT(consoleSubmissionsText).queue;
  const language = useLanguage();
  const { status } = query.filters;
  return (
    <div className="space-y-4">
      <nav aria-label={t.filter} className="flex flex-wrap gap-2">
        {JOB_SUBMISSION.statuses.map((tab) => (
          <Link
            key={tab}
            to={consoleListSearch({ status: tab })}
            aria-current={tab === status ? "page" : undefined}
            className={`rounded-md border px-3 py-1.5 text-sm font-semibold ${tab === status ? "border-violet-700 bg-violet-700 text-white" : "border-zinc-300 bg-white text-zinc-800 hover:border-violet-600"}`}
          >
            {t.statuses[tab]}
          </Link>
        ))}
      </nav>
      <ConsoleTable
        label={t.statuses[status]}
        headings={[t.columns.job, t.columns.employer, t.columns.createdAt]}
        empty={page.rows.length === 0 ? t.empty : null}
      >
        {page.rows.map((entry) => (
          <tr key={entry.id} className="border-t border-zinc-100 align-top">
            <td className="px-3 py-2">
              <Link
                to={localizePath(`/admin/submissions/${encodeURIComponent(entry.id)}`, language)}
                aria-label={interpolate(t.open, { title: entry.title })}
                className="font-semibold break-words text-violet-800 underline-offset-2 hover:underline"
              >
                {entry.title}
              </Link>
            </td>
            <td className="px-3 py-2 break-words text-zinc-700">
              {entry.company} · <span className="break-all">{entry.contactEmail}</span>
            </td>
            <td className="px-3 py-2 whitespace-nowrap text-zinc-700 tabular-nums">{formatDateTime(new Date(entry.createdAt), language)}</td>
          </tr>
        ))}
      </ConsoleTable>
      <ConsolePager query={query} next={page.next} labels={{ first: t.first, next: t.next }} />
    </div>
  );
}
