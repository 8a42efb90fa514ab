// The auth feature's server-only public surface.
export { getAuth } from "./auth.server";
export { setUserRole, StaleRoleError, UnknownAccountError } from "./roles.server";
export { endEndedImpersonation, getImpersonator, getViewer } from "./session.server";
export { runAccountAddressIntent } from "./account-address-action.server";
