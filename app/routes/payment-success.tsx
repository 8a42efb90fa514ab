import { Link } from "react-router";
import { ResultCard } from "~/features/payments/result-card";
import { languageFromPath } from "~/i18n/language";
import { paymentsText } from "~/i18n/payments";
import { useLocalizePath, useT } from "~/i18n/use-language";
import type { Route } from "./+types/payment-success";

export function meta({ location }: Route.MetaArgs) {
  return [{ title: paymentsText[languageFromPath(location.pathname)].success.seoTitle }, { name: "robots", content: "noindex" }];
}

/** Spec 2 "Payment pages": "Спасибо за оплату!" with a link to the cabinet. */
export default function PaymentSuccess() {
  const t = useT(paymentsText).success;
  const localize = useLocalizePath();
  return (
    <ResultCard tone="success" title={t.title} text={t.text}>
      <Link to={localize("/dashboard")} className="mt-6 inline-block rounded-md bg-violet-700 px-6 py-3 font-semibold text-white hover:bg-violet-600">
        {t.link}
      </Link>
    </ResultCard>
  );
}
