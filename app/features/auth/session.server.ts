import { redirect } from "react-router";
import { DEFAULT_USER_NAME } from "~/config/constants";
import { localizePath, languageFromPath } from "~/i18n/language";
import { getAuth } from "./auth.server";

/** Who is signed in, as the pages need it. Pro is active while the paid period lasts (spec 4). */
export interface Viewer {
  id: string;
  email: string;
  name: string;
  image: string | null;
  hasActivePro: boolean;
}

const SESSION_COOKIE = /(^|;\s*)[^=;]*session_token=/;

// The root loader and the page's loader ask for the same request: one session lookup serves both.
const viewers = new WeakMap<Request, Promise<Viewer | null>>();

/** The signed-in user, or null. Requests without a session cookie never touch the database. */
export function getViewer(request: Request): Promise<Viewer | null> {
  let viewer = viewers.get(request);
  if (!viewer) {
    viewer = lookUpViewer(request);
    viewers.set(request, viewer);
  }
  return viewer;
}

async function lookUpViewer(request: Request): Promise<Viewer | null> {
  if (!SESSION_COOKIE.test(request.headers.get("cookie") ?? "")) return null;
  const session = await (await getAuth()).api.getSession({ headers: request.headers });
  if (!session) return null;
  const { user } = session;
  const expiresAt = user.proExpiresAt ? new Date(user.proExpiresAt) : null;
  return {
    id: user.id,
    email: user.email,
    name: user.name.trim() || DEFAULT_USER_NAME,
    image: user.image ?? null,
    hasActivePro: Boolean(expiresAt && expiresAt.getTime() > Date.now()),
  };
}

/** The signed-in user, or a redirect to the login page that comes back here afterwards. */
export async function requireViewer(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (viewer) return viewer;
  const url = new URL(request.url);
  const login = localizePath("/login", languageFromPath(url.pathname));
  throw redirect(`${login}?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}
