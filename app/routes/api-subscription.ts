import { data } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { getViewer } from "~/features/auth/session.server";
import { getSubscription } from "~/features/payments/subscription.server";
import type { Route } from "./+types/api-subscription";

const NO_STORE = { "Cache-Control": "no-store" };

/** GET /api/subscription: the signed-in user's subscription, fresh from the database (the result page polls it). */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return data({ error: "AUTH_REQUIRED" as const }, { status: 401, headers: NO_STORE });
  return data(await getSubscription(await getDb(), viewer.id), { headers: NO_STORE });
}
