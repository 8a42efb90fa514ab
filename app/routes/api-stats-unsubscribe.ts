import { redirect } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { unsubscribeStatsByToken, WEEKLY_STATS_UNSUBSCRIBE } from "~/features/profile-stats/index.server";
import { getUnsubscribeKey } from "~/server/unsubscribe-token.server";
import type { Route } from "./+types/api-stats-unsubscribe";

const plain = (text: string, status: number) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * POST /api/stats/unsubscribe?token=… — the one-click unsubscribe of the weekly statistics mail's List-Unsubscribe header
 * (RFC 8058, as the job alerts' /api/alerts/unsubscribe: the mail client POSTs without cookies, the token is the
 * authority). Sets weekly_stats_mail_off_at; 400 for a token that is not valid.
 */
export async function action({ request }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const target = await unsubscribeStatsByToken(await getDb(), await getUnsubscribeKey(WEEKLY_STATS_UNSUBSCRIBE), token);
  if (!target) return plain("Invalid unsubscribe link. / Неверная ссылка для отписки.", 400);
  return plain("Вы отписались. / Unsubscribed.", 200);
}

/** A GET of the header's URL never unsubscribes: it goes to the page with the confirmation button (in Russian: the mail is in both). */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  throw redirect(`/stats/unsubscribe?${new URLSearchParams({ token })}`, 303);
}
