import { useIsGoogleSignInEnabled } from "~/features/auth";
import { InfoCard } from "~/ui/info-card";
import { paymentsText } from "~/i18n/payments";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";

/** Spec 2 "Pro landing": sign in, activate Pro, fill in the questionnaire, get orders. Google is promised only where it is offered. */
export function ProSteps() {
  const t = useT(paymentsText).pro;
  const isGoogleSignInEnabled = useIsGoogleSignInEnabled();
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {Object.entries(t.steps).map(([key, step], index) => (
        <li key={key}>
          <InfoCard
            title={step.title}
            text={"textEmailOnly" in step && !isGoogleSignInEnabled ? step.textEmailOnly : step.text}
            marker={
              <span className="inline-block rounded-full bg-violet-100 px-3 py-1 text-sm font-bold text-violet-800">
                {interpolate(t.step, { n: index + 1 })}
              </span>
            }
          />
        </li>
      ))}
    </ol>
  );
}
