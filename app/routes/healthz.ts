import { connectDatabase } from "~/adapters/db/database.server";

/** 200 only when the database answers, so a load balancer takes a broken instance out. */
export async function loader() {
  const isDatabaseUp = await connectDatabase().then((handle) => handle.ping(), () => false);
  return new Response(isDatabaseUp ? "ok" : "database unavailable", {
    status: isDatabaseUp ? 200 : 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
