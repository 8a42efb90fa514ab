import { eq } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { specialistProfiles, specialistServices, users } from "~/adapters/db/schema";
import { isListed } from "~/server/listed-specialists";
import { readsLikeCachedPages } from "~/server/shared-reads";
import { summarizeRates, type RateGuide } from "./rate-guide";

/**
 * The rate guide from the price lists of the specialists the directory lists (`isListed`: Pro, shown, not hidden by an
 * operator, complete). Every listed service is read once (a few per specialist) and summarized here, so what counts as
 * a price is the one rule the profile's cards show (`parseServicePrice`), not a second one in SQL.
 */
async function findRateGuide(db: Database): Promise<RateGuide> {
  const services = await db
    .select({ specialistId: users.id, specializations: specialistProfiles.specializations, price: specialistServices.price })
    .from(users)
    .innerJoin(specialistProfiles, eq(specialistProfiles.userId, users.id))
    .innerJoin(specialistServices, eq(specialistServices.userId, users.id))
    .where(isListed);
  return summarizeRates(services);
}

/**
 * The guide shared by every visitor as an anonymous page is (5 s), and read afresh after any announced change: a
 * service added, edited or deleted, a profile's specializations or its listing (site-changes.ts, "directory").
 */
const rateGuides = readsLikeCachedPages<RateGuide>(1);

export function getRateGuide(db: Database): Promise<RateGuide> {
  return rateGuides.get("listed", () => findRateGuide(db));
}
