import { Form, Link } from "react-router";
import { USER_ROLES } from "~/config/constants";
import { consoleText } from "~/i18n/console";
import { consoleUsersText } from "~/i18n/console-users";
import { formatDateTime } from "~/i18n/dates";
import { localizePath } from "~/i18n/language";
import { useLanguage, useT } from "~/i18n/use-language";
import { buttonClass } from "~/ui/button-classes";
import type { UsersPage } from "./users-list.server";
import type { UsersQuery } from "./users-query";

/** The users list: a search and filters (a GET form, so a view is a link), newest first, page by page. */
export function UsersTable({ page, query }: { page: UsersPage; query: UsersQuery }) {
  const t = useT(consoleUsersText).list;
  const roles = useT(consoleText).roles;
  const language = useLanguage();
  const filters = new URLSearchParams({
    ...(query.q && { q: query.q }),
    ...(query.role && { role: query.role }),
    ...(query.banned && { banned: query.banned }),
  });
  const nextLink = new URLSearchParams(filters);
  if (page.next !== null) nextLink.set("after", page.next);
  const field = "mt-1 w-full rounded-md border border-zinc-300 px-3 py-2 text-sm";
  return (
    <div className="space-y-4">
      <Form method="get" className="grid gap-3 rounded-lg border border-zinc-200 bg-white p-4 md:grid-cols-[2fr_1fr_1fr_auto]" aria-label={t.filters}>
        <label className="text-sm font-medium text-zinc-800">
          {t.search}
          <input type="search" name="q" defaultValue={query.q} className={field} />
        </label>
        <label className="text-sm font-medium text-zinc-800">
          {t.role}
          <select name="role" defaultValue={query.role} className={field}>
            <option value="">{t.anyRole}</option>
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {roles[role]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-zinc-800">
          {t.banned}
          <select name="banned" defaultValue={query.banned} className={field}>
            <option value="">{t.anyBan}</option>
            <option value="yes">{t.bannedYes}</option>
            <option value="no">{t.bannedNo}</option>
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
                {[t.columns.email, t.columns.name, t.columns.role, t.columns.status, t.columns.created].map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </div>
      )}
      <div className="flex gap-3">
        {query.after !== null && (
          <Link to={`?${filters.toString()}`} className={buttonClass.secondary}>
            {t.first}
          </Link>
        )}
        {page.next !== null && (
          <Link to={`?${nextLink.toString()}`} className={buttonClass.secondary}>
            {t.next}
          </Link>
        )}
      </div>
    </div>
  );
}
