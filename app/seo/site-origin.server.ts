import { getEnv } from "~/config/env.server";

/** The public origin for absolute URLs, from configuration only (app/config/site-origin.ts). */
export function siteOrigin(): string {
  return getEnv().origin;
}
