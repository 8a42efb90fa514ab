import type { MailMessage } from "~/adapters/mail/mailer.server";
import { textMail } from "~/adapters/mail/text-mail";
import type { Language } from "~/config/constants";
import { formatLongDate } from "~/i18n/dates";
import { formatMoney } from "~/i18n/number-format";
import { paymentsText } from "~/i18n/payments";
import { interpolate } from "~/i18n/plural";

export interface RefundMailInput {
  to: string;
  language: Language;
  amountKopecks: number;
  paidAt: Date;
  /** When Pro now ends (now, or the end of an earlier paid period); null when the account had none. */
  proExpiresAt: Date | null;
  now: Date;
}

/** The refund e-mail, in the language the payment was made in. */
export function refundMail(input: RefundMailInput): MailMessage {
  const t = paymentsText[input.language].refundMail;
  const values = { amount: formatMoney(input.language, input.amountKopecks), paidAt: formatLongDate(input.paidAt.toISOString(), input.language) };
  const proLine =
    input.proExpiresAt && input.proExpiresAt.getTime() > input.now.getTime()
      ? interpolate(t.proUntil, { date: formatLongDate(input.proExpiresAt.toISOString(), input.language) })
      : t.proEnded;
  return textMail(input.to, t.subject, [interpolate(t.greeting, values), interpolate(t.text, values), proLine, t.signature].join("\n\n"));
}
