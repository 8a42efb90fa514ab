import { data, Form, Link, useNavigation } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { findUnsubscribeTarget, getUnsubscribeKey, unsubscribeByToken } from "~/features/job-alerts/index.server";
import { unsubscribePageText } from "~/i18n/job-alerts-mail";
import { languageFromPath } from "~/i18n/language";
import { interpolate } from "~/i18n/plural";
import { useLocalizePath, useT } from "~/i18n/use-language";
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

const primaryButton = "inline-block rounded-md bg-violet-700 px-6 py-3 font-semibold text-white hover:bg-violet-600 disabled:opacity-60";
const secondaryLink =
  "inline-block rounded-md border border-zinc-300 bg-white px-6 py-3 font-semibold text-zinc-800 hover:border-violet-600 hover:text-violet-800";

export default function AlertsUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(unsubscribePageText);
  const localize = useLocalizePath();
  const isSubmitting = useNavigation().state === "submitting";
  const page = actionData ?? loaderData;
  const text = page.state === "invalid" ? t.invalid : interpolate(page.state === "done" ? t.done : t.confirm, { name: page.name });
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-2xl items-center px-4 py-12 sm:px-6">
      <section className="w-full rounded-2xl border border-zinc-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <h1 className="text-2xl font-bold text-zinc-900">{t.title}</h1>
        <p role="status" className="mt-4 text-lg text-zinc-700">
          {text}
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          {page.state === "confirm" && (
            <Form method="post">
              <input type="hidden" name="token" value={page.token} />
              <button type="submit" className={primaryButton} disabled={isSubmitting}>
                {t.button}
              </button>
            </Form>
          )}
          <Link to={localize("/")} className={secondaryLink}>
            {t.home}
          </Link>
        </div>
      </section>
    </main>
  );
}
