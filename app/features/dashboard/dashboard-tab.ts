/** The cabinet's right column (spec 2 "Dashboard"), chosen by ?tab=; saved vacancies by default; "alerts" is issue 17's saved searches, "stats" issue 27's profile statistics, "inquiries" its project inquiries. */
export const DASHBOARD_TABS = ["saved", "alerts", "profile", "reviews", "stats", "inquiries"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

const DEFAULT_DASHBOARD_TAB: DashboardTab = "saved";

export function parseDashboardTab(value: string | null): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab === value) ?? DEFAULT_DASHBOARD_TAB;
}
