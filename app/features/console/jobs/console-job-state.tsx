import { Form, Link, useNavigation } from "react-router";
import type { JobFieldError } from "~/features/jobs";
import type { ConsoleJob } from "~/features/jobs/index.server";
import { consoleJobsText } from "~/i18n/console-jobs";
import { formatDateTime } from "~/i18n/dates";
import { localizePath } from "~/i18n/language";
import { interpolate } from "~/i18n/plural";
import { useLanguage, useT } from "~/i18n/use-language";
import { buttonClass } from "~/ui/button-classes";
import { dayOf } from "./console-job-forms";

/** A console job's publication: open or closed (close / reopen) and its validThrough day, each a form of its own. */
export function ConsoleJobState({ job, validThroughError }: { job: ConsoleJob; validThroughError: string | undefined }) {
  const t = useT(consoleJobsText);
  const language = useLanguage();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const errorText = validThroughError ? (t.form.errors[validThroughError as JobFieldError | "notInFuture"] ?? validThroughError) : undefined;
  return (
    <section aria-labelledby="job-state-title" className="space-y-4 rounded-lg border border-zinc-200 bg-white p-4 sm:p-6">
      <h3 id="job-state-title" className="text-lg font-semibold text-zinc-900">
        {t.state.title}
      </h3>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-zinc-800">
          {job.isOpen ? t.state.open : interpolate(t.state.closed, { date: job.closedAt ? formatDateTime(new Date(job.closedAt), language) : "—" })}
        </p>
        <Form method="post">
          <input type="hidden" name="seen" value={job.seen} />
          <button
            type="submit"
            name="intent"
            value={job.isOpen ? "close" : "reopen"}
            disabled={busy}
            className={job.isOpen ? buttonClass.danger : buttonClass.secondary}
          >
            {job.isOpen ? t.state.close : t.state.reopen}
          </button>
        </Form>
        <Link to={localizePath(`/job/${encodeURIComponent(job.id)}`, language)} className="text-sm font-medium text-violet-800 underline underline-offset-2">
          {t.state.viewOnSite}
        </Link>
      </div>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="seen" value={job.seen} />
        <div>
          <label htmlFor="job-valid-through" className="text-sm font-medium text-zinc-800">
            {t.state.validThrough}
          </label>
          <input
            key={job.seen}
            id="job-valid-through"
            name="validThrough"
            type="date"
            defaultValue={job.validThrough ? dayOf(job.validThrough) : ""}
            aria-invalid={Boolean(errorText)}
            aria-describedby={errorText ? "job-valid-through-hint job-valid-through-error" : "job-valid-through-hint"}
            className="mt-1 block rounded-md border border-zinc-300 bg-white px-3 py-2 text-base aria-invalid:border-red-600"
          />
        </div>
        <button type="submit" name="intent" value="valid-through" disabled={busy} className={buttonClass.secondary}>
          {t.state.setValidThrough}
        </button>
        <p id="job-valid-through-hint" className="w-full text-xs text-zinc-600">
          {t.state.validThroughHint}
        </p>
        {errorText && (
          <p id="job-valid-through-error" className="w-full text-sm text-red-700">
            {errorText}
          </p>
        )}
      </Form>
    </section>
  );
}
