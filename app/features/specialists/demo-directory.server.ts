import path from "node:path";
import type { Database } from "~/adapters/db/client.server";
import { logger } from "~/adapters/logger.server";
import { getStorage } from "~/adapters/storage/storage.server";
import type { Env } from "~/config/env.server";
import { getAuth } from "~/features/auth/auth.server";
import { demoReviewers, demoReviews } from "../../../demo/reviews";
import { demoSpecialists } from "../../../demo/specialists";
import { seedDemoReviews } from "~/features/reviews/demo-reviews.server";
import { seedDemoSpecialists } from "./demo-specialists.server";

/** The server runs from the project root (`npm start`), where demo/ is; the bundle lives elsewhere. */
const MEDIA_DIR = path.resolve("demo/specialists/media");

/** Whether this start adds the demo directory: DEMO_SPECIALISTS, else only on the embedded database. */
export const wantsDemoSpecialists = (env: Env) => (env.DEMO_SPECIALISTS ?? (env.DATABASE_URL ? "off" : "on")) === "on";

/** Adds the demo specialists and their reviews that are not there yet (a no-op after the first start). */
export async function addDemoSpecialists(db: Database, env: Env): Promise<void> {
  if (!wantsDemoSpecialists(env)) return;
  const context = await (await getAuth()).$context;
  const added = await seedDemoSpecialists(db, demoSpecialists, { storage: getStorage(), mediaDir: MEDIA_DIR, hashPassword: (password) => context.password.hash(password) });
  const reviews = await seedDemoReviews(db, demoReviewers, demoReviews);
  if (added > 0 || reviews > 0) logger.info({ specialists: added, reviews }, "demo specialists added");
}
