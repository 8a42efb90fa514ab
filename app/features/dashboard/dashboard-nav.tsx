import { Link } from "react-router";
import { dashboardText } from "~/i18n/dashboard";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";
import { DASHBOARD_TABS, type DashboardTab } from "./dashboard-tab";

/**
 * The buttons of the left column; each opens its panel through ?tab= so the choice survives a reload or a shared link.
 * `newInquiries`: the «Заявки» label's badge (docs/decisions/036).
 */
export function DashboardNav({ activeTab, newInquiries = 0 }: { activeTab: DashboardTab; newInquiries?: number }) {
  const t = useT(dashboardText).tabs;
  return (
    <nav aria-label={t.label}>
      <ul className="grid gap-2">
        {DASHBOARD_TABS.map((tab) => {
          const isActive = tab === activeTab;
          return (
            <li key={tab}>
              <Link
                to={`?tab=${tab}`}
                preventScrollReset
                aria-current={isActive ? "page" : undefined}
                className={`block rounded-lg border px-4 py-3 font-semibold transition ${
                  isActive
                    ? "border-violet-700 bg-violet-700 text-white"
                    : "border-zinc-200 bg-white text-zinc-800 hover:border-violet-600 hover:text-violet-700"
                }`}
              >
                {t[tab]}
                {tab === "inquiries" && newInquiries > 0 && (
                  <span className={`ml-2 rounded-full px-2 py-0.5 text-sm ${isActive ? "bg-white text-violet-800" : "bg-violet-700 text-white"}`}>
                    <span aria-hidden="true">{newInquiries}</span>
                    <span className="sr-only">{interpolate(t.inquiriesNew, { n: newInquiries })}</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
