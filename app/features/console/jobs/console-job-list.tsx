import { Link } from "react-router";
import { CONTENT_SOURCES } from "~/config/constants";
import type { ConsoleJobPage } from "~/features/jobs/index.server";
import { consoleJobsText } from "~/i18n/console-jobs";
import { formatDateTime } from "~/i18n/dates";
import { localizePath } from "~/i18n/language";
import { useLanguage, useT } from "~/i18n/use-language";
import { ConsoleFilter, ConsoleFilterForm, ConsolePager, ConsoleTable, consoleFieldClass } from "../console-list";
import type { ConsoleJobListQuery } from "./console-jobs-query";

/** Every job, filtered by text, status and source (a GET form, so a filtered view is a link), newest first, page by page. */
export function ConsoleJobList({ page, query }: { page: ConsoleJobPage; query: ConsoleJobListQuery }) {
  const t = useT(consoleJobsText).list;
  const language = useLanguage();
  return (
    <div className="space-y-4">
      <ConsoleFilterForm label={t.filters} columns="md:grid-cols-[2fr_1fr_1fr_auto]" apply={t.apply} reset={t.reset}>
        <ConsoleFilter label={t.search}>
          <input type="search" name="q" defaultValue={query.filters.q} maxLength={200} className={consoleFieldClass} />
        </ConsoleFilter>
        <ConsoleFilter label={t.status}>
          <select name="status" defaultValue={query.filters.status} className={consoleFieldClass}>
            <option value="">{t.anyStatus}</option>
            <option value="open">{t.statuses.open}</option>
            <option value="closed">{t.statuses.closed}</option>
          </select>
        </ConsoleFilter>
        <ConsoleFilter label={t.source}>
          <select name="source" defaultValue={query.filters.source} className={consoleFieldClass}>
            <option value="">{t.anySource}</option>
            {CONTENT_SOURCES.map((source) => (
              <option key={source} value={source}>
                {t.sources[source]}
              </option>
            ))}
          </select>
        </ConsoleFilter>
      </ConsoleFilterForm>
      <ConsoleTable
        label={t.title}
        headings={[t.columns.title, t.columns.company, t.columns.location, t.columns.source, t.columns.status, t.columns.postDate, t.columns.validThrough]}
        empty={page.rows.length === 0 ? t.empty : null}
      >
        {page.rows.map((row) => (
          <tr key={row.id} className="border-t border-zinc-100 align-top">
            <td className="px-3 py-2">
              <Link
                to={localizePath(`/admin/jobs/${encodeURIComponent(row.id)}`, language)}
                className="font-medium text-violet-800 underline underline-offset-2"
              >
                {row.title}
              </Link>
              <span className="block text-xs break-all text-zinc-600">{row.id}</span>
            </td>
            <td className="px-3 py-2">{row.company}</td>
            <td className="px-3 py-2">{row.location}</td>
            <td className="px-3 py-2">{t.sources[row.source]}</td>
            <td className="px-3 py-2">{row.isOpen ? t.statuses.open : t.statuses.closed}</td>
            <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatDateTime(new Date(row.postDate), language)}</td>
            <td className="px-3 py-2 whitespace-nowrap tabular-nums">{row.validThrough ? formatDateTime(new Date(row.validThrough), language) : "—"}</td>
          </tr>
        ))}
      </ConsoleTable>
      <ConsolePager query={query} next={page.next} labels={{ first: t.first, next: t.next }} />
    </div>
  );
}
