import path from "node:path";
import type { Database } from "~/adapters/db/client.server";
import { logger } from "~/adapters/logger.server";
import { getStorage } from "~/adapters/storage/storage.server";
import { getAuth } from "~/features/auth/index.server";
import { demoReviewers, demoReviews } from "../../../demo/reviews";
import { demoSpecialists } from "../../../demo/specialists";
import { seedDemoOperators } from "./demo-operators.server";
import { seedDemoReviews } from "./demo-reviews.server";
import { seedDemoSpecialists } from "./demo-specialists.server";

/** The server runs from the project root (`npm start`), where demo/ is; the bundle lives elsewhere. */
const MEDIA_DIR = path.resolve("demo/specialists/media");

/**
 * Adds the demo specialists, their reviews and the demo admin and moderator that are not there yet (a no-op after the first start). Only
 * with demo content on: app/entry.server.tsx loads this module (and with it the demo password) only then.
 */
export async function addDemoSpecialists(db: Database): Promise<void> {
  const context = await (await getAuth()).$context;
  const added = await seedDemoSpecialists(db, demoSpecialists, {
    storage: getStorage(),
    mediaDir: MEDIA_DIR,
    hashPassword: (password) => context.password.hash(password),
  });
  const reviews = await seedDemoReviews(db, demoReviewers, demoReviews);
  const operators = await seedDemoOperators(db, (password) => context.password.hash(password));
  if (added > 0 || reviews > 0 || operators > 0) logger.info({ specialists: added, reviews, operators }, "demo specialists added");
}
