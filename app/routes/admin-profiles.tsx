import { getDb } from "~/adapters/db/database.server";
import { requireConsoleSection } from "~/features/console/console-access.server";
import { parseProfileQueueQuery } from "~/features/console/profiles/profile-moderation.schema";
import { listProfileQueue } from "~/features/console/profiles/profile-moderation.server";
import { ProfileQueueTable } from "~/features/console/profiles/profile-queue-table";
import { consoleProfilesText } from "~/i18n/console-profiles";
import { useT } from "~/i18n/use-language";
import type { Route } from "./+types/admin-profiles";

export async function loader({ request }: Route.LoaderArgs) {
  await requireConsoleSection(request, "profiles");
  const query = parseProfileQueueQuery(new URL(request.url).searchParams);
  return { query, page: await listProfileQueue(await getDb(), query) };
}

export default function AdminProfiles({ loaderData }: Route.ComponentProps) {
  const t = useT(consoleProfilesText).queue;
  return (
    <section className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-xl font-semibold text-zinc-900">{t.title}</h2>
        <p className="text-sm text-zinc-700">{t.lead}</p>
      </div>
      <ProfileQueueTable page={loaderData.page} query={loaderData.query} />
    </section>
  );
}
