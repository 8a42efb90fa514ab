import { Form, useNavigation } from "react-router";
import type { SheetRuns } from "~/features/imports/index.server";
import { consoleJobsText } from "~/i18n/console-jobs";
import { formatDateTime } from "~/i18n/dates";
import { interpolate } from "~/i18n/plural";
import { useLanguage, useT } from "~/i18n/use-language";
import { buttonClass } from "~/ui/button-classes";
import type { ImportActionData } from "./console-jobs-actions.server";
import { skippedReasonText } from "./skipped-reason";

/** Per sheet: the last import runs with their counts and skipped rows, the last error, and "import now". */
export function ImportRunsPanel({ sheets, answer }: { sheets: SheetRuns[]; answer: ImportActionData | undefined }) {
  const text = useT(consoleJobsText);
  const t = text.imports;
  const language = useLanguage();
  const navigation = useNavigation();
  const isImporting = navigation.state !== "idle" && navigation.formData?.get("intent") === "import";
  const at = (iso: string) => formatDateTime(new Date(iso), language);
  const sourceText = (source: string) => (source in text.list.sources ? text.list.sources[source as keyof typeof text.list.sources] : source);
  return (
    <section aria-labelledby="imports-title" className="space-y-4 rounded-lg border border-zinc-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h3 id="imports-title" className="text-lg font-semibold text-zinc-900">
            {t.title}
          </h3>
          <p className="text-sm text-zinc-700">{t.lead}</p>
        </div>
        <Form method="post">
          <button type="submit" name="intent" value="import" disabled={isImporting} className={buttonClass.primary}>
            {isImporting ? t.importing : t.importNow}
          </button>
        </Form>
      </div>
      {answer && (
        <p
          role={answer.ran && answer.jobs.outcome !== "locked" && answer.blog.outcome !== "locked" ? "status" : "alert"}
          className="rounded-md bg-zinc-50 px-3 py-2 text-sm text-zinc-900"
        >
          {!answer.ran
            ? t.running
            : answer.jobs.outcome === "locked" || answer.blog.outcome === "locked"
              ? t.locked
              : interpolate(t.done, {
                  jobs: t.outcomes[answer.jobs.outcome === "failed" || answer.jobs.error ? "failed" : "ok"],
                  blog: t.outcomes[answer.blog.outcome === "failed" || answer.blog.error ? "failed" : "ok"],
                })}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {sheets.map((sheet) => (
          <div key={sheet.sheet} className="min-w-0 space-y-2">
            <h4 className="font-semibold text-zinc-900">{t.sheets[sheet.sheet]}</h4>
            <p className="text-sm text-zinc-700">
              {sheet.lastError ? interpolate(t.lastError, { at: at(sheet.lastError.at), error: sheet.lastError.error }) : t.noError}
            </p>
            {sheet.runs.length === 0 ? (
              <p className="text-sm text-zinc-700">{t.noRuns}</p>
            ) : (
              <div
                role="region"
                aria-label={t.sheets[sheet.sheet]}
                tabIndex={0}
                className="overflow-x-auto rounded-md border border-zinc-200 focus:outline-2 focus:outline-violet-600"
              >
                <table className="w-full text-left text-sm">
                  <thead className="bg-zinc-50 text-zinc-700">
                    <tr>
                      {[t.columns.at, t.columns.trigger, t.columns.source, t.columns.outcome, t.columns.accepted, t.columns.skipped, t.columns.closed].map(
                        (heading) => (
                          <th key={heading} scope="col" className="px-2 py-1.5 font-semibold">
                            {heading}
                          </th>
                        ),
                      )}
                    </tr>
                  </thead>
                  <tbody>
                    {sheet.runs.map((run) => (
                      <tr key={run.id} className="border-t border-zinc-100 align-top">
                        <td className="px-2 py-1.5 whitespace-nowrap tabular-nums">{at(run.startedAt)}</td>
                        <td className="px-2 py-1.5 break-all">{run.trigger === "schedule" ? t.schedule : run.trigger}</td>
                        <td className="px-2 py-1.5">{sourceText(run.source)}</td>
                        <td className="px-2 py-1.5">
                          {t.outcomes[run.outcome]}
                          {run.skippedRows.length > 0 && (
                            <details className="mt-1">
                              <summary className="cursor-pointer text-violet-800 underline">{interpolate(t.skippedRows, { count: run.skipped })}</summary>
                              <ul className="mt-1 space-y-0.5 text-xs text-zinc-700">
                                {run.skippedRows.map((row) => (
                                  <li key={row.rowNumber}>
                                    {interpolate(t.row, { row: row.rowNumber, reason: skippedReasonText(row.reason, t.reasons, text.form.fields) })}
                                  </li>
                                ))}
                              </ul>
                            </details>
                          )}
                        </td>
                        <td className="px-2 py-1.5 tabular-nums">{run.accepted}</td>
                        <td className="px-2 py-1.5 tabular-nums">{run.skipped}</td>
                        <td className="px-2 py-1.5 tabular-nums">{run.closed}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
