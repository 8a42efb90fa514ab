import { requireConsoleSection } from "~/features/console/console-access.server";
import { ConsoleJobForm } from "~/features/console/jobs/console-job-form";
import { createJobAction } from "~/features/console/jobs/console-jobs-actions.server";
import { consoleJobsText } from "~/i18n/console-jobs";
import { useT } from "~/i18n/use-language";
import type { Route } from "./+types/admin-job-new";

export async function loader({ request }: Route.LoaderArgs) {
  await requireConsoleSection(request, "jobs");
  return null;
}

export const action = ({ request }: Route.ActionArgs) => createJobAction(request);

export default function AdminJobNew({ actionData }: Route.ComponentProps) {
  const t = useT(consoleJobsText).form;
  return (
    <section className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-xl font-semibold text-zinc-900">{t.createTitle}</h2>
        <p className="max-w-3xl text-sm text-zinc-700">{t.lead}</p>
      </div>
      <ConsoleJobForm job={null} lastResult={actionData?.result} />
    </section>
  );
}
