import { data, isRouteErrorResponse, useRouteError, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Database } from "~/adapters/db/client.server";
import { getDb } from "~/adapters/db/database.server";
import { getStorage } from "~/adapters/storage/storage.server";
import { logger } from "~/adapters/logger.server";
import type { RecordingAnalysis } from "~/features/audio";
import { getRecordingAnalyses } from "~/features/audio/index.server";
import { getViewer } from "~/features/auth/session.server";
import { InquiryButton } from "~/features/inquiries";
import { inquiryAction } from "~/features/inquiries/index.server";
import { ErrorPage } from "~/features/layout/error-page";
import type { Review } from "~/features/reviews/review";
import { hasReviewed, findSpecialistReviews } from "~/features/reviews/reviews.server";
import { ReviewsTab, type ReviewFormState } from "~/features/reviews/reviews-tab";
import { useContactClickBeacon, useProfileViewBeacon } from "~/features/profile-stats";
import { ProfileAbout } from "~/features/specialists/profile-about";
import { ProfileHeader } from "~/features/specialists/profile-header";
import { profilePageJsonLd } from "~/features/specialists/profile-json-ld";
import { BackToDirectoryLink, ProfileNotFound } from "~/features/specialists/profile-not-found";
import { ProfileProjects } from "~/features/specialists/profile-projects";
import { ProfileContactsPanel, ProfileInfoPanel } from "~/features/specialists/profile-side-panels";
import { ProfileTabs } from "~/features/specialists/profile-tabs";
import { getPublicProfile } from "~/features/specialists/profile.server";
import { displayName, PROFILE_TABS, type ProfileTab } from "~/features/specialists/specialist";
import { languageFromPath } from "~/i18n/language";
import { interpolate } from "~/i18n/plural";
import { specialistsText } from "~/i18n/specialists";
import { serializeJsonLd } from "~/seo/json-ld";
import { pageMeta } from "~/seo/page-meta";
import { siteOrigin } from "~/seo/site-origin.server";
import { useT } from "~/i18n/use-language";
import { requestInfoContext } from "~/server/request-context";
import { readsLikeCachedPages } from "~/server/shared-reads";
import { useNonce } from "~/ui/nonce";
import type { Route } from "./+types/specialist";

const isTab = (value: string | null): value is ProfileTab => (PROFILE_TABS as readonly (string | null)[]).includes(value);

/** Spec 8: a failed reviews load is the tab's own state ("Не удалось загрузить отзывы"), not an error page. */
async function loadReviews(db: Database, specialistId: string, requestId: string): Promise<Review[] | null> {
  try {
    return await findSpecialistReviews(db, specialistId);
  } catch (error) {
    logger.error({ err: error, requestId, specialistId }, "reviews failed to load");
    return null;
  }
}

/** The recordings' analyses; a page never fails for them (without one, the player plays the original and draws a line). */
async function loadRecordings(db: Database, urls: string[], requestId: string): Promise<Record<string, RecordingAnalysis>> {
  try {
    return await getRecordingAnalyses(db, getStorage(), urls);
  } catch (error) {
    logger.error({ err: error, requestId }, "recordings' analyses failed to load");
    return {};
  }
}

async function reviewFormState(db: Database, request: Request, specialistId: string): Promise<ReviewFormState> {
  const viewer = await getViewer(request);
  if (!viewer) return "open-to-write";
  if (viewer.id === specialistId) return "own-profile";
  if (await hasReviewed(db, viewer.id, specialistId)) return "already-reviewed";
  return viewer.emailVerified ? "open-to-write" : "confirm-email";
}

/** Public profiles, shared by every visitor as an anonymous page is (5 s, forgotten on any change: a profile's edit, a review, a Pro activation). */
const publicProfiles = readsLikeCachedPages<Awaited<ReturnType<typeof getPublicProfile>>>(1_000);

