import { Link } from "react-router";
import { consoleInquiriesText } from "~/i18n/console-inquiries";
import { formatDateTime } from "~/i18n/dates";
import { localizePath } from "~/i18n/language";
import { useLanguage, useT } from "~/i18n/use-language";
import { ConsolePager, ConsoleTable } from "../console-list";
import type { SpamInquiryEntry, SpamInquiryQuery } from "./spam-inquiries.server";

/** Inquiries marked as spam, newest mark first, a page at a time: who sent it, to whom, when, and what it said. */
export function SpamInquiriesTable({ page, query }: { page: { rows: SpamInquiryEntry[]; next: string | null }; query: SpamInquiryQuery }) {
  const t = useT(consoleInquiriesText);
  const language = useLanguage();
  return (
    <div className="space-y-4">
      <ConsoleTable
        label={t.title}
        headings={[t.columns.sender, t.columns.specialist, t.columns.dates, t.columns.message]}
        empty={page.rows.length === 0 ? t.empty : null}
      >
        {page.rows.map((entry) => (
          <tr key={entry.id} className="border-t border-zinc-100 align-top">
            <td className="px-3 py-2">
              <span className="block font-semibold break-all text-zinc-900">{entry.clientEmail}</span>
              <span className="break-words text-zinc-700">{entry.clientName}</span>
            </td>
            <td className="px-3 py-2">
              <Link
                to={localizePath(`/admin/profiles/${encodeURIComponent(entry.specialistId)}`, language)}
                className="font-semibold break-words text-violet-800 underline-offset-2 hover:underline"
              >
                {entry.specialistName}
              </Link>
              <span className="block break-all text-zinc-700">{entry.specialistEmail}</span>
            </td>
            <td className="px-3 py-2 whitespace-nowrap text-zinc-700 tabular-nums">
              <span className="block">
                {t.sent} {formatDateTime(new Date(entry.sentAt), language)}
              </span>
              <span className="block">
                {t.marked} {formatDateTime(new Date(entry.markedAt), language)}
              </span>
            </td>
            <td className="max-w-md px-3 py-2 break-words whitespace-pre-line text-zinc-800">{entry.message}</td>
          </tr>
        ))}
      </ConsoleTable>
      <ConsolePager query={query} next={page.next} labels={{ first: t.first, next: t.next }} />
    </div>
  );
}
