import { data, redirect } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { endImpersonation, getViewer } from "~/features/auth/index.server";
import { languageFromPath, localizePath } from "~/i18n/language";
import { isForeignOrigin } from "~/server/foreign-origin";
import type { Route } from "./+types/impersonation-end";

/** Nothing to see: the banner's "Завершить" posts here. */
export function loader() {
  throw data(null, { status: 404 });
}

/**
 * Ends the admin's impersonation (the banner's button on every page): back to the admin's own session, on the user's
 * console page — or, when the admin's own session has ended meanwhile, to the login page that leads there. Only a
 * browser that is impersonating has anything to end; anyone else gets 404.
 */
export async function action({ request }: Route.ActionArgs) {
  if (isForeignOrigin(request)) throw data(null, { status: 403 });
  const viewer = await getViewer(request);
  if (!viewer?.isImpersonated) throw data(null, { status: 404 });
  const ended = await endImpersonation(await getDb(), request, viewer.id);
  if (!ended) throw data(null, { status: 404 });
  const language = languageFromPath(new URL(request.url).pathname);
  const consolePage = localizePath(`/admin/users/${viewer.id}`, language);
  const next = ended.isAdminRestored ? consolePage : `${localizePath("/login", language)}?redirectTo=${encodeURIComponent(consolePage)}`;
  throw redirect(next, { headers: ended.headers });
}
