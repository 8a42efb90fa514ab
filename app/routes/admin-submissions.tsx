import { getDb } from "~/adapters/db/database.server";
import { JOB_SUBMISSION, type JobSubmissionStatus } from "~/config/constants";
import { requireConsoleSection } from "~/features/console/console-access.server";
import { listSubmissions } from "~/features/console/submissions/submission-moderation.server";
import { SubmissionQueue } from "~/features/console/submissions/submission-queue";
import { consoleSubmissionsText } from "~/i18n/console-submissions";
import { useT } from "~/i18n/use-language";
import type { Route } from "./+types/admin-submissions";

const isStatus = (value: string | null): value is JobSubmissionStatus => (JOB_SUBMISSION.statuses as readonly (string | null)[]).includes(value);

export async function loader({ request }: Route.LoaderArgs) {
  await requireConsoleSection(request, "submissions");
  const search = new URL(request.url).searchParams;
  const asked = search.get("status");
  const status = isStatus(asked) ? asked : "pending";
  const after = search.get("after");
  return { status, page: await listSubmissions(await getDb(), status, after), isFirst: after === null };
}

export default function AdminSubmissions({ loaderData }: Route.ComponentProps) {
  const t = useT(consoleSubmissionsText).queue;
  return (
    <section className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-xl font-semibold text-zinc-900">{t.title}</h2>
        <p className="max-w-3xl text-sm text-zinc-700">{t.lead}</p>
      </div>
      <SubmissionQueue page={loaderData.page} status={loaderData.status} isFirst={loaderData.isFirst} />
    </section>
  );
}
