import { Link } from "react-router";
import { consoleProfilesText } from "~/i18n/console-profiles";
import { formatDateTime } from "~/i18n/dates";
import { localizePath } from "~/i18n/language";
import { interpolate } from "~/i18n/plural";
import { useLanguage, useT } from "~/i18n/use-language";
import { buttonClass } from "~/ui/button-classes";
import type { QueuePage } from "./profile-moderation.server";

/** The profile queue, oldest change first, a page at a time; each entry opens its moderation page. */
export function ProfileQueueTable({ page, isFirst }: { page: QueuePage; isFirst: boolean }) {
  const t = useT(consoleProfilesText).queue;
  const language = useLanguage();
  return (
    <div className="space-y-4">
      {page.entries.length === 0 ? (
        <p className="text-zinc-700">{t.empty}</p>
      ) : (
        <ul className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 bg-white" aria-label={t.title}>
          {page.entries.map((entry) => (
            <li key={entry.userId} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0 space-y-0.5">
                <Link
                  to={localizePath(`/admin/profiles/${encodeURIComponent(entry.userId)}`, language)}
                  aria-label={interpolate(t.open, { name: entry.name })}
                  className="font-semibold break-words text-violet-800 underline-offset-2 hover:underline"
                >
                  {entry.name}
                </Link>
                <p className="text-sm break-all text-zinc-700">{entry.email}</p>
              </div>
              <div className="flex items-center gap-3 text-sm">
                <span className="rounded bg-zinc-100 px-2 py-0.5 font-medium text-zinc-800">{t.states[entry.state]}</span>
                <span className="text-zinc-700 tabular-nums">
                  <span className="sr-only">{t.columns.changedAt}: </span>
                  {formatDateTime(new Date(entry.changedAt), language)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-3">
        {!isFirst && (
          <Link to="?" className={buttonClass.secondary}>
            {t.first}
          </Link>
        )}
        {page.next !== null && (
          <Link to={`?${new URLSearchParams({ after: page.next }).toString()}`} className={buttonClass.secondary}>
            {t.next}
          </Link>
        )}
      </div>
    </div>
  );
}
