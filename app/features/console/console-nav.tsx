import { NavLink } from "react-router";
import { consoleText } from "~/i18n/console";
import { localizePath } from "~/i18n/language";
import { useLanguage, useT } from "~/i18n/use-language";
import type { ConsoleSection } from "./console-sections";

const PATHS: Record<ConsoleSection, string> = {
  overview: "/admin",
  profiles: "/admin/profiles",
  reviews: "/admin/reviews",
  jobs: "/admin/jobs",
  submissions: "/admin/submissions",
  inquiries: "/admin/inquiries",
  payments: "/admin/payments",
  users: "/admin/users",
  audit: "/admin/audit",
};

/** The console's sections this operator may open: a bar of links that wraps on a phone. */
export function ConsoleNav({ sections }: { sections: ConsoleSection[] }) {
  const t = useT(consoleText);
  const language = useLanguage();
  return (
    <nav aria-label={t.nav.label} className="flex flex-wrap gap-2 border-b border-zinc-200 pb-3">
      {sections.map((section) => (
        <NavLink
          key={section}
          to={localizePath(PATHS[section], language)}
          end={section === "overview"}
          className={({ isActive }) =>
            `rounded-md px-3 py-2 text-sm font-semibold ${isActive ? "bg-violet-700 text-white" : "text-zinc-800 hover:bg-violet-50 hover:text-violet-800"}`
          }
        >
          {t.nav[section]}
        </NavLink>
      ))}
    </nav>
  );
}
