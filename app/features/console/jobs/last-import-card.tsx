import type { SheetRuns } from "~/features/imports/index.server";
import { consoleJobsText } from "~/i18n/console-jobs";
import { formatDateTime } from "~/i18n/dates";
import { useLanguage, useLocalizePath, useT } from "~/i18n/use-language";
import { Link } from "react-router";

/** The overview's card: each sheet's last import, when and with what outcome, linking to the runs. */
export function LastImportCard({ sheets }: { sheets: SheetRuns[] }) {
  const t = useT(consoleJobsText);
  const language = useLanguage();
  const localize = useLocalizePath();
  return (
    <section className="rounded-lg border border-zinc-200 bg-white p-5 shadow-sm">
      <h2 className="mb-2 text-base font-semibold text-zinc-900">
        <Link to={localize("/admin/jobs")} className="underline-offset-2 hover:underline">
          {t.overview.title}
        </Link>
      </h2>
      <dl>
        {sheets.map(({ sheet, runs: [last] }) => (
          <div key={sheet} className="flex flex-wrap items-baseline justify-between gap-x-4 border-t border-zinc-100 py-2 first:border-t-0">
            <dt className="text-zinc-700">{t.imports.sheets[sheet]}</dt>
            <dd className="font-semibold text-zinc-900">
              {last ? `${t.imports.outcomes[last.outcome]} · ${formatDateTime(new Date(last.finishedAt), language)}` : t.overview.never}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
