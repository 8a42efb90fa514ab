// The job alerts feature's public surface for browser and server code alike; server-only exports are in index.server.ts.
export { SaveSearchButton } from "./save-search-button";
export { SavedSearchesPanel } from "./saved-searches-panel";
export type { SavedSearchesPanelData } from "./saved-search";
export { parseSavedSearchIntent } from "./saved-search.schema";
