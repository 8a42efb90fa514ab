// The specialists feature's server-only public surface.
export { findSpecialists } from "./directory.server";
export { findProjects, findServices, profileFields, readProfileContent } from "./profile.server";
