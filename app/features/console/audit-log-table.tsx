import { consoleText } from "~/i18n/console";
import { formatDateTime } from "~/i18n/dates";
import { interpolate } from "~/i18n/plural";
import { useLanguage, useT } from "~/i18n/use-language";
import type { AuditQuery } from "./audit-log-query";
import { ConsoleFilter, ConsoleFilterForm, ConsolePager, ConsoleTable, consoleFieldClass } from "./console-list";
import type { AuditPage } from "./audit-log.server";

const change = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value));

/** The audit log: filters by who, target and action (a GET form, so a filtered view is a link), newest first, page by page. */
export function AuditLogTable({ page, query }: { page: AuditPage; query: AuditQuery }) {
  const t = useT(consoleText).audit;
  const language = useLanguage();
  return (
    <div className="space-y-4">
      <ConsoleFilterForm label={t.filters} columns="md:grid-cols-[1fr_1fr_1fr_auto]" apply={t.apply} reset={t.reset}>
        <ConsoleFilter label={t.actor}>
          <input name="actor" defaultValue={query.filters.actor} className={consoleFieldClass} />
        </ConsoleFilter>
        <ConsoleFilter label={t.target}>
          <input name="target" defaultValue={query.filters.target} className={consoleFieldClass} />
        </ConsoleFilter>
        <ConsoleFilter label={t.action}>
          <select name="action" defaultValue={query.filters.action} className={consoleFieldClass}>
            <option value="">{t.anyAction}</option>
            {Object.keys(t.actions).map((action) => (
              <option key={action} value={action}>
                {t.actions[action] ?? action}
              </option>
            ))}
          </select>
        </ConsoleFilter>
      </ConsoleFilterForm>
      <ConsoleTable
        label={t.title}
        headings={[t.columns.at, t.columns.actor, t.columns.action, t.columns.target, t.columns.change, t.columns.reason]}
        empty={page.rows.length === 0 ? t.empty : null}
      >
        {page.rows.map((row) => (
          <tr key={row.id} className="border-t border-zinc-100 align-top">
            <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatDateTime(new Date(row.at), language)}</td>
            <td className="px-3 py-2 break-all">
              {row.actorLabel}
              {row.impersonating && <span className="block text-xs text-zinc-700">{interpolate(t.impersonating, { email: row.impersonating.email })}</span>}
            </td>
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
      </ConsoleTable>
      <ConsolePager query={query} next={page.next} labels={{ first: t.newest, next: t.older }} />
    </div>
  );
}
