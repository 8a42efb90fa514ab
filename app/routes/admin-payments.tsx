import { getDb } from "~/adapters/db/database.server";
import { requireConsoleSection } from "~/features/console/console-access.server";
import { listPayments } from "~/features/console/payments/payments-list.server";
import { parsePaymentsQuery } from "~/features/console/payments/payments-query";
import { PaymentsTable } from "~/features/console/payments/payments-table";
import { consolePaymentsText } from "~/i18n/console-payments";
import { useT } from "~/i18n/use-language";
import type { Route } from "./+types/admin-payments";

export async function loader({ request }: Route.LoaderArgs) {
  await requireConsoleSection(request, "payments");
  const query = parsePaymentsQuery(new URL(request.url).searchParams);
  return { query, page: await listPayments(await getDb(), query) };
}

export default function AdminPayments({ loaderData }: Route.ComponentProps) {
  const t = useT(consolePaymentsText);
  return (
    <section className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-xl font-semibold text-zinc-900">{t.list.title}</h2>
        <p className="text-sm text-zinc-700">{t.list.lead}</p>
      </div>
      <PaymentsTable page={loaderData.page} query={loaderData.query} />
    </section>
  );
}
