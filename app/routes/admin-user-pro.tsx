import { data } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { requireConsoleSection } from "~/features/console/console-access.server";
import { OwnDecisionNotice } from "~/features/console/own-decision-notice";
import { GrantProForm } from "~/features/console/payments/grant-pro-form";
import { decideGrantPro } from "~/features/console/payments/grant-pro-action.server";
import { getUserPro } from "~/features/console/payments/user-pro.server";
import { PaymentHistory } from "~/features/payments";
import { consolePaymentsText } from "~/i18n/console-payments";
import { useT } from "~/i18n/use-language";
import { isOwnDecision } from "~/server/own-decisions";
import type { Route } from "./+types/admin-user-pro";

export async function loader({ request, params }: Route.LoaderArgs) {
  const operator = await requireConsoleSection(request, "payments");
  const user = await getUserPro(await getDb(), params.userId);
  if (!user) throw data(null, { status: 404 });
  return { user, isOwn: isOwnDecision(operator, { account: user.id }) };
}

export async function action({ request, params }: Route.ActionArgs) {
  return decideGrantPro(request, params.userId);
}

export default function AdminUserPro({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(consolePaymentsText);
  const { user, isOwn } = loaderData;
  return (
    <section className="max-w-3xl space-y-4">
      <h2 className="text-xl font-semibold text-zinc-900">{t.grant.title}</h2>
      {isOwn ? (
        <OwnDecisionNotice about="grantPro" />
      ) : (
        <GrantProForm
          key={user.proExpiresAt ?? "none"}
          user={user}
          lastResult={actionData?.result}
          grantedUntil={actionData?.intent === "grant" ? (actionData.value?.proExpiresAt ?? null) : null}
        />
      )}
      <section className="space-y-2">
        <h3 className="text-lg font-semibold text-zinc-900">{t.grant.payments}</h3>
        <PaymentHistory payments={user.payments} />
      </section>
    </section>
  );
}
