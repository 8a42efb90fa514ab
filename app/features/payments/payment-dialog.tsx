import { Dialog } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { PRICING, TIMINGS, type PaymentPlan } from "~/config/constants";
import { paymentsText } from "~/i18n/payments";
import { formatMoney } from "~/i18n/number-format";
import { interpolate } from "~/i18n/plural";
import { useLanguage, useT } from "~/i18n/use-language";
import { buttonClass } from "~/ui/button-classes";
import { requestPayment } from "./request-payment";
import { usePlanTexts } from "./use-plan-texts";

type DialogState = { status: "idle"; error: string | null } | { status: "loading" };

interface PaymentDialogProps {
  /** The plan being bought; null keeps the dialog closed. */
  plan: PaymentPlan | null;
  onClose: () => void;
}

/**
 * Spec 4 "Payment dialog": idle, then "Загрузка..." while the server creates the payment, then after the
 * redirect pause the provider's confirmation page; a failure shows the message and returns to idle.
 */
export function PaymentDialog({ plan, onClose }: PaymentDialogProps) {
  const t = useT(paymentsText).dialog;
  const language = useLanguage();
  const planTexts = usePlanTexts();
  const [state, setState] = useState<DialogState>({ status: "idle", error: null });
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const isLoading = state.status === "loading";
  const close = () => {
    if (isLoading) return;
    setState({ status: "idle", error: null });
    onClose();
  };

  const pay = async (chosen: PaymentPlan) => {
    setState({ status: "loading" });
    const result = await requestPayment(chosen, language);
    if (result.ok) {
      // The spec's pause before leaving for the provider (spec 9 "Timings"); the dialog stays busy meanwhile.
      redirect.current = setTimeout(() => window.location.assign(result.confirmationUrl), TIMINGS.paymentRedirectDelayMs);
      return;
    }
    setState({ status: "idle", error: result.error === "AUTH_REQUIRED" ? t.errors.auth : (result.message ?? t.errors.generic) });
  };

  return (
    <Dialog.Root open={plan !== null} onOpenChange={(isOpen) => !isOpen && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/60" />
        <Dialog.Content
          aria-busy={isLoading}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-xl font-bold">{t.title}</Dialog.Title>
          {plan && (
            <p className="rounded-lg bg-violet-50 px-4 py-3 font-semibold text-violet-950">
              {interpolate(t.summary, { plan: planTexts[plan].name, price: formatMoney(language, PRICING[plan].amountRub * 100) })}
              <span className="mt-0.5 block text-sm font-normal text-violet-900">{planTexts[plan].description}</span>
            </p>
          )}
          <Dialog.Description className="text-sm text-zinc-700">{t.text}</Dialog.Description>
          <p role="alert" className="text-sm font-medium text-red-800 empty:hidden">
            {state.status === "idle" ? state.error : null}
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={close} disabled={isLoading} className={`${buttonClass.secondary} disabled:opacity-60`}>
              {t.cancel}
            </button>
            <button type="button" onClick={() => plan && void pay(plan)} disabled={isLoading} className={buttonClass.primary}>
              {isLoading ? t.loading : t.pay}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
