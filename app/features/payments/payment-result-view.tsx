import { Link } from "react-router";
import { paymentsText } from "~/i18n/payments";
import { interpolate, plural } from "~/i18n/plural";
import { useLanguage, useLocalizePath } from "~/i18n/use-language";
import type { ResultState } from "./payment-result-clock";
import { ResultCard } from "./result-card";

const primaryLink = "inline-block rounded-md bg-violet-700 px-6 py-3 font-semibold text-white hover:bg-violet-600";
const secondaryLink =
  "inline-block rounded-md border border-zinc-300 bg-white px-6 py-3 font-semibold text-zinc-800 hover:border-violet-600 hover:text-violet-800";

/** Spec 2 "Payment pages", 4 "Payment result page": one view per phase. */
export function PaymentResultView({ state }: { state: ResultState }) {
  const language = useLanguage();
  const t = paymentsText[language];
  const localize = useLocalizePath();
  const countdown = (template: string) => interpolate(template, { seconds: plural(language, state.secondsLeft ?? 0, t.seconds) });

  if (state.phase === "processing" || state.phase === "checking") {
    const phase = t.result[state.phase];
    return <ResultCard tone="pending" title={phase.title} text={phase.text} />;
  }
  if (state.phase === "success") {
    const success = t.result.success;
    return (
      <ResultCard tone="success" title={success.title} text={state.isProConfirmed ? success.active : success.pending}>
        <p className="mt-6 text-sm text-zinc-600">{countdown(success.countdown)}</p>
        <Link to={localize("/dashboard")} className={`mt-4 ${primaryLink}`}>
          {success.link}
        </Link>
      </ResultCard>
    );
  }
  const error = t.result.error;
  return (
    <ResultCard tone="error" title={error.title} text={error.text}>
      <div className="mt-6 rounded-xl bg-zinc-50 p-5 text-left">
        <h2 className="font-semibold">{error.reasonsTitle}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-zinc-800">
          {Object.entries(error.reasons).map(([key, reason]) => (
            <li key={key}>{reason}</li>
          ))}
        </ul>
      </div>
      <p className="mt-4 font-medium text-zinc-900">{error.debited}</p>
      <p className="mt-4 text-sm text-zinc-600">{countdown(error.countdown)}</p>
      <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={localize("/pricing")} className={primaryLink}>
          {error.retry}
        </Link>
        <Link to={localize("/")} className={secondaryLink}>
          {error.home}
        </Link>
      </div>
    </ResultCard>
  );
}
