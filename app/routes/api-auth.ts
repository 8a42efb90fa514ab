import { getAuth } from "~/features/auth/auth.server";
import type { Route } from "./+types/api-auth";

// better-auth's own endpoints (/api/auth/*): sessions, OAuth callbacks, password reset links.
export async function loader({ request }: Route.LoaderArgs) {
  return (await getAuth()).handler(request);
}

export async function action({ request }: Route.ActionArgs) {
  return (await getAuth()).handler(request);
}
