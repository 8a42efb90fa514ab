import { Link } from "react-router";
import { consoleText } from "~/i18n/console";
import { consoleReviewsText } from "~/i18n/console-reviews";
import { formatDateTime } from "~/i18n/dates";
import { localizePath } from "~/i18n/language";
import { interpolate, plural } from "~/i18n/plural";
import { useLanguage, useT } from "~/i18n/use-language";
import { ConsoleFilter, ConsoleFilterForm, ConsolePager, consoleFieldClass } from "../console-list";
import type { DecisionAnswer } from "../decision-action.server";
import { DecisionForm } from "../decision-form";
import { OwnDecisionNotice } from "../own-decision-notice";
import type { OpenReport, ReviewPage } from "./review-moderation.server";
import { dismissReportsSchema, hideReviewSchema, restoreReviewSchema, type ReviewDecision, type ReviewQuery } from "./review-moderation.schema";
import { OWN_DECISION } from "~/server/own-decisions";

/** One open report: its reason, its author (linked to their console page for those who may open it), and whether that is the reviewed specialist. */
function ReportItem({ report, mayOpenUsers }: { report: OpenReport; mayOpenUsers: boolean }) {
  const t = useT(consoleReviewsText);
  const language = useLanguage();
  const author = interpolate(t.reporterNameEmail, { name: report.reporter.name, email: report.reporter.email });
  return (
    <li className="break-words">
      <p>{report.reason || t.noReason}</p>
      <p className="text-amber-900">
        {t.reportedBy}{" "}
        {mayOpenUsers ? (
          <Link to={localizePath(`/admin/users/${encodeURIComponent(report.reporter.id)}`, language)} className="font-medium break-all underline">
            {author}
          </Link>
        ) : (
          <span className="font-medium break-all">{author}</span>
        )}
        {report.isSpecialist && (
          <>
            {" · "}
            <strong className="font-semibold">{t.reporterIsSpecialist}</strong>
          </>
        )}
      </p>
    </li>
  );
}

/**
 * The console's reviews: filters (a GET form, so a view is a link), then each review with its reports (who made
 * each) and decisions — none on a review in `ownReviewIds` (the operator wrote it or it is about them).
 */
export function ReviewModerationList({
  page,
  query,
  ownReviewIds,
  mayOpenUsers,
  answer,
}: {
  page: ReviewPage;
  query: ReviewQuery;
  ownReviewIds: readonly string[];
  mayOpenUsers: boolean;
  answer: DecisionAnswer<ReviewDecision> | undefined;
}) {
  const t = useT(consoleReviewsText);
  const ownDecision = useT(consoleText).ownDecision;
  const language = useLanguage();
  const messages = { ...t.errors, ...t.refusals, [OWN_DECISION]: ownDecision.refused };
  const lastResult = (formId: string) => (answer?.formId === formId ? answer.result : undefined);
  return (
    <div className="space-y-4">
      <ConsoleFilterForm label={t.filters} columns="md:grid-cols-[2fr_1fr_auto]" apply={t.apply} reset={t.reset}>
        <ConsoleFilter label={t.specialist}>
          <input name="specialist" defaultValue={query.filters.specialist} className={consoleFieldClass} />
        </ConsoleFilter>
        <ConsoleFilter label={t.state}>
          <select name="state" defaultValue={query.filters.state} className={consoleFieldClass}>
            {(["all", "reported", "hidden"] as const).map((state) => (
              <option key={state} value={state}>
                {t.states[state]}
              </option>
            ))}
          </select>
        </ConsoleFilter>
      </ConsoleFilterForm>
      {page.rows.length === 0 ? (
        <p className="text-zinc-700">{t.empty}</p>
      ) : (
        <ul className="space-y-4">
          {page.rows.map((review) => (
            <li key={review.id}>
              <article className="space-y-3 rounded-lg border border-zinc-200 bg-white p-5" aria-labelledby={`review-${review.id}-title`}>
                <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-zinc-700">
                  <Link
                    to={localizePath(`/specialists/${encodeURIComponent(review.specialistId)}?tab=reviews`, language)}
                    className="font-medium text-violet-800 underline"
                  >
                    {interpolate(t.about, { name: review.specialistName })}
                  </Link>
                  <time dateTime={review.createdAt} className="tabular-nums">
                    {formatDateTime(new Date(review.createdAt), language)}
                  </time>
                </div>
                <h3 id={`review-${review.id}-title`} className="font-semibold break-words text-zinc-900">
                  {review.title}
                </h3>
                <p className="text-sm text-zinc-800">{interpolate(t.rating, { rating: review.rating })}</p>
                <p className="break-words whitespace-pre-line text-zinc-800">{review.content}</p>
                <p className="text-sm break-all text-zinc-700">{interpolate(t.by, { name: review.reviewerName, email: review.reviewerEmail })}</p>
                {review.hidden && (
                  <p className="text-sm font-semibold text-red-800">
                    {interpolate(t.hidden, { at: formatDateTime(new Date(review.hidden.at), language), reason: review.hidden.reason })}
                  </p>
                )}
                {review.reports.open.length > 0 && (
                  <div className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">
                    <p className="font-semibold">{plural(language, review.reports.open.length, t.reports)}</p>
                    <ul className="list-disc space-y-1 pl-5">
                      {review.reports.open.map((report) => (
                        <ReportItem key={report.id} report={report} mayOpenUsers={mayOpenUsers} />
                      ))}
                    </ul>
                  </div>
                )}
                {ownReviewIds.includes(review.id) ? (
                  <div className="border-t border-zinc-100 pt-3">
                    <OwnDecisionNotice about="review" />
                  </div>
                ) : (
                  <div className="grid gap-4 border-t border-zinc-100 pt-3 md:grid-cols-2">
                    {review.hidden ? (
                      <DecisionForm
                        id={`restore-${review.id}`}
                        intent="restore"
                        schema={restoreReviewSchema}
                        hidden={{ reviewId: review.id }}
                        lastResult={lastResult(`restore-${review.id}`)}
                        submitLabel={t.restore}
                        variant="secondary"
                        messages={messages}
                        doneText={t.done.restore}
                      />
                    ) : (
                      <DecisionForm
                        id={`hide-${review.id}`}
                        intent="hide"
                        schema={hideReviewSchema}
                        hidden={{ reviewId: review.id }}
                        lastResult={lastResult(`hide-${review.id}`)}
                        reasonLabel={t.reason}
                        submitLabel={t.hide}
                        variant="danger"
                        messages={messages}
                        doneText={t.done.hide}
                      />
                    )}
                    {review.reports.newest > 0 && (
                      <DecisionForm
                        id={`dismiss-${review.id}`}
                        intent="dismiss"
                        schema={dismissReportsSchema}
                        hidden={{ reviewId: review.id, reportsSeen: String(review.reports.newest) }}
                        lastResult={lastResult(`dismiss-${review.id}`)}
                        submitLabel={t.dismiss}
                        variant="secondary"
                        messages={messages}
                        doneText={t.done.dismiss}
                      />
                    )}
                  </div>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
      <ConsolePager query={query} next={page.next} labels={{ first: t.newest, next: t.older }} />
    </div>
  );
}
