import { data, Form, Link, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { confirmInquiry, findConfirmation } from "~/features/inquiries/index.server";
import { inquiriesText } from "~/i18n/inquiries";
import { languageFromPath } from "~/i18n/language";
import { interpolate } from "~/i18n/plural";
import { useLocalizePath, useT } from "~/i18n/use-language";
import { buttonClass } from "~/ui/button-classes";
import type { Route } from "./+types/inquiry-confirm";

type RefusalText = keyof (typeof inquiriesText)["ru"]["form"]["errors"];

type PageState =
  | { state: "confirm"; specialistId: string; specialistName: string }
  | { state: "done"; specialistId: string; specialistName: string; email: string }
  | { state: "expired"; specialistId: string }
  | { state: "invalid" }
  | { state: "refused"; specialistId: string | null; refusal: RefusalText };

/**
 * The link in an inquiry's confirmation mail (docs/decisions/036): shows whose inquiry waits and a button; a GET never
 * confirms — mail scanners open links before people do —, as the alerts' unsubscribe page does.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await findConfirmation(await getDb(), params.token);
  if (found.state === "invalid") return data<PageState>(found, { status: 404 });
  if (found.state === "expired") return data<PageState>(found, { status: 410 });
  return data<PageState>(found);
}

/** The button: delivers the inquiry once (the token is the authority; no account needed). */
export async function action({ params }: Route.ActionArgs) {
  const outcome = await confirmInquiry(await getDb(), params.token);
  if (outcome.ok)
    return data<PageState>({ state: "done", specialistId: outcome.specialistId, specialistName: outcome.specialistName, email: outcome.clientEmail });
  if (outcome.refusal === "INVALID") return data<PageState>({ state: "invalid" }, { status: 404 });
  if (outcome.refusal === "EXPIRED") return data<PageState>({ state: "expired", specialistId: "" }, { status: 410 });
  const status = outcome.refusal === "SPECIALIST_BUSY" ? 429 : outcome.refusal === "NOT_FOUND" ? 404 : outcome.refusal === "BLOCKED" ? 403 : 409;
  return data<PageState>({ state: "refused", specialistId: null, refusal: outcome.refusal }, { status });
}

/** The button's answer is the page's state: the link, used now, would read as invalid if the loader ran again. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

// The URL carries the token: never stored by a cache (the render cache would show the question after the answer), never sent on as a Referer.
export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
}

export function meta({ location }: Route.MetaArgs) {
  return [{ title: inquiriesText[languageFromPath(location.pathname)].confirm.seoTitle }, { name: "robots", content: "noindex" }];
}

export default function InquiryConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(inquiriesText);
  const localize = useLocalizePath();
  const isSubmitting = useNavigation().state === "submitting";
  const page = actionData ?? loaderData;
  const text = (() => {
    switch (page.state) {
      case "confirm":
        return interpolate(t.confirm.text, { name: page.specialistName });
      case "done":
        return interpolate(t.confirm.done, { name: page.specialistName, email: page.email });
      case "expired":
        return t.confirm.expired;
      case "refused":
        return `${t.confirm.refused} ${t.form.errors[page.refusal]}`;
      default:
        return t.confirm.invalid;
    }
  })();
  const profileId = page.state === "invalid" || page.state === "refused" ? null : page.specialistId || null;
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-2xl items-center px-4 py-12 sm:px-6">
      <section className="w-full rounded-2xl border border-zinc-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <h1 className="text-2xl font-bold text-zinc-900">{page.state === "done" ? t.confirm.doneTitle : t.confirm.title}</h1>
        <p role="status" className="mt-4 text-lg text-zinc-700">
          {text}
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          {page.state === "confirm" && (
            <Form method="post">
              <button type="submit" className={`w-full px-6 py-3 ${buttonClass.primary}`} disabled={isSubmitting}>
                {isSubmitting ? t.confirm.sending : t.confirm.button}
              </button>
            </Form>
          )}
          {profileId ? (
            <Link to={localize(`/specialists/${encodeURIComponent(profileId)}`)} className={`px-6 py-3 ${buttonClass.secondary}`}>
              {t.confirm.profile}
            </Link>
          ) : (
            <Link to={localize("/")} className={`px-6 py-3 ${buttonClass.secondary}`}>
              {t.confirm.home}
            </Link>
          )}
        </div>
      </section>
    </main>
  );
}
