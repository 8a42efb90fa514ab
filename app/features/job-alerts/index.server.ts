// The job alerts feature's server-only public surface.
export { JOB_ALERTS_MATCH_QUEUE } from "./alert-delivery.server";
export { startSiteJobAlerts } from "./alert-delivery-site.server";
export { getUnsubscribeKey } from "./unsubscribe-token.server";
export { findUnsubscribeTarget, unsubscribeByToken, type UnsubscribeTarget } from "./unsubscribe.server";
export { runSavedSearchIntent, savedSearchesTabPath } from "./saved-search-action.server";
export {
  createSavedSearch,
  deleteSavedSearch,
  hasTelegramLink,
  listSavedSearches,
  NEW_COUNT_CAP,
  openSavedSearch,
  SAVED_SEARCH_LIMIT_CONSTRAINT,
  updateSavedSearch,
} from "./saved-searches.server";
