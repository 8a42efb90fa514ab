import { redirect } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { findUnsubscribeTarget, getUnsubscribeKey, unsubscribeByToken } from "~/features/job-alerts/index.server";
import { localizePath } from "~/i18n/language";
import type { Route } from "./+types/api-alerts-unsubscribe";

const plain = (text: string, status: number) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * POST /api/alerts/unsubscribe?token=… — the one-click unsubscribe of an alert e-mail's List-Unsubscribe header (RFC 8058:
 * the mail client POSTs `List-Unsubscribe=One-Click` here, without cookies and from its own servers, so neither a session
 * nor an origin is asked for: the token is the authority). Turns the token's saved search's e-mails off; 400 for a token
 * that is not valid.
 */
export async function action({ request }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const target = await unsubscribeByToken(await getDb(), await getUnsubscribeKey(), token);
  if (!target) return plain("Invalid unsubscribe link. / Неверная ссылка для отписки.", 400);
  return plain(target.language === "en" ? "Unsubscribed." : "Вы отписались.", 200);
}

/**
 * A GET of the header's URL (a person following it, or a mail scanner prefetching it) never unsubscribes: it goes to the
 * page with the confirmation button, in the saved search's language.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const target = await findUnsubscribeTarget(await getDb(), await getUnsubscribeKey(), token);
  const page = localizePath("/alerts/unsubscribe", target?.language ?? "ru");
  throw redirect(`${page}?${new URLSearchParams({ token })}`, 303);
}
