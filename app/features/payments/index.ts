// The payments feature's public surface for browser and server code alike; server-only exports are in index.server.ts.
export type { PaymentHistoryItem, Subscription } from "./payment";
export { PaymentDialog } from "./payment-dialog";
export { PaymentHistory } from "./payment-history";
export { usePlanTexts } from "./use-plan-texts";