/** The public page, or, for its signed-in owner only, the page of a profile an operator hid (docs/decisions/019). */
async function findProfile(db: Database, request: Request, id: string) {
  const profile = await publicProfiles.get(id, () => getPublicProfile(db, id));
  if (profile) return profile;
  const viewer = await getViewer(request);
  return viewer?.id === id ? getPublicProfile(db, id, { asOwner: true }) : null;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const db = await getDb();
  const profile = await findProfile(db, request, params.id);
  if (!profile) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const tab = url.searchParams.get("tab");
  const isReviewsTab = tab === "reviews";
  const text = specialistsText[languageFromPath(url.pathname)];
  const labels = text.specializations;
  const origin = siteOrigin();
  // Per-visitor data only with a session: anonymous renders are cached and shared (docs/decisions/005-render-cache.md).
  const requestId = context.get(requestInfoContext).requestId;
  const shownTab = isTab(tab) ? tab : "about";
  const [reviews, formState] = isReviewsTab
    ? await Promise.all([loadReviews(db, profile.id, requestId), reviewFormState(db, request, profile.id)])
    : [null, "open-to-write" as const];
  // The recordings of the tab shown: the demo on "about", the projects' on "projects" (their waveforms and figures).
  const recordingUrls = shownTab === "about" ? [profile.audioUrl] : shownTab === "projects" ? profile.projects.map((project) => project.audioUrl) : [];
  const recordings = await loadRecordings(db, recordingUrls, requestId);
  return {
    profile,
    tab: shownTab,
    reviews,
    recordings,
    formState,
    jsonLd: serializeJsonLd(
      profilePageJsonLd(profile, {
        url: `${origin}${url.pathname}`,
        origin,
        jobTitles: profile.specializations.map((slug) => labels[slug]),
        unnamed: text.card.unnamed,
      }),
    ),
  };
}

/** The page's one write: a client's project inquiry to a Pro (docs/decisions/036); a POST, never cached. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return inquiryAction(request, params.id, context.get(requestInfoContext).requestId);
}

/** An inquiry changes nothing the page shows: its answer is the dialog's alone. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "send-inquiry" ? false : defaultShouldRevalidate;
}

export function meta(args: Route.MetaArgs) {
  const profile = args.loaderData?.profile;
  const t = specialistsText[languageFromPath(args.location.pathname)];
  if (!profile) return [{ title: t.profile.notFound }, { name: "robots", content: "noindex" }];
  const name = displayName(profile, t.card.unnamed);
  const specializations = profile.specializations.map((slug) => t.specializations[slug]).join(", ") || t.profile.seoFallback;
  return pageMeta(args, {
    title: name,
    description: interpolate(t.profile.seoDescription, { name, specializations }),
    image: profile.photoUrl || undefined,
    type: "profile",
  });
}

export default function SpecialistPage({ loaderData }: Route.ComponentProps) {
  const { profile, tab, jsonLd, reviews, formState, recordings } = loaderData;
  const nonce = useNonce();
  // Counted by a beacon after the page is up, never by the (cached) render (docs/decisions/037).
  useProfileViewBeacon(profile.id);
  useContactClickBeacon(profile.id);
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <BackToDirectoryLink />
      {profile.hidden && <HiddenNotice reason={profile.hidden.reason} />}
      <ProfileHeader
        profile={profile}
        action={
          // Only Pro profiles take inquiries (a Pro perk); the same for every visitor (the page is served from the render cache).
          profile.isPro &&
          !profile.hidden && (
            <InquiryButton
              specialistId={profile.id}
              specialistName={displayName(profile, "")}
              services={profile.services.map(({ id, title }) => ({ id, title }))}
            />
          )
        }
      />
      {/* Phones read contacts first, then the tabs, then the details; wide screens keep both panels in the side column. */}
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:grid-rows-[auto_auto_1fr] lg:gap-x-8">
        <ProfileContactsPanel profile={profile} className="lg:col-start-2 lg:row-start-2" />
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-span-3 lg:row-start-1">
          <ProfileTabs current={tab} />
          {tab === "about" && <ProfileAbout profile={profile} recordings={recordings} />}
          {tab === "projects" && <ProfileProjects projects={profile.projects} recordings={recordings} />}
          {tab === "reviews" && <ReviewsTab specialistId={profile.id} stats={profile.reviews} reviews={reviews} formState={formState} />}
        </div>
        <ProfileInfoPanel profile={profile} className="lg:col-start-2 lg:row-start-1" />
      </div>
    </main>
  );
}

/** Only the owner of a hidden profile sees its page: it says why nobody else does. */
function HiddenNotice({ reason }: { reason: string }) {
  const t = useT(specialistsText);
  return (
    <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      {interpolate(t.profile.hiddenNotice, { reason })}
    </p>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <ProfileNotFound /> : <ErrorPage isNotFound={false} />;
}
