import { data } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { getPaymentProvider } from "~/adapters/payments/payment-provider.server";
import { getViewer } from "~/features/auth/session.server";
import { createPayment } from "~/features/payments/create-payment.server";
import { createPaymentRequestSchema, type CreatePaymentResponse } from "~/features/payments/payment";
import { readPaymentRequest } from "~/features/payments/read-payment-request.server";
import { paymentsText } from "~/i18n/payments";
import { siteOrigin } from "~/seo/site-origin.server";
import { isForeignOrigin } from "~/server/foreign-origin";
import { requestInfoContext } from "~/server/request-context";
import type { Route } from "./+types/api-payments";
import { answerOnFailure } from "~/server/answer-on-failure.server";

const answer = (body: CreatePaymentResponse, status = 200) => data(body, { status, headers: { "Cache-Control": "no-store" } });

/**
 * POST /api/payments ({ plan, language } as JSON or a form; spec 7 "Create payment"): `{ confirmation_url }`,
 * or `{ message }` in the payer's language / `{ error: "AUTH_REQUIRED" }` with a non-OK status.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readPaymentRequest(request);
  const language = createPaymentRequestSchema.shape.language.parse(body.language);
  const t = paymentsText[language];
  if (isForeignOrigin(request)) return answer({ message: t.dialog.errors.generic }, 403);
  const viewer = await getViewer(request);
  if (!viewer) return answer({ error: "AUTH_REQUIRED" }, 401);
  const parsed = createPaymentRequestSchema.safeParse(body);
  if (!parsed.success) return answer({ message: t.server.planRequired }, 400);
  return answerOnFailure(
    { requestId: context.get(requestInfoContext).requestId, userId: viewer.id, message: "payment start failed" },
    async () => {
      const result = await createPayment(await getDb(), await getPaymentProvider(), viewer, { ...parsed.data, origin: siteOrigin() });
      if (result.ok) return answer({ confirmation_url: result.confirmationUrl });
      if (result.refusal === "USER_DATA_REQUIRED") return answer({ message: t.server.userDataRequired }, 400);
      return answer({ message: t.dialog.errors.generic }, 502);
    },
    () => answer({ message: t.dialog.errors.generic }, 500),
  );
}
