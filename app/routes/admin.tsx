import { Outlet } from "react-router";
import { requireConsoleSection } from "~/features/console/console-access.server";
import { ConsoleNav } from "~/features/console/console-nav";
import { sectionsFor } from "~/features/console/console-sections";
import { consoleText } from "~/i18n/console";
import { languageFromPath } from "~/i18n/language";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";
import type { Route } from "./+types/admin";

// The operator's console (issue 16, docs/decisions/018): its layout opens for moderators and admins; each section's
// own loader checks its role again, so a section is never served on the layout's word.
export async function loader({ request }: Route.LoaderArgs) {
  const operator = await requireConsoleSection(request, "overview");
  return { email: operator.email, role: operator.role, sections: sectionsFor(operator.role) };
}

export function meta({ location }: Route.MetaArgs) {
  return [{ title: consoleText[languageFromPath(location.pathname)].seoTitle }, { name: "robots", content: "noindex, nofollow" }];
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  const t = useT(consoleText);
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-zinc-900">{t.title}</h1>
        <p className="text-sm text-zinc-700">{interpolate(t.signedInAs, { email: loaderData.email, role: t.roles[loaderData.role] })}</p>
      </header>
      <ConsoleNav sections={loaderData.sections} />
      <Outlet />
    </main>
  );
}
