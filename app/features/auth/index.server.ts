// The auth feature's server-only public surface.
export { getAuth } from "./auth.server";
export { setUserRole, UnknownAccountError } from "./roles.server";
export { endEndedImpersonation, getImpersonator, getViewer } from "./session.server";
export { runAccountAddressIntent } from "./account-address-action.server";
export { banUser, changeRole, endImpersonation, revokeSessions, startImpersonation, unbanUser, type UserDecisionOutcome } from "./user-decisions.server";
