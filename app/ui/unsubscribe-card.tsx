import { Form, Link, useNavigation } from "react-router";
import { useLocalizePath } from "~/i18n/use-language";

const primaryButton = "inline-block rounded-md bg-violet-700 px-6 py-3 font-semibold text-white hover:bg-violet-600 disabled:opacity-60";
const secondaryLink =
  "inline-block rounded-md border border-zinc-300 bg-white px-6 py-3 font-semibold text-zinc-800 hover:border-violet-600 hover:text-violet-800";

interface UnsubscribeCardProps {
  title: string;
  /** The question, the answer or why the link did not work. */
  text: string;
  /** The token the button posts back: only while asking. */
  confirmToken: string | null;
  button: string;
  home: string;
}

/**
 * The page a mail's unsubscribe link opens (job alerts, the weekly statistics; RFC 8058's one-click POST goes to an
 * endpoint instead): it says what it unsubscribes from and posts the token back with a button — a GET never
 * unsubscribes, as mail scanners follow links.
 */
export function UnsubscribeCard({ title, text, confirmToken, button, home }: UnsubscribeCardProps) {
  const localize = useLocalizePath();
  const isSubmitting = useNavigation().state === "submitting";
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-2xl items-center px-4 py-12 sm:px-6">
      <section className="w-full rounded-2xl border border-zinc-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <h1 className="text-2xl font-bold text-zinc-900">{title}</h1>
        <p role="status" className="mt-4 text-lg text-zinc-700">
          {text}
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          {confirmToken !== null && (
            <Form method="post">
              <input type="hidden" name="token" value={confirmToken} />
              <button type="submit" className={primaryButton} disabled={isSubmitting}>
                {button}
              </button>
            </Form>
          )}
          <Link to={localize("/")} className={secondaryLink}>
            {home}
          </Link>
        </div>
      </section>
    </main>
  );
}
