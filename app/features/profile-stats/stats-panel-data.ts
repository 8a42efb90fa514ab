import type { StatFigures } from "./stats-figures";

/** What the cabinet's «Статистика» tab shows (getStatsPanel). */
export interface StatsPanelData {
  /** Pro users have statistics; others see a sample and the way to Pro. */
  isPro: boolean;
  /** Only a listed profile is counted. */
  isListed: boolean;
  /** The weekly mail is on (weekly_stats_mail_off_at is null). */
  isMailOn: boolean;
  /** How many days of this week (Monday first) have begun: 1 on Monday, 7 on Sunday. */
  daysIntoWeek: number;
  /** The last PROFILE_STATS.weeks Moscow weeks, oldest first; the last is this week so far. */
  weeks: { weekStart: string; figures: StatFigures }[];
  thisWeek: StatFigures;
  /** Last week's figures over the same days as this week's so far. */
  lastWeekSameDays: StatFigures;
  /** The share of peers (listed, sharing a specialization) viewed less often over the last 4 weeks; null with too few. */
  percentile: number | null;
}
