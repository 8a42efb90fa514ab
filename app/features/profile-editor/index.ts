// The profile editor's public surface for browser and server code alike; server-only exports are in index.server.ts.
export type { EditorData } from "./editor-data";
export { ProfileEditor } from "./profile-editor";
export { hasPublicProfile, listingGaps, paysForListing } from "./public-profile";
export { ViewProfileLink } from "./view-profile-link";
