import { getDb } from "~/adapters/db/database.server";
import { requireConsoleSection } from "~/features/console/console-access.server";
import { AuditLogTable } from "~/features/console/audit-log-table";
import { parseAuditQuery } from "~/features/console/audit-log-query";
import { listAuditLog } from "~/features/console/audit-log.server";
import { consoleText } from "~/i18n/console";
import { useT } from "~/i18n/use-language";
import type { Route } from "./+types/admin-audit";

export async function loader({ request }: Route.LoaderArgs) {
  await requireConsoleSection(request, "audit");
  const query = parseAuditQuery(new URL(request.url).searchParams);
  return { query, page: await listAuditLog(await getDb(), query) };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const t = useT(consoleText);
  return (
    <section className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-xl font-semibold text-zinc-900">{t.audit.title}</h2>
        <p className="text-sm text-zinc-700">{t.audit.lead}</p>
      </div>
      <AuditLogTable page={loaderData.page} query={loaderData.query} />
    </section>
  );
}
