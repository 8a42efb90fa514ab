// The console feature's server-only public surface.
export { markSeededProfileApproved } from "./profiles/profile-moderation.server";
