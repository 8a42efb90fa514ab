// The specialists feature's server-only public surface.
export { findSpecialists } from "./directory.server";
export { findProjects, findServices, profileFields, readProfileContent } from "./profile.server";
export { approveProfile, hideProfile, markSeededProfileApproved, setAccountType, unhideProfile } from "./profile-moderation.server";
