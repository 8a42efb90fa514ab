// The profile statistics feature's server-only public surface (issue 27, docs/decisions/037).
export { recordStatsEvent } from "./record-stats.server";
export { countStats } from "./stats-counting.server";
export { statsEventSchema } from "./stats-event.server";
export { getStatsPanel } from "./stats-panel.server";
export { getSiteStatsPerDay } from "./site-stats.server";
export { isStatsMailIntent, runStatsMailIntent } from "./weekly-mail-setting.server";
export { startProfileStats, stopProfileStats } from "./stats-rounds.server";
export { findStatsUnsubscribeTarget, unsubscribeStatsByToken, WEEKLY_STATS_UNSUBSCRIBE } from "./weekly-mail.server";
