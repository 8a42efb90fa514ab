import { getDb } from "~/adapters/db/database.server";
import { getViewer } from "~/features/auth/session.server";
import { PaymentResultView } from "~/features/payments/payment-result-view";
import { isPaymentCanceled } from "~/features/payments/subscription.server";
import { usePaymentResult } from "~/features/payments/use-payment-result";
import { languageFromPath } from "~/i18n/language";
import { paymentsText } from "~/i18n/payments";
import type { Route } from "./+types/payment-error";

/**
 * The spec decides success on the payment_id alone; we also know our own payment's state, so a payment the
 * payer declined (the provider returns them with its id all the same) ends in the error view instead.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const paymentId = new URL(request.url).searchParams.get("payment_id");
  if (!paymentId) return { hasPaymentId: false };
  const viewer = await getViewer(request);
  const isCanceled = viewer ? await isPaymentCanceled(await getDb(), viewer.id, paymentId) : false;
  return { hasPaymentId: !isCanceled };
}

export function meta({ location }: Route.MetaArgs) {
  return [{ title: paymentsText[languageFromPath(location.pathname)].result.seoTitle }, { name: "robots", content: "noindex" }];
}

/** Spec 2 "Payment pages": where the provider sends the payer back (?payment_id=…); the result page of spec 4. */
export default function PaymentError({ loaderData }: Route.ComponentProps) {
  const state = usePaymentResult(loaderData.hasPaymentId);
  return <PaymentResultView state={state} />;
}
