import { getDb } from "~/adapters/db/database.server";
import { requireConsoleSection } from "~/features/console/console-access.server";
import { parseSubmissionQuery } from "~/features/console/submissions/submission-moderation.schema";
import { listSubmissions } from "~/features/console/submissions/submission-moderation.server";
import { SubmissionQueue } from "~/features/console/submissions/submission-queue";
import { consoleSubmissionsText } from "~/i18n/console-submissions";
import { useT } from "~/i18n/use-language";
import type { Route } from "./+types/admin-submissions";

export async function loader({ request }: Route.LoaderArgs) {
  await requireConsoleSection(request, "submissions");
  const query = parseSubmissionQuery(new URL(request.url).searchParams);
  return { query, page: await listSubmissions(await getDb(), query) };
}

export default function AdminSubmissions({ loaderData }: Route.ComponentProps) {
  const t = useT(consoleSubmissionsText).queue;
  return (
    <section className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-xl font-semibold text-zinc-900">{t.title}</h2>
        <p className="max-w-3xl text-sm text-zinc-700">{t.lead}</p>
      </div>
      <SubmissionQueue page={loaderData.page} query={loaderData.query} />
    </section>
  );
}
