import { data, Link } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { requireConsoleSection } from "~/features/console/console-access.server";
import { UserActionForms } from "~/features/console/users/user-action-forms";
import { runUserAction } from "~/features/console/users/user-action.server";
import { getConsoleUser } from "~/features/console/users/user-detail.server";
import { UserDetails } from "~/features/console/users/user-details";
import { consolePaymentsText } from "~/i18n/console-payments";
import { consoleUsersText } from "~/i18n/console-users";
import { useLocalizePath, useT } from "~/i18n/use-language";
import { isOwnDecision } from "~/server/own-decisions";
import type { Route } from "./+types/admin-user";

export async function loader({ request, params }: Route.LoaderArgs) {
  const operator = await requireConsoleSection(request, "users");
  const user = await getConsoleUser(await getDb(), params.userId);
  if (!user) throw data(null, { status: 404 });
  return { user, isSelf: isOwnDecision(operator, { account: user.account.id }) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const operator = await requireConsoleSection(request, "users");
  return runUserAction(request, operator, params.userId);
}

export default function AdminUser({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(consoleUsersText).user;
  const grant = useT(consolePaymentsText).grant;
  const localize = useLocalizePath();
  const { user, isSelf } = loaderData;
  const isBanned = user.account.ban !== null;
  return (
    <section className="space-y-4">
      <div className="space-y-1">
        <Link to={localize("/admin/users")} className="text-sm font-medium text-violet-800 underline underline-offset-2">
          {t.back}
        </Link>
        <h2 className="text-xl font-semibold break-all text-zinc-900">{user.account.email}</h2>
      </div>
      <UserDetails
        user={user}
        proGrantSlot={
          !isSelf && (
            <Link
              to={localize(`/admin/users/${user.account.id}/pro`)}
              className="mt-2 inline-block text-sm font-medium text-violet-800 underline underline-offset-2"
            >
              {grant.link}
            </Link>
          )
        }
      />
      <section className="space-y-3">
        <h3 className="text-lg font-semibold text-zinc-900">{t.actions}</h3>
        <UserActionForms
          isSelf={isSelf}
          role={user.account.role}
          isBanned={isBanned}
          mayImpersonate={!isSelf && !isBanned && user.account.role !== "admin"}
          lastAnswer={actionData}
        />
      </section>
    </section>
  );
}
