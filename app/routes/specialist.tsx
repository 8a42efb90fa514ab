import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { ErrorPage } from "~/features/layout/error-page";
import { ProfileAbout } from "~/features/specialists/profile-about";
import { ProfileHeader } from "~/features/specialists/profile-header";
import { profilePageJsonLd } from "~/features/specialists/profile-json-ld";
import { BackToDirectoryLink, ProfileNotFound } from "~/features/specialists/profile-not-found";
import { ProfileProjects } from "~/features/specialists/profile-projects";
import { ProfileSidePanels } from "~/features/specialists/profile-side-panels";
import { ProfileTabs } from "~/features/specialists/profile-tabs";
import { getPublicProfile } from "~/features/specialists/profile.server";
import { fullName, PROFILE_TABS, type ProfileTab } from "~/features/specialists/specialist";
import { languageFromPath } from "~/i18n/language";
import { interpolate } from "~/i18n/plural";
import { specialistsText } from "~/i18n/specialists";
import { useT } from "~/i18n/use-language";
import { serializeJsonLd } from "~/seo/json-ld";
import { pageMeta } from "~/seo/page-meta";
import { siteOrigin } from "~/seo/site-origin.server";
import { useNonce } from "~/ui/nonce";
import type { Route } from "./+types/specialist";

const isTab = (value: string | null): value is ProfileTab => (PROFILE_TABS as readonly (string | null)[]).includes(value);

export async function loader({ params, request }: Route.LoaderArgs) {
  const profile = await getPublicProfile(await getDb(), params.id);
  if (!profile) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const tab = url.searchParams.get("tab");
  const labels = specialistsText[languageFromPath(url.pathname)].specializations;
  const origin = siteOrigin(request);
  return {
    profile,
    tab: isTab(tab) ? tab : "about",
    jsonLd: serializeJsonLd(profilePageJsonLd(profile, { url: `${origin}${url.pathname}`, origin, jobTitles: profile.specializations.map((slug) => labels[slug]) })),
  };
}

export function meta(args: Route.MetaArgs) {
  const profile = args.loaderData?.profile;
  const t = specialistsText[languageFromPath(args.location.pathname)];
  if (!profile) return [{ title: t.profile.notFound }, { name: "robots", content: "noindex" }];
  const name = fullName(profile);
  const specializations = profile.specializations.map((slug) => t.specializations[slug]).join(", ") || t.profile.seoFallback;
  return pageMeta(args, { title: name, description: interpolate(t.profile.seoDescription, { name, specializations }), image: profile.photoUrl || undefined, type: "profile" });
}

export default function SpecialistPage({ loaderData }: Route.ComponentProps) {
  const { profile, tab, jsonLd } = loaderData;
  const t = useT(specialistsText).profile;
  const nonce = useNonce();
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <BackToDirectoryLink />
      <ProfileHeader profile={profile} />
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          <ProfileTabs current={tab} />
          {tab === "about" && <ProfileAbout profile={profile} />}
          {tab === "projects" && <ProfileProjects projects={profile.projects} />}
          {tab === "reviews" && <p className="rounded-xl border border-dashed border-zinc-300 bg-white p-10 text-center text-zinc-700">{t.reviewsSoon}</p>}
        </div>
        <aside>
          <ProfileSidePanels profile={profile} />
        </aside>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <ProfileNotFound /> : <ErrorPage isNotFound={false} />;
}
