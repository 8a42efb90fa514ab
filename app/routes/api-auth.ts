import { endEndedImpersonation, getAuth } from "~/features/auth/index.server";
import type { Route } from "./+types/api-auth";

// better-auth's own endpoints (/api/auth/*): sessions, OAuth callbacks, password reset links. An impersonation that has
// ended (its hour, its admin's role or ban) is deleted before they read the session (docs/decisions/020).
async function handle(request: Request) {
  await endEndedImpersonation(request);
  return (await getAuth()).handler(request);
}

export const loader = ({ request }: Route.LoaderArgs) => handle(request);

export const action = ({ request }: Route.ActionArgs) => handle(request);
