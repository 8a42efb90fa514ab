import { getDb } from "~/adapters/db/database.server";
import { requireConsoleSection } from "~/features/console/console-access.server";
import { OverviewCards } from "~/features/console/overview-cards";
import { getConsoleOverview } from "~/features/console/overview.server";
import { consoleText } from "~/i18n/console";
import { useT } from "~/i18n/use-language";
import type { Route } from "./+types/admin-overview";

export async function loader({ request }: Route.LoaderArgs) {
  await requireConsoleSection(request, "overview");
  return { overview: await getConsoleOverview(await getDb()) };
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const t = useT(consoleText);
  return (
    <section className="space-y-4">
      <h2 className="text-xl font-semibold text-zinc-900">{t.overview.title}</h2>
      <OverviewCards overview={loaderData.overview} />
    </section>
  );
}
