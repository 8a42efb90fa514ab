// The payments feature's server-only public surface.
export { getSubscription } from "./subscription.server";
