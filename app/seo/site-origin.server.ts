import { getEnv } from "~/config/env.server";

/** The public origin for absolute URLs: PUBLIC_URL when configured, else the request's own. */
export function siteOrigin(request: Request): string {
  return getEnv().PUBLIC_URL?.replace(/\/$/, "") ?? new URL(request.url).origin;
}
