// The profile statistics feature's public surface for browser and server code alike (issue 27, docs/decisions/037).
export { useAppearancesBeacon, useContactClickBeacon, useProfileViewBeacon } from "./stats-beacon";
export { ProfileStatsTab } from "./stats-tab";
export { SiteStatsCard } from "./site-stats-card";
export type { SiteStatsDay } from "./site-stats";
export type { StatsPanelData } from "./stats-panel-data";
