import { useRouteLoaderData } from "react-router";
import type { Viewer } from "./session.server";

/** The signed-in user from the root loader (null when signed out or on an error page without data). */
export function useViewer(): Viewer | null {
  const data = useRouteLoaderData("root") as { viewer?: Viewer | null } | undefined;
  return data?.viewer ?? null;
}

/** Whether "Войти через Google" is offered here (Google is configured on this server). */
export function useIsGoogleSignInEnabled(): boolean {
  const data = useRouteLoaderData("root") as { isGoogleSignInEnabled?: boolean } | undefined;
  return data?.isGoogleSignInEnabled ?? false;
}
