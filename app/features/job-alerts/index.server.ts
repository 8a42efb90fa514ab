// The job alerts feature's server-only public surface.
export { JOB_ALERTS_MATCH_QUEUE } from "./alert-delivery.server";
export { startSiteJobAlerts } from "./alert-delivery-site.server";
export { getUnsubscribeKey } from "./unsubscribe-token.server";
export { findUnsubscribeTarget, unsubscribeByToken } from "./unsubscribe.server";
export { runSavedSearchIntent } from "./saved-search-action.server";
export { hasTelegramLink, listSavedSearches } from "./saved-searches.server";
