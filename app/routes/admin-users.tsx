import { getDb } from "~/adapters/db/database.server";
import { requireConsoleSection } from "~/features/console/console-access.server";
import { listUsers } from "~/features/console/users/users-list.server";
import { parseUsersQuery } from "~/features/console/users/users-query";
import { UsersTable } from "~/features/console/users/users-table";
import { consoleUsersText } from "~/i18n/console-users";
import { useT } from "~/i18n/use-language";
import type { Route } from "./+types/admin-users";

export async function loader({ request }: Route.LoaderArgs) {
  await requireConsoleSection(request, "users");
  const query = parseUsersQuery(new URL(request.url).searchParams);
  return { query, page: await listUsers(await getDb(), query) };
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const t = useT(consoleUsersText).list;
  return (
    <section className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-xl font-semibold text-zinc-900">{t.title}</h2>
        <p className="text-sm text-zinc-700">{t.lead}</p>
      </div>
      <UsersTable page={loaderData.page} query={loaderData.query} />
    </section>
  );
}
