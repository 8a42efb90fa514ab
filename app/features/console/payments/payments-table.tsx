import { Form, Link } from "react-router";
import { PAYMENT_STATUSES } from "~/config/constants";
import { consolePaymentsText } from "~/i18n/console-payments";
import { formatDateTime } from "~/i18n/dates";
import { interpolate } from "~/i18n/plural";
import { useLanguage, useLocalizePath, useT } from "~/i18n/use-language";
import { buttonClass } from "~/ui/button-classes";
import { formatMoney } from "./money";
import { PAYMENT_PROVIDERS, type PaymentsQuery } from "./payments-query";
import type { PaymentsPage } from "./payments-list.server";

/** The payments list: filters by status and provider (a GET form, so a filtered view is a link), newest first, page by page. */
export function PaymentsTable({ page, query }: { page: PaymentsPage; query: PaymentsQuery }) {
  const t = useT(consolePaymentsText);
  const language = useLanguage();
  const localize = useLocalizePath();
  const filters = new URLSearchParams({ ...(query.status && { status: query.status }), ...(query.provider && { provider: query.provider }) });
  const nextLink = new URLSearchParams(filters);
  if (page.next !== null) nextLink.set("after", page.next);
  const field = "mt-1 w-full rounded-md border border-zinc-300 px-3 py-2 text-sm";
  const date = (iso: string | null) => (iso ? formatDateTime(new Date(iso), language) : "—");
  return (
    <div className="space-y-4">
      <Form method="get" className="grid gap-3 rounded-lg border border-zinc-200 bg-white p-4 md:grid-cols-[1fr_1fr_auto]" aria-label={t.list.filters}>
        <label className="text-sm font-medium text-zinc-800">
          {t.list.status}
          <select name="status" defaultValue={query.status ?? ""} className={field}>
            <option value="">{t.list.any}</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.statuses[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-zinc-800">
          {t.list.provider}
          <select name="provider" defaultValue={query.provider ?? ""} className={field}>
            <option value="">{t.list.any}</option>
            {PAYMENT_PROVIDERS.map((provider) => (
              <option key={provider} value={provider}>
                {t.providers[provider]}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end gap-2">
          <button type="submit" className={buttonClass.primary}>
            {t.list.apply}
          </button>
          <Link to="?" className={buttonClass.secondary}>
            {t.list.reset}
          </Link>
        </div>
      </Form>
      {page.rows.length === 0 ? (
        <p className="text-zinc-700">{t.list.empty}</p>
      ) : (
        // A region the keyboard can reach and scroll: the table is wider than a phone.
        <div
          role="region"
          aria-label={t.list.title}
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-zinc-200 bg-white focus:outline-2 focus:outline-violet-600"
        >
          <table className="w-full text-left text-sm">
            <thead className="bg-zinc-50 text-zinc-700">
              <tr>
                {[
                  t.list.columns.created,
                  t.list.columns.user,
                  t.list.columns.plan,
                  t.list.columns.amount,
                  t.list.columns.status,
                  t.list.columns.provider,
                  t.list.columns.paid,
                ].map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.rows.map((row) => (
                <tr key={row.id} className="border-t border-zinc-100 align-top">
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                    <Link
                      to={localize(`/admin/payments/${row.id}`)}
                      aria-label={interpolate(t.list.open, { date: date(row.createdAt) })}
                      className="font-medium text-violet-800 underline underline-offset-2"
                    >
                      {date(row.createdAt)}
                    </Link>
                  </td>
                  <td className="px-3 py-2 break-all">
                    <Link to={localize(`/admin/users/${row.userId}`)} className="text-violet-800 underline underline-offset-2">
                      {row.email}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{t.plans[row.plan]}</td>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatMoney(row.amountKopecks, row.currency, language)}</td>
                  <td className="px-3 py-2">{t.statuses[row.status]}</td>
                  <td className="px-3 py-2">{t.providers[row.provider]}</td>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">{date(row.paidAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex gap-3">
        {query.after !== null && (
          <Link to={`?${filters.toString()}`} className={buttonClass.secondary}>
            {t.list.first}
          </Link>
        )}
        {page.next !== null && (
          <Link to={`?${nextLink.toString()}`} className={buttonClass.secondary}>
            {t.list.next}
          </Link>
        )}
      </div>
    </div>
  );
}
