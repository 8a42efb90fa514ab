// The payments feature's server-only public surface.
export { getSubscription } from "./subscription.server";
export { listUserPayments } from "./payment-history.server";
export { applyProviderRefund, refundWindowEnd, requestRefund, resumeRefund, type RefundRequestResult } from "./refunds.server";
export { grantPro, type GrantProResult } from "./grant-pro.server";
export { startPaymentReconciliation } from "./reconcile-scheduler.server";
export { refundPayment, resumePaymentRefund } from "./operator-refunds.server";
