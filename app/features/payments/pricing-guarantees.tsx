import { PRICING } from "~/config/constants";
import { InfoCard } from "~/ui/info-card";
import { paymentsText } from "~/i18n/payments";
import { interpolate, plural } from "~/i18n/plural";
import { useLanguage } from "~/i18n/use-language";

/** Spec 9 "Pricing": the refund windows, card data not stored, no automatic renewal. */
export function PricingGuarantees() {
  const language = useLanguage();
  const t = paymentsText[language];
  const { refund, card, renewal } = t.pricing.guarantees;
  const refundText = interpolate(refund.text, {
    monthly: plural(language, PRICING.monthly.refundDays, t.daysGenitive),
    yearly: plural(language, PRICING.yearly.refundDays, t.daysGenitive),
  });
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      <li>
        <InfoCard title={refund.title} text={refundText} />
      </li>
      <li>
        <InfoCard title={card.title} text={card.text} />
      </li>
      <li>
        <InfoCard title={renewal.title} text={renewal.text} />
      </li>
    </ul>
  );
}
