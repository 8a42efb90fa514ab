import { data, Form, redirect } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { getPaymentProvider } from "~/adapters/payments/payment-provider.server";
import { parseAmount } from "~/adapters/payments/provider-payment";
import { decideSandboxPayment } from "~/adapters/payments/sandbox-provider.server";
import { getViewer } from "~/features/auth/session.server";
import { handlePaymentNotification } from "~/features/payments/handle-payment-notification.server";
import { languageFromPath } from "~/i18n/language";
import { formatMoney } from "~/i18n/number-format";
import { paymentsText } from "~/i18n/payments";
import { readForm } from "~/server/read-body";
import { buttonClass } from "~/ui/button-classes";
import type { Route } from "./+types/sandbox-checkout";

/**
 * The sandbox's payment, in the language of the page the payment was started from. Only its payer sees and
 * decides it: for anyone else (signed out, another account) it is 404, as when there is none.
 */
async function loadSandboxPayment(request: Request, id: string) {
  const provider = await getPaymentProvider();
  const payment = provider.name === "sandbox" ? await provider.getPayment(id) : null;
  const viewer = payment ? await getViewer(request) : null;
  if (!payment || !viewer || payment.metadata?.user_id !== viewer.id) throw data(null, { status: 404 });
  const returnUrl = payment.confirmation?.return_url ?? "/";
  return { provider, payment, returnUrl, language: languageFromPath(new URL(returnUrl, "http://localhost").pathname) };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { payment, returnUrl, language } = await loadSandboxPayment(request, params.id);
  // The sandbox wrote the amount from the payment's kopecks (formatAmount), in roubles like every payment.
  const amountKopecks = parseAmount(payment.amount.value) ?? 0;
  return { id: payment.id, status: payment.status, amountKopecks, description: payment.description ?? "", returnUrl, language };
}

/**
 * "Оплатить" / "Отклонить": the sandbox decides the payment, sends the notification YooKassa would send
 * (handled in-process by the webhook's own handler, which re-fetches the payment), and returns the payer.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const { provider, returnUrl } = await loadSandboxPayment(request, params.id);
  const body = await readForm(request);
  if (!body.ok) throw data(null, { status: body.status });
  const outcome = body.form.get("outcome") === "succeeded" ? "succeeded" : "canceled";
  const db = await getDb();
  const decided = await decideSandboxPayment(db, params.id, outcome);
  if (decided) await handlePaymentNotification(db, provider, { type: "notification", event: `payment.${decided.status}`, object: decided });
  return redirect(returnUrl);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: paymentsText[loaderData?.language ?? "ru"].sandbox.seoTitle }, { name: "robots", content: "noindex" }];
}

export default function SandboxCheckout({ loaderData }: Route.ComponentProps) {
  const { status, amountKopecks, description, returnUrl, language } = loaderData;
  const t = paymentsText[language].sandbox;
  return (
    <main className="mx-auto max-w-lg px-4 py-12 sm:py-16" lang={language}>
      <p className="rounded-md border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 text-center font-semibold text-amber-900" role="status">
        {t.badge}
      </p>
      <h1 className="mt-8 text-2xl font-bold text-zinc-900">{t.seoTitle}</h1>
      <p className="mt-3 text-zinc-700">{t.text}</p>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-md border border-zinc-200 bg-white p-4">
        <dt className="text-zinc-600">{t.amount}</dt>
        <dd className="font-semibold text-zinc-900">{formatMoney(language, amountKopecks)}</dd>
        <dt className="text-zinc-600">{t.description}</dt>
        <dd className="text-zinc-900">{description}</dd>
      </dl>
      {status === "pending" ? (
        <Form method="post" className="mt-8 flex flex-wrap gap-3">
          <button type="submit" name="outcome" value="succeeded" className={buttonClass.primary}>
            {t.pay}
          </button>
          <button type="submit" name="outcome" value="canceled" className={buttonClass.danger}>
            {t.decline}
          </button>
        </Form>
      ) : (
        <div className="mt-8 space-y-4">
          <p className="text-zinc-800">{status === "succeeded" ? t.succeeded : t.canceled}</p>
          <a href={returnUrl} className={`inline-block ${buttonClass.secondary}`}>
            {t.back}
          </a>
        </div>
      )}
    </main>
  );
}
