import { requireViewer } from "~/features/auth/session.server";
import { dashboardText } from "~/i18n/dashboard";
import { languageFromPath } from "~/i18n/language";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";
import type { Route } from "./+types/dashboard";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  return { email: viewer.email };
}

export function meta({ location }: Route.MetaArgs) {
  return [{ title: dashboardText[languageFromPath(location.pathname)].seoTitle }, { name: "robots", content: "noindex" }];
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const t = useT(dashboardText);
  return (
    <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold">{interpolate(t.greeting, { email: loaderData.email })}</h1>
    </main>
  );
}
