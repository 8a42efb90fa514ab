import { Link, NavLink } from "react-router";
import { TIMINGS } from "~/config/constants";
import { commonText } from "~/i18n/common";
import { useLocalizePath, useT } from "~/i18n/use-language";
import { AccountLinks } from "./account-links";
import { LanguageToggle } from "./language-toggle";
import { Logo } from "./logo";
import { MobileMenuButton } from "./mobile-menu-button";
import { NAV_ITEMS } from "./nav-items";
import { OnlineCounter } from "./online-counter";
import { useScrolledPast } from "./use-scrolled-past";
import { useViewer } from "~/features/auth";

export function SiteHeader() {
  const t = useT(commonText);
  const localize = useLocalizePath();
  const isScrolled = useScrolledPast(TIMINGS.headerScrollThresholdPx);
  const viewer = useViewer();

  return (
    <header
      data-scrolled={isScrolled}
      className={`sticky top-9 z-40 transition-colors duration-200 motion-reduce:transition-none ${
        isScrolled ? "bg-zinc-950/80 text-white shadow-lg backdrop-blur-md" : "bg-white text-zinc-900"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Logo label={t.header.home} />
        <nav aria-label={t.header.navLabel} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <NavLink
                  to={localize(item.path)}
                  className={({ isActive }) =>
                    `rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-current/10 ${isActive ? "underline decoration-2 underline-offset-8" : ""}`
                  }
                >
                  {t.header.nav[item.key]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-3">
          <OnlineCounter />
          {!viewer?.isPro && (
            <Link
              to={localize("/pro")}
              className="hidden rounded-md bg-amber-400 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-zinc-950 hover:bg-amber-300 sm:inline-block"
            >
              {t.header.pro}
            </Link>
          )}
          <LanguageToggle />
          <div className="hidden items-center gap-2 lg:flex">
            <AccountLinks />
          </div>
          <MobileMenuButton />
        </div>
      </div>
    </header>
  );
}
