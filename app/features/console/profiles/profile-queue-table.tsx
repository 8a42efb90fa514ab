import { Link } from "react-router";
import { consoleProfilesText } from "~/i18n/console-profiles";
import { formatDateTime } from "~/i18n/dates";
import { localizePath } from "~/i18n/language";
import { interpolate } from "~/i18n/plural";
import { useLanguage, useT } from "~/i18n/use-language";
import { ConsolePager, ConsoleTable } from "../console-list";
import type { ProfileQueueQuery } from "./profile-moderation.schema";
import type { QueuePage } from "./profile-moderation.server";

/** The profile queue, oldest change first, a page at a time; each entry opens its moderation page. */
export function ProfileQueueTable({ page, query }: { page: QueuePage; query: ProfileQueueQuery }) {
  const t = useT(consoleProfilesText).queue;
  const language = useLanguage();
  return (
    <div className="space-y-4">
      <ConsoleTable label={t.title} headings={[t.columns.profile, t.columns.state, t.columns.changedAt]} empty={page.rows.length === 0 ? t.empty : null}>
        {page.rows.map((entry) => (
          <tr key={entry.userId} className="border-t border-zinc-100 align-top">
            <td className="px-3 py-2">
              <Link
                to={localizePath(`/admin/profiles/${encodeURIComponent(entry.userId)}`, language)}
                aria-label={interpolate(t.open, { name: entry.name })}
                className="font-semibold break-words text-violet-800 underline-offset-2 hover:underline"
              >
                {entry.name}
              </Link>
              <span className="block text-sm break-all text-zinc-700">{entry.email}</span>
            </td>
            <td className="px-3 py-2">
              <span className="rounded bg-zinc-100 px-2 py-0.5 font-medium whitespace-nowrap text-zinc-800">{t.states[entry.state]}</span>
            </td>
            <td className="px-3 py-2 whitespace-nowrap text-zinc-700 tabular-nums">{formatDateTime(new Date(entry.changedAt), language)}</td>
          </tr>
        ))}
      </ConsoleTable>
      <ConsolePager query={query} next={page.next} labels={{ first: t.first, next: t.next }} />
    </div>
  );
}
