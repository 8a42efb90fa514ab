import { Link } from "react-router";
import type { DecisionAnswer } from "~/features/console/decision-action.server";
import { consoleSubmissionsText } from "~/i18n/console-submissions";
import { formatDateTime } from "~/i18n/dates";
import { jobSubmissionsText } from "~/i18n/job-submissions";
import { localizePath } from "~/i18n/language";
import { interpolate } from "~/i18n/plural";
import { useLanguage, useT } from "~/i18n/use-language";
import { DecisionForm } from "../decision-form";
import { approveSubmissionSchema, declineSubmissionSchema, type SubmissionDecision } from "./submission-moderation.schema";
import type { SubmissionDetail } from "./submission-moderation.server";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-t border-zinc-100 py-2 first:border-t-0 sm:grid-cols-[14rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-zinc-700">{label}</dt>
      <dd className="break-words whitespace-pre-line text-zinc-900">{children}</dd>
    </div>
  );
}

/** A submission with every field the employer sent, its state, and (while pending) Publish and Decline with a reason. */
export function SubmissionView({ submission, answer }: { submission: SubmissionDetail; answer: DecisionAnswer<SubmissionDecision> | undefined }) {
  const t = useT(consoleSubmissionsText);
  const f = useT(jobSubmissionsText).submit.fields;
  const language = useLanguage();
  const empty = t.detail.empty;
  const text = (value: string) => value || empty;
  const list = (items: string[]) => (items.length > 0 ? items.map((item) => `• ${item}`).join("\n") : empty);
  const messages = { ...t.errors };
  const lastResult = (intent: SubmissionDecision) => (answer?.intent === intent ? answer.result : undefined);
  const done = answer?.done ? (answer.intent === "approve" ? t.decisions.approved : t.decisions.declined) : null;
  return (
    <section className="space-y-6">
      <div className="space-y-1">
        <Link to={localizePath("/admin/submissions", language)} className="text-sm text-violet-800 underline underline-offset-2">
          {t.detail.back}
        </Link>
        <h2 className="text-xl font-semibold break-words text-zinc-900">{interpolate(t.detail.title, { title: submission.title })}</h2>
        <p className="text-sm text-zinc-700">
          {interpolate(t.detail.status, { status: t.queue.statuses[submission.status] })} ·{" "}
          {interpolate(t.detail.submittedAt, { date: formatDateTime(new Date(submission.createdAt), language) })}
        </p>
        <p className="text-sm break-all text-zinc-700">{interpolate(t.detail.contact, { email: submission.contactEmail })}</p>
        <p className="text-sm text-zinc-700">{interpolate(t.detail.language, { language: t.detail.languages[submission.language] })}</p>
      </div>
      {done && (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {done}
        </p>
      )}
      <dl className="rounded-lg border border-zinc-200 bg-white px-4 py-2">
        <Row label={f.title}>{submission.title}</Row>
        <Row label={f.company}>{submission.company}</Row>
        <Row label={f.companyLink}>{text(submission.companyLink)}</Row>
        <Row label={f.location}>{submission.location}</Row>
        <Row label={f.type}>{submission.type}</Row>
        <Row label={f.isEnglish}>{submission.isEnglish ? t.detail.english : t.detail.russian}</Row>
        <Row label={f.description}>{text(submission.description)}</Row>
        <Row label={f.responsibilities}>{list(submission.responsibilities)}</Row>
        <Row label={f.requirements}>{list(submission.requirements)}</Row>
        <Row label={f.conditions}>{list(submission.conditions)}</Row>
        <Row label={f.applyWebsite}>{text(submission.applyWebsite)}</Row>
        <Row label={f.applyEmail}>{text(submission.applyEmail)}</Row>
        <Row label={f.applyForm}>{text(submission.applyForm)}</Row>
        <Row label={f.applyTelegram}>{text(submission.applyTelegram)}</Row>
        <Row label={f.applyHH}>{text(submission.applyHh)}</Row>
      </dl>
      {submission.status === "pending" ? (
        <div className="space-y-4 rounded-lg border border-zinc-200 bg-white p-4">
          <h3 className="text-base font-semibold text-zinc-900">{t.decisions.title}</h3>
          <p className="text-sm text-zinc-700">{t.decisions.lead}</p>
          <div className="grid gap-6 md:grid-cols-2">
            <DecisionForm
              id="submission-approve"
              intent="approve"
              schema={approveSubmissionSchema}
              hidden={{}}
              lastResult={lastResult("approve")}
              submitLabel={t.decisions.approve}
              variant="primary"
              messages={messages}
            />
            <DecisionForm
              id="submission-decline"
              intent="decline"
              schema={declineSubmissionSchema}
              hidden={{}}
              lastResult={lastResult("decline")}
              reasonLabel={t.decisions.reason}
              submitLabel={t.decisions.decline}
              variant="danger"
              messages={messages}
            />
          </div>
        </div>
      ) : (
        <div className="space-y-2 rounded-lg border border-zinc-200 bg-white p-4 text-sm text-zinc-800">
          <p className="font-semibold">{interpolate(t.detail.status, { status: t.queue.statuses[submission.status] })}</p>
          {submission.decidedAt && <p>{interpolate(t.detail.decidedAt, { date: formatDateTime(new Date(submission.decidedAt), language) })}</p>}
          {submission.status === "declined" && <p className="break-words">{interpolate(t.detail.declineReason, { reason: submission.declineReason })}</p>}
          {submission.jobId && (
            <p className="flex flex-wrap gap-4">
              <a
                href={localizePath(`/job/${encodeURIComponent(submission.jobId)}`, language)}
                className="font-medium text-violet-800 underline underline-offset-2"
              >
                {t.detail.job}
              </a>
              <Link
                to={localizePath(`/admin/jobs/${encodeURIComponent(submission.jobId)}`, language)}
                className="font-medium text-violet-800 underline underline-offset-2"
              >
                {t.detail.jobInConsole}
              </Link>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
