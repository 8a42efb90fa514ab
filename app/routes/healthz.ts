import { connectDatabase } from "~/adapters/db/database.server";
import { checkReadiness, type Readiness } from "~/adapters/db/readiness.server";

/**
 * 200 only when the database answers and holds what pages need (its tables, its migrations), so a
 * load balancer takes out an instance whose pages would fail; the 503's body says what is wrong.
 */
export async function loader() {
  const readiness: Readiness = await connectDatabase().then(
    (handle) => checkReadiness(handle.db),
    () => ({ isReady: false, reason: "database unavailable" }),
  );
  return new Response(readiness.isReady ? "ok" : readiness.reason, {
    status: readiness.isReady ? 200 : 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
