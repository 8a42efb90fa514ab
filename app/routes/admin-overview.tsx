import { getDb } from "~/adapters/db/database.server";
import { requireConsoleSection } from "~/features/console/console-access.server";
import { LastImportCard } from "~/features/console/jobs/last-import-card";
import { OverviewCards } from "~/features/console/overview-cards";
import { getConsoleOverview } from "~/features/console/overview.server";
import { listImportRuns } from "~/features/imports/index.server";
import { consoleText } from "~/i18n/console";
import { useT } from "~/i18n/use-language";
import type { Route } from "./+types/admin-overview";

export async function loader({ request }: Route.LoaderArgs) {
  await requireConsoleSection(request, "overview");
  const db = await getDb();
  const [overview, imports] = await Promise.all([getConsoleOverview(db), listImportRuns(db, 1)]);
  return { overview, imports };
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const t = useT(consoleText);
  return (
    <section className="space-y-4">
      <h2 className="text-xl font-semibold text-zinc-900">{t.overview.title}</h2>
      <OverviewCards overview={loaderData.overview} />
      <LastImportCard sheets={loaderData.imports} />
    </section>
  );
}
