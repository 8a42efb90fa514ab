import { data } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { findUnsubscribeTarget, getUnsubscribeKey, unsubscribeByToken } from "~/features/job-alerts/index.server";
import { unsubscribePageText } from "~/i18n/job-alerts-mail";
import { languageFromPath } from "~/i18n/language";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";
import { UnsubscribeCard } from "~/ui/unsubscribe-card";
import type { Route } from "./+types/alerts-unsubscribe";

type PageState = { state: "invalid" } | { state: "confirm" | "done"; name: string; token: string };

const invalid = () => data<PageState>({ state: "invalid" }, { status: 400 });

/** The link in an alert e-mail's body: shows what it unsubscribes and a button; a GET never unsubscribes (mail scanners follow links). */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const target = await findUnsubscribeTarget(await getDb(), await getUnsubscribeKey(), token);
  if (!target) return invalid();
  return data<PageState>({ state: target.isOff ? "done" : "confirm", name: target.name, token });
}

/** The button: turns the saved search's e-mails off, without signing in (the token is the authority). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const token = form?.get("token");
  const target = typeof token === "string" ? await unsubscribeByToken(await getDb(), await getUnsubscribeKey(), token) : null;
  if (!target || typeof token !== "string") return invalid();
  return data<PageState>({ state: "done", name: target.name, token });
}

// The URL carries the token: never stored by a cache (the render cache would show the question after the answer), never sent on as a Referer.
export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
}

export function meta({ location }: Route.MetaArgs) {
  return [{ title: unsubscribePageText[languageFromPath(location.pathname)].seoTitle }, { name: "robots", content: "noindex" }];
}

export default function AlertsUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(unsubscribePageText);
  const page = actionData ?? loaderData;
  const text = page.state === "invalid" ? t.invalid : interpolate(page.state === "done" ? t.done : t.confirm, { name: page.name });
  return <UnsubscribeCard title={t.title} text={text} confirmToken={page.state === "confirm" ? page.token : null} button={t.button} home={t.home} />;
}
