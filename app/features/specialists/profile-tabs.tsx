import { Link } from "react-router";
import { specialistsText } from "~/i18n/specialists";
import { useT } from "~/i18n/use-language";
import { PROFILE_TABS, type ProfileTab } from "./specialist";

/** The three sections as links (the tab is in the URL, so a section is linkable and renders on the server). */
export function ProfileTabs({ current }: { current: ProfileTab }) {
  const t = useT(specialistsText).profile;
  return (
    <nav aria-label={t.tabsLabel} className="flex gap-1 overflow-x-auto border-b border-zinc-200">
      {PROFILE_TABS.map((tab) => (
        <Link
          key={tab}
          to={tab === "about" ? "." : `?tab=${tab}`}
          preventScrollReset
          replace
          aria-current={tab === current ? "page" : undefined}
          className={`-mb-px shrink-0 border-b-2 px-4 py-3 text-sm font-semibold ${tab === current ? "border-violet-700 text-violet-800" : "border-transparent text-zinc-600 hover:text-zinc-900"}`}
        >
          {t.tabs[tab]}
        </Link>
      ))}
    </nav>
  );
}
