import { redirect } from "react-router";
import { signOut } from "~/features/auth/sign-in.server";
import { languageFromPath, localizePath } from "~/i18n/language";
import type { Route } from "./+types/logout";

export const action = ({ request }: Route.ActionArgs) => signOut(request);

/** Signing out is a POST; a plain visit just goes home. */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(localizePath("/", languageFromPath(new URL(request.url).pathname)));
}
