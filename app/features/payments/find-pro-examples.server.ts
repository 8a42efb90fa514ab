import { randomBytes } from "node:crypto";
import type { Database } from "~/adapters/db/client.server";
import { PRO_EXAMPLE_PROFILES } from "~/config/constants";
import { findSpecialists } from "~/features/specialists/index.server";
import type { SpecialistCardData as SpecialistCard } from "~/features/specialists";

/** A few listed specialists for the Pro landing, in the directory's shuffled order with a fresh seed. */
export async function findProExamples(db: Database): Promise<SpecialistCard[]> {
  const noFilters = { q: "", specializations: [], location: "" };
  const { specialists } = await findSpecialists(db, noFilters, { seed: randomBytes(6).toString("hex"), pages: 1 });
  return specialists.slice(0, PRO_EXAMPLE_PROFILES);
}
