import { getDb } from "~/adapters/db/database.server";
import { requireConsoleSection } from "~/features/console/console-access.server";
import { SpamInquiriesTable } from "~/features/console/inquiries/spam-inquiries-table";
import { listSpamInquiries, parseSpamInquiryQuery } from "~/features/console/inquiries/spam-inquiries.server";
import { consoleInquiriesText } from "~/i18n/console-inquiries";
import { useT } from "~/i18n/use-language";
import type { Route } from "./+types/admin-inquiries";

export async function loader({ request }: Route.LoaderArgs) {
  await requireConsoleSection(request, "inquiries");
  const query = parseSpamInquiryQuery(new URL(request.url).searchParams);
  return { query, page: await listSpamInquiries(await getDb(), query) };
}

/** Inquiries specialists marked as spam (issue 27, docs/decisions/036): operators see them; the block is automatic. */
export default function AdminInquiries({ loaderData }: Route.ComponentProps) {
  const t = useT(consoleInquiriesText);
  return (
    <section className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-xl font-semibold text-zinc-900">{t.title}</h2>
        <p className="max-w-3xl text-sm text-zinc-700">{t.lead}</p>
      </div>
      <SpamInquiriesTable page={loaderData.page} query={loaderData.query} />
    </section>
  );
}
