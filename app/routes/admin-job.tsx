import { data, useSearchParams } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { requireConsoleSection } from "~/features/console/console-access.server";
import { ConsoleJobForm } from "~/features/console/jobs/console-job-form";
import { ConsoleJobState } from "~/features/console/jobs/console-job-state";
import { jobAction } from "~/features/console/jobs/console-jobs-actions.server";
import { CONSOLE_WRITTEN_SOURCES } from "~/features/jobs";
import { getConsoleJob } from "~/features/jobs/index.server";
import { consoleJobsText } from "~/i18n/console-jobs";
import { interpolate } from "~/i18n/plural";
import { useLocalizePath, useT } from "~/i18n/use-language";
import type { Route } from "./+types/admin-job";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireConsoleSection(request, "jobs");
  const job = await getConsoleJob(await getDb(), params.id);
  if (!job) throw data(null, { status: 404 });
  return { job };
}

export const action = ({ request, params }: Route.ActionArgs) => jobAction(request, params.id);

export default function AdminJob({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(consoleJobsText);
  const localize = useLocalizePath();
  const [searchParams] = useSearchParams();
  const { job } = loaderData;
  const notices = { saved: t.form.saved, closedDone: t.state.closedDone, reopenedDone: t.state.reopenedDone, validThroughSaved: t.state.validThroughSaved };
  const notice = actionData?.notice ? notices[actionData.notice] : searchParams.get("created") ? t.form.created : null;
  const validThroughError = actionData?.intent === "valid-through" ? actionData.result?.error?.validThrough?.[0] : undefined;
  return (
    <section className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-xl font-semibold break-all text-zinc-900">{interpolate(t.form.editTitle, { id: job.id })}</h2>
        <p className="text-sm text-zinc-700">{interpolate(t.state.source, { source: t.list.sources[job.source] })}</p>
      </div>
      {notice && (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {notice}
        </p>
      )}
      {actionData?.refusal && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {t.refusals[actionData.refusal]}
        </p>
      )}
      {CONSOLE_WRITTEN_SOURCES.includes(job.source) ? (
        <>
          <ConsoleJobState job={job} validThroughError={validThroughError} />
          <ConsoleJobForm job={job} intent="update" lastResult={actionData?.intent === "update" ? actionData.result : undefined} />
        </>
      ) : (
        <div className="space-y-2 rounded-lg border border-zinc-200 bg-white p-4">
          <p className="font-semibold text-zinc-900">
            {job.title} — {job.company}
          </p>
          <p className="text-sm text-zinc-700">{t.state.notConsole}</p>
          <a href={localize(`/job/${encodeURIComponent(job.id)}`)} className="text-sm font-medium text-violet-800 underline underline-offset-2">
            {t.state.viewOnSite}
          </a>
        </div>
      )}
    </section>
  );
}
