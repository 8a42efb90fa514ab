import { lazy, Suspense } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { isGoogleConfigured } from "~/features/auth/auth.server";
import { getViewer } from "~/features/auth/session.server";
import { SignInDialogProvider } from "~/features/auth/sign-in-dialog-context";
import { useViewer } from "~/features/auth/use-viewer";
import { TIMINGS } from "~/config/constants";
import { JobDetailSkeleton } from "~/features/jobs/job-detail-skeleton";
import { PromoMarquee } from "~/features/layout/promo-marquee";
import { SiteFooter } from "~/features/layout/site-footer";
import { SiteHeader } from "~/features/layout/site-header";
import { DirectoryPageSkeleton, ProfileSkeleton } from "~/features/specialists/directory-skeleton";
import { ErrorPage } from "~/features/layout/error-page";
import { languageFromPath, stripLanguage } from "~/i18n/language";
import { LANGUAGE_ENTRY_SCRIPT } from "~/i18n/language-entry";
import { siteOrigin } from "~/seo/site-origin.server";
import { refuseNulInUrl } from "~/server/refuse-nul-in-url";
import { recordRoutePattern } from "~/server/request-context";
import { InlineStylesheet } from "~/ui/inline-stylesheet";
import { useNonce } from "~/ui/nonce";
import { useHoldAfter } from "~/ui/use-hold-after";
import type { Route } from "./+types/root";

// The stylesheet is inlined by the server (InlineStylesheet); in development Vite also loads it here, for hot reload.
if (import.meta.env.DEV) void import("./app.css");

// Out of every page's first load (docs/decisions/016, "First-load JavaScript"): the impersonation banner loads only where
// an admin acts as someone (the server renders it, and it is a plain form post, so it works before its code arrives).
// The skeletons stay in: they must show at a click's first moment, before any further code could arrive.
const ImpersonationBanner = lazy(() => import("~/features/layout/impersonation-banner").then((module) => ({ default: module.ImpersonationBanner })));

const LANGUAGE_ENTRY_ID = "language-entry";
let languageEntryInDocument: string | undefined;
/** The language script's text: the server's own; the browser reads it back from the document, so its bundle holds none of it. */
function languageEntryScript(): string {
  if (import.meta.env.SSR) return LANGUAGE_ENTRY_SCRIPT;
  return (languageEntryInDocument ??= document.getElementById(LANGUAGE_ENTRY_ID)?.textContent ?? "");
}

/**
 * Before every loader and action, of pages and resource routes alike: the route is named for the request metrics,
 * and an address holding NUL is refused (404 or 400).
 */
export const middleware: Route.MiddlewareFunction[] = [recordRoutePattern, refuseNulInUrl];

export async function loader({ request }: Route.LoaderArgs) {
  return { origin: siteOrigin(), viewer: await getViewer(request), isGoogleSignInEnabled: isGoogleConfigured() };
}

/**
 * The root's data (origin, viewer, Google on or off) does not change when only the query does: a search, a filter or
 * "Показать ещё" reloads the page's own loader alone, so a failure there shows the page's own error (spec 2 "Произошла
 * ошибка при загрузке вакансий") instead of the whole site's. Submissions, explicit revalidations (same address) and
 * moves to another page reload everything as usual.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const isReading = formMethod === undefined || formMethod.toUpperCase() === "GET"; // a link, or a search form (method get)
  if (isReading && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const language = languageFromPath(useLocation().pathname);
  const nonce = useNonce();
  const isImpersonated = useViewer()?.isImpersonated ?? false;
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the stylesheet and the body (React puts the head's meta and link tags first; they hold nothing up): a
            visit's first page may leave for the visitor's language before it paints (docs/decisions/016). The same
            text for everyone; the server never varies. */}
        <script id={LANGUAGE_ENTRY_ID} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: languageEntryScript() }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <InlineStylesheet nonce={nonce} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-zinc-50 pt-9 font-sans text-zinc-900 antialiased">
        <SignInDialogProvider>
          <PromoMarquee />
          <SiteHeader />
          {isImpersonated && (
            <Suspense>
              <ImpersonationBanner />
            </Suspense>
          )}
          {children}
          <SiteFooter />
        </SignInDialogProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

const isJobPath = (pathname: string) => stripLanguage(pathname).startsWith("/job/");
const isDirectoryPath = (pathname: string) => stripLanguage(pathname) === "/specialists";
const isProfilePath = (pathname: string) => stripLanguage(pathname).startsWith("/specialists/");

/** Skeletons while a click in the browser loads a job, a profile or the directory (spec 2, 4 "Specialists load"). */
export default function App() {
  const navigation = useNavigation();
  const location = useLocation();
  const opening = navigation.state === "loading" && navigation.location.pathname !== location.pathname ? navigation.location.pathname : null;
  const preparing = useHoldAfter(opening !== null && isDirectoryPath(opening), TIMINGS.specialistsPreparingMs);
  if (opening && isJobPath(opening)) return <JobDetailSkeleton />;
  if (opening && isProfilePath(opening)) return <ProfileSkeleton />;
  if (preparing.isOn && isDirectoryPath(opening ?? location.pathname)) return <DirectoryPageSkeleton isPreparing={preparing.isHolding} />;
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage isNotFound={status === 404} isBadRequest={status === 400} />;
}
