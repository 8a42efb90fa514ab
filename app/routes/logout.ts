import { redirect } from "react-router";
import { signOut } from "~/features/auth/sign-in.server";
import { languageFromPath, localizePath } from "~/i18n/language";
import { isForeignOrigin } from "~/server/foreign-origin";
import type { Route } from "./+types/logout";

/** Signing out is a write like any other: a page on another origin (even a sibling subdomain) cannot do it. */
export const action = async ({ request }: Route.ActionArgs) => (isForeignOrigin(request) ? new Response(null, { status: 403 }) : signOut(request));

/** Signing out is a POST; a plain visit just goes home. */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(localizePath("/", languageFromPath(new URL(request.url).pathname)));
}
