import { Link } from "react-router";
import { USER_ROLES } from "~/config/constants";
import { consoleText } from "~/i18n/console";
import { consoleUsersText } from "~/i18n/console-users";
import { formatDateTime } from "~/i18n/dates";
import { localizePath } from "~/i18n/language";
import { useLanguage, useT } from "~/i18n/use-language";
import { ConsoleFilter, ConsoleFilterForm, ConsolePager, ConsoleTable, consoleFieldClass } from "../console-list";
import type { UsersPage } from "./users-list.server";
import type { UsersQuery } from "./users-query";

/** The users list: a search and filters (a GET form, so a view is a link), newest first, page by page. */
export function UsersTable({ page, query }: { page: UsersPage; query: UsersQuery }) {
  const t = useT(consoleUsersText).list;
  const roles = useT(consoleText).roles;
  const language = useLanguage();
  return (
    <div className="space-y-4">
      <ConsoleFilterForm label={t.filters} columns="md:grid-cols-[2fr_1fr_1fr_auto]" apply={t.apply} reset={t.reset}>
        <ConsoleFilter label={t.search}>
          <input type="search" name="q" defaultValue={query.filters.q} className={consoleFieldClass} />
        </ConsoleFilter>
        <ConsoleFilter label={t.role}>
          <select name="role" defaultValue={query.filters.role} className={consoleFieldClass}>
            <option value="">{t.anyRole}</option>
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {roles[role]}
              </option>
            ))}
          </select>
        </ConsoleFilter>
        <ConsoleFilter label={t.banned}>
          <select name="banned" defaultValue={query.filters.banned} className={consoleFieldClass}>
            <option value="">{t.anyBan}</option>
            <option value="yes">{t.bannedYes}</option>
            <option value="no">{t.bannedNo}</option>
          </select>
        </ConsoleFilter>
      </ConsoleFilterForm>
      <ConsoleTable
        label={t.title}
        headings={[t.columns.email, t.columns.name, t.columns.role, t.columns.status, t.columns.created]}
        empty={page.rows.length === 0 ? t.empty : null}
      >
        {page.rows.map((row) => (
          <tr key={row.id} className="border-t border-zinc-100 align-top">
            <td className="px-3 py-2 break-all">
              <Link to={localizePath(`/admin/users/${row.id}`, language)} className="font-medium text-violet-800 underline underline-offset-2">
                {row.email}
              </Link>
            </td>
            <td className="px-3 py-2">{row.name}</td>
            <td className="px-3 py-2">{roles[row.role]}</td>
            <td className="px-3 py-2">{row.isBanned ? <span className="font-semibold text-red-800">{t.bannedBadge}</span> : t.activeBadge}</td>
            <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatDateTime(new Date(row.createdAt), language)}</td>
          </tr>
        ))}
      </ConsoleTable>
      <ConsolePager query={query} next={page.next} labels={{ first: t.first, next: t.next }} />
    </div>
  );
}
