import { Link } from "react-router";
import { PAYMENT_STATUSES } from "~/config/constants";
import { consolePaymentsText } from "~/i18n/console-payments";
import { formatDateTime } from "~/i18n/dates";
import { interpolate } from "~/i18n/plural";
import { useLanguage, useLocalizePath, useT } from "~/i18n/use-language";
import { ConsoleFilter, ConsoleFilterForm, ConsolePager, ConsoleTable, consoleFieldClass } from "../console-list";
import { formatMoney } from "~/i18n/number-format";
import { PAYMENT_PROVIDERS, type PaymentsQuery } from "./payments-query";
import type { PaymentsPage } from "./payments-list.server";

/** The payments list: filters by status and provider (a GET form, so a filtered view is a link), newest first, page by page. */
export function PaymentsTable({ page, query }: { page: PaymentsPage; query: PaymentsQuery }) {
  const t = useT(consolePaymentsText);
  const language = useLanguage();
  const localize = useLocalizePath();
  const date = (iso: string | null) => (iso ? formatDateTime(new Date(iso), language) : "—");
  return (
    <div className="space-y-4">
      <ConsoleFilterForm label={t.list.filters} columns="md:grid-cols-[1fr_1fr_auto]" apply={t.list.apply} reset={t.list.reset}>
        <ConsoleFilter label={t.list.status}>
          <select name="status" defaultValue={query.filters.status ?? ""} className={consoleFieldClass}>
            <option value="">{t.list.any}</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.statuses[status]}
              </option>
            ))}
          </select>
        </ConsoleFilter>
        <ConsoleFilter label={t.list.provider}>
          <select name="provider" defaultValue={query.filters.provider ?? ""} className={consoleFieldClass}>
            <option value="">{t.list.any}</option>
            {PAYMENT_PROVIDERS.map((provider) => (
              <option key={provider} value={provider}>
                {t.providers[provider]}
              </option>
            ))}
          </select>
        </ConsoleFilter>
      </ConsoleFilterForm>
      <ConsoleTable
        label={t.list.title}
        headings={[
          t.list.columns.created,
          t.list.columns.user,
          t.list.columns.plan,
          t.list.columns.amount,
          t.list.columns.status,
          t.list.columns.provider,
          t.list.columns.paid,
        ]}
        empty={page.rows.length === 0 ? t.list.empty : null}
      >
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
            <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatMoney(language, row.amountKopecks)}</td>
            <td className="px-3 py-2">{t.statuses[row.status]}</td>
            <td className="px-3 py-2">{t.providers[row.provider]}</td>
            <td className="px-3 py-2 whitespace-nowrap tabular-nums">{date(row.paidAt)}</td>
          </tr>
        ))}
      </ConsoleTable>
      <ConsolePager query={query} next={page.next} labels={{ first: t.list.first, next: t.list.next }} />
    </div>
  );
}
