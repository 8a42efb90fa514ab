import { Link } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { requireConsoleSection } from "~/features/console/console-access.server";
import { ConsoleJobList } from "~/features/console/jobs/console-job-list";
import { parseConsoleJobQuery } from "~/features/console/jobs/console-jobs-query";
import { importNowAction } from "~/features/console/jobs/console-jobs-actions.server";
import { ImportRunsPanel } from "~/features/console/jobs/import-runs-panel";
import { listImportRuns } from "~/features/imports/index.server";
import { listConsoleJobs } from "~/features/jobs/index.server";
import { consoleJobsText } from "~/i18n/console-jobs";
import { useLocalizePath, useT } from "~/i18n/use-language";
import { buttonClass } from "~/ui/button-classes";
import type { Route } from "./+types/admin-jobs";

export async function loader({ request }: Route.LoaderArgs) {
  await requireConsoleSection(request, "jobs");
  const query = parseConsoleJobQuery(new URL(request.url).searchParams);
  const db = await getDb();
  const [page, imports] = await Promise.all([listConsoleJobs(db, query), listImportRuns(db)]);
  return { query, page, imports };
}

export const action = ({ request }: Route.ActionArgs) => importNowAction(request);

export default function AdminJobs({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(consoleJobsText);
  const localize = useLocalizePath();
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 className="text-xl font-semibold text-zinc-900">{t.list.title}</h2>
          <p className="max-w-3xl text-sm text-zinc-700">{t.list.lead}</p>
        </div>
        <Link to={localize("/admin/jobs/new")} className={buttonClass.primary}>
          {t.list.create}
        </Link>
      </div>
      <ImportRunsPanel sheets={loaderData.imports} answer={actionData} />
      <ConsoleJobList page={loaderData.page} query={loaderData.query} />
    </section>
  );
}
