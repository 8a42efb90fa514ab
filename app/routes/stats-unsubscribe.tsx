import { data } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { findStatsUnsubscribeTarget, unsubscribeStatsByToken, WEEKLY_STATS_UNSUBSCRIBE } from "~/features/profile-stats/index.server";
import { languageFromPath } from "~/i18n/language";
import { statsUnsubscribePageText } from "~/i18n/profile-stats";
import { useT } from "~/i18n/use-language";
import { getUnsubscribeKey } from "~/server/unsubscribe-token.server";
import { UnsubscribeCard } from "~/ui/unsubscribe-card";
import type { Route } from "./+types/stats-unsubscribe";

type PageState = { state: "invalid" } | { state: "confirm" | "done"; token: string };

const invalid = () => data<PageState>({ state: "invalid" }, { status: 400 });
const key = () => getUnsubscribeKey(WEEKLY_STATS_UNSUBSCRIBE);

/** The weekly statistics mail's unsubscribe link: asks first; a GET never unsubscribes (mail scanners follow links). */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const target = await findStatsUnsubscribeTarget(await getDb(), await key(), token);
  if (!target) return invalid();
  return data<PageState>({ state: target.isOff ? "done" : "confirm", token });
}

/** The button: turns the weekly mail off, without signing in (the token is the authority). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const token = form?.get("token");
  const target = typeof token === "string" ? await unsubscribeStatsByToken(await getDb(), await key(), token) : null;
  if (!target || typeof token !== "string") return invalid();
  return data<PageState>({ state: "done", token });
}

// The URL carries the token: never stored by a cache, never sent on as a Referer.
export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
}

export function meta({ location }: Route.MetaArgs) {
  return [{ title: statsUnsubscribePageText[languageFromPath(location.pathname)].seoTitle }, { name: "robots", content: "noindex" }];
}

export default function StatsUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(statsUnsubscribePageText);
  const page = actionData ?? loaderData;
  const text = page.state === "invalid" ? t.invalid : page.state === "done" ? t.done : t.confirm;
  return <UnsubscribeCard title={t.title} text={text} confirmToken={page.state === "confirm" ? page.token : null} button={t.button} home={t.home} />;
}
