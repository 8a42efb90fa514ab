import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { specialistProfiles, users } from "~/adapters/db/schema";
import { findMatchingSpecialistIds } from "~/features/specialists/directory.server";
import { getPublicProfile } from "~/features/specialists/profile.server";
import { listingGaps, paysForListing } from "~/features/profile-editor/public-profile";
import { databaseKinds, useMigratedDatabase } from "../support/databases";

// Issue 24 (docs/decisions/032): a profile is listed only with a confirmed address, a name and a specialization, on top
// of spec 4's rule — and the cabinet's JavaScript mirror (paysForListing + listingGaps) says the same as the SQL for every
// combination.
const combinations = [false, true].flatMap((confirmed) =>
  ["", "  ", "Анна"].flatMap((name) =>
    [[], ["sound-designer"]].flatMap((specializations) =>
      (["Pro", "active", "active-hidden", "none"] as const).map((pays) => ({ confirmed, name, specializations, pays })),
    ),
  ),
);

describe.each(databaseKinds)("who is listed, on $name", (kind) => {
  const database = useMigratedDatabase(kind);

  it("lists exactly the paying, confirmed, named and specialised profiles, as the cabinet's mirror says", async () => {
    const { db } = database;
    const month = new Date(Date.now() + 30 * 86_400_000);
    for (const [index, { confirmed, name, specializations, pays }] of combinations.entries()) {
      const id = `combo-${String(index).padStart(3, "0")}`;
      await db.insert(users).values({
        id,
        name: "Отображаемое имя",
        email: `${id}@example.com`,
        emailVerified: confirmed,
        proExpiresAt: pays === "active" || pays === "active-hidden" ? month : null,
        showInSpecialists: pays === "active-hidden" ? false : null,
      });
      await db.insert(specialistProfiles).values({ userId: id, name, specializations, accountType: pays === "Pro" ? "Pro" : "Basic" });
    }
    const listed = new Set(await findMatchingSpecialistIds(db, { q: "", specializations: [], location: "" }));
    const expected = combinations.flatMap(({ confirmed, name, specializations, pays }, index) => {
      const editor = {
        accountType: pays === "Pro" ? ("Pro" as const) : ("Basic" as const),
        hasActivePro: pays.startsWith("active"),
        showInSpecialists: pays !== "active-hidden",
      };
      return paysForListing(editor) && listingGaps({ name, specializations }, confirmed).length === 0 ? [`combo-${String(index).padStart(3, "0")}`] : [];
    });
    expect(expected).toHaveLength(2); // account type Pro, and active Pro listed: each confirmed, named "Анна" and specialised
    expect([...listed].filter((id) => id.startsWith("combo-")).sort()).toEqual(expected);
  });

  it("gives an empty paid profile and an unconfirmed one no public page (the owner's own view included)", async () => {
    const { db } = database;
    const month = new Date(Date.now() + 30 * 86_400_000);
    await db.insert(users).values([
      { id: "empty-paid", name: "", email: "empty-paid@example.com", emailVerified: true, proExpiresAt: month },
      { id: "unconfirmed-paid", name: "", email: "unconfirmed-paid@example.com", emailVerified: false, proExpiresAt: month },
    ]);
    await db.insert(specialistProfiles).values([
      { userId: "empty-paid", name: "", specializations: [] },
      { userId: "unconfirmed-paid", name: "Борис", specializations: ["composer"] },
    ]);
    for (const id of ["empty-paid", "unconfirmed-paid"]) {
      expect(await getPublicProfile(db, id)).toBeNull();
      expect(await getPublicProfile(db, id, { asOwner: true })).toBeNull();
    }
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, "unconfirmed-paid"));
    expect(await getPublicProfile(db, "unconfirmed-paid")).toMatchObject({ id: "unconfirmed-paid", name: "Борис" });
  });
});
