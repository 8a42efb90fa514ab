import { Form, Link } from "react-router";
import { CONTENT_SOURCES } from "~/config/constants";
import type { ConsoleJobPage } from "~/features/jobs/index.server";
import { consoleJobsText } from "~/i18n/console-jobs";
import { formatDateTime } from "~/i18n/dates";
import { localizePath } from "~/i18n/language";
import { useLanguage, useT } from "~/i18n/use-language";
import { buttonClass } from "~/ui/button-classes";
import { consoleJobListSearch, type ConsoleJobListQuery } from "./console-jobs-query";

const field = "mt-1 w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm";

/** Every job, filtered by text, status and source (a GET form, so a filtered view is a link), newest first, page by page. */
export function ConsoleJobList({ page, query }: { page: ConsoleJobPage; query: ConsoleJobListQuery }) {
  const t = useT(consoleJobsText).list;
  const language = useLanguage();
  return (
    <div className="space-y-4">
      <Form method="get" className="grid gap-3 rounded-lg border border-zinc-200 bg-white p-4 md:grid-cols-[2fr_1fr_1fr_auto]" aria-label={t.filters}>
        <label className="text-sm font-medium text-zinc-800">
          {t.search}
          <input type="search" name="q" defaultValue={query.q} maxLength={200} className={field} />
        </label>
        <label className="text-sm font-medium text-zinc-800">
          {t.status}
          <select name="status" defaultValue={query.status} className={field}>
            <option value="">{t.anyStatus}</option>
            <option value="open">{t.statuses.open}</option>
            <option value="closed">{t.statuses.closed}</option>
          </select>
        </label>
        <label className="text-sm font-medium text-zinc-800">
          {t.source}
          <select name="source" defaultValue={query.source} className={field}>
            <option value="">{t.anySource}</option>
            {CONTENT_SOURCES.map((source) => (
              <option key={source} value={source}>
                {t.sources[source]}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end gap-2">
          <button type="submit" className={buttonClass.primary}>
            {t.apply}
          </button>
          <Link to="?" className={buttonClass.secondary}>
            {t.reset}
          </Link>
        </div>
      </Form>
      {page.rows.length === 0 ? (
        <p className="text-zinc-700">{t.empty}</p>
      ) : (
        // A region the keyboard can reach and scroll: the table is wider than a phone.
        <div
          role="region"
          aria-label={t.title}
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-zinc-200 bg-white focus:outline-2 focus:outline-violet-600"
        >
          <table className="w-full text-left text-sm">
            <thead className="bg-zinc-50 text-zinc-700">
              <tr>
                {[t.columns.title, t.columns.company, t.columns.location, t.columns.source, t.columns.status, t.columns.postDate, t.columns.validThrough].map(
                  (heading) => (
                    <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                      {heading}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </div>
      )}
      <div className="flex gap-3">
        {query.after !== null && (
          <Link to={consoleJobListSearch(query)} className={buttonClass.secondary}>
            {t.first}
          </Link>
        )}
        {page.next !== null && (
          <Link to={consoleJobListSearch(query, page.next)} className={buttonClass.secondary}>
            {t.next}
          </Link>
        )}
      </div>
    </div>
  );
}
