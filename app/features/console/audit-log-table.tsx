import { Form, Link } from "react-router";
import { consoleText } from "~/i18n/console";
import { formatDateTime } from "~/i18n/dates";
import { useLanguage, useT } from "~/i18n/use-language";
import { buttonClass } from "~/ui/button-classes";
import type { AuditQuery } from "./audit-log-query";
import type { AuditPage } from "./audit-log.server";

const change = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value));

/** The audit log: filters by who, target and action (a GET form, so a filtered view is a link), newest first, page by page. */
export function AuditLogTable({ page, query }: { page: AuditPage; query: AuditQuery }) {
  const t = useT(consoleText).audit;
  const language = useLanguage();
  const olderLink = new URLSearchParams({
    ...(query.actor && { actor: query.actor }),
    ...(query.target && { target: query.target }),
    ...(query.action && { action: query.action }),
  });
  if (page.older !== null) olderLink.set("before", String(page.older));
  const field = "mt-1 w-full rounded-md border border-zinc-300 px-3 py-2 text-sm";
  return (
    <div className="space-y-4">
      <Form method="get" className="grid gap-3 rounded-lg border border-zinc-200 bg-white p-4 md:grid-cols-[1fr_1fr_1fr_auto]" aria-label={t.filters}>
        <label className="text-sm font-medium text-zinc-800">
          {t.actor}
          <input name="actor" defaultValue={query.actor} className={field} />
        </label>
        <label className="text-sm font-medium text-zinc-800">
          {t.target}
          <input name="target" defaultValue={query.target} className={field} />
        </label>
        <label className="text-sm font-medium text-zinc-800">
          {t.action}
          <select name="action" defaultValue={query.action} className={field}>
            <option value="">{t.anyAction}</option>
            {Object.keys(t.actions).map((action) => (
              <option key={action} value={action}>
                {t.actions[action] ?? action}
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
                {[t.columns.at, t.columns.actor, t.columns.action, t.columns.target, t.columns.change, t.columns.reason].map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.rows.map((row) => (
                <tr key={row.id} className="border-t border-zinc-100 align-top">
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatDateTime(new Date(row.at), language)}</td>
                  <td className="px-3 py-2 break-all">{row.actorLabel}</td>
                  <td className="px-3 py-2">{t.actions[row.action] ?? row.action}</td>
                  <td className="px-3 py-2 break-all">
                    {row.targetType} {row.targetId}
                  </td>
                  <td className="px-3 py-2 font-mono text-xs break-all">
                    {change(row.before)} → {change(row.after)}
                  </td>
                  <td className="px-3 py-2">{row.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex gap-3">
        {query.before !== null && (
          <Link to={`?${new URLSearchParams([...olderLink].filter(([name]) => name !== "before")).toString()}`} className={buttonClass.secondary}>
            {t.newest}
          </Link>
        )}
        {page.older !== null && (
          <Link to={`?${olderLink.toString()}`} className={buttonClass.secondary}>
            {t.older}
          </Link>
        )}
      </div>
    </div>
  );
}
