import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/adapters/db/client.server";
import { specialistProfiles, specialistServices, users } from "~/adapters/db/schema";
import type { Specialization } from "~/config/constants";
import { testViewer } from "../support/accounts";
import { withAppEnvironment } from "../support/app-modules";
import { databaseKinds } from "../support/databases";
import { callRoute } from "../support/route-call";

const DAY = 24 * 60 * 60 * 1000;

interface Seeded {
  id: string;
  specializations: Specialization[];
  prices: string[];
  accountType?: "Basic" | "Pro";
  proExpiresAt?: Date;
  showInSpecialists?: boolean;
  emailVerified?: boolean;
  hidden?: boolean;
}

/**
 * Listed specialists with their price lists, and the ones that must not count. Mixing: the lowest price of each listed
 * specialist who has one in roubles — 3000, 5000, 6000, 8000, 12 000, 20 000. Composers: 6000, 4000, 7000, 9000, only four.
 */
const people: Seeded[] = [
  { id: "m1", specializations: ["mixing-engineer"], prices: ["от 3000", "10 000"] },
  { id: "m2", specializations: ["mixing-engineer"], prices: ["5 000 ₽"] },
  { id: "m3", specializations: ["mixing-engineer"], prices: ["по договорённости", "8000"] },
  { id: "m4", specializations: ["mixing-engineer"], prices: ["12 000 руб.", "15000"] },
  { id: "m5", specializations: ["mixing-engineer"], prices: ["from 20000 RUB", "25 000"] },
  // Only words and another currency: counted nowhere (yet).
  { id: "m6", specializations: ["mixing-engineer", "composer"], prices: ["по договорённости", "300 $"] },
  // A Basic account with paid Pro access, listed: counts in both of its specializations, once each.
  {
    id: "m7",
    accountType: "Basic",
    proExpiresAt: new Date(Date.now() + 30 * DAY),
    specializations: ["mixing-engineer", "composer", "composer"],
    prices: ["6000", "6 500"],
  },
  { id: "c1", specializations: ["composer"], prices: ["4000"] },
  { id: "c2", specializations: ["composer"], prices: ["7000"] },
  { id: "c3", specializations: ["composer"], prices: ["9000"] },
  // Not listed, so not counted — each would have given composers their fifth price.
  { id: "basic", accountType: "Basic", specializations: ["mixing-engineer", "composer"], prices: ["100"] },
  { id: "hidden", specializations: ["mixing-engineer", "composer"], prices: ["100"], hidden: true },
  {
    id: "toggled-off",
    accountType: "Basic",
    proExpiresAt: new Date(Date.now() + 30 * DAY),
    showInSpecialists: false,
    specializations: ["mixing-engineer", "composer"],
    prices: ["100"],
  },
  { id: "unconfirmed", emailVerified: false, specializations: ["mixing-engineer", "composer"], prices: ["100"] },
  { id: "expired", accountType: "Basic", proExpiresAt: new Date(Date.now() - DAY), specializations: ["mixing-engineer", "composer"], prices: ["100"] },
];

async function seed(db: Database) {
  for (const person of people) {
    await db.insert(users).values({
      id: person.id,
      name: person.id,
      email: `${person.id}@example.com`,
      emailVerified: person.emailVerified ?? true,
      proExpiresAt: person.proExpiresAt ?? null,
      showInSpecialists: person.showInSpecialists ?? null,
    });
    await db.insert(specialistProfiles).values({
      userId: person.id,
      name: person.id,
      accountType: person.accountType ?? "Pro",
      specializations: person.specializations,
      ...(person.hidden && { hiddenAt: new Date(), hiddenVersion: 1, hiddenReason: "Проверка" }),
    });
    await db
      .insert(specialistServices)
      .values(
        person.prices.map((price, index) => ({ id: `${person.id}-${index}`, userId: person.id, title: `Услуга ${index}`, description: "Описание", price })),
      );
  }
}

/** Issue 27 "Rate guide": /rates from the listed specialists' own prices, on both databases. */
describe.each(databaseKinds)("the rate guide on $name", (kind) => {
  let environment: Awaited<ReturnType<typeof withAppEnvironment>>;
  let db: Database;

  beforeAll(async () => {
    environment = await withAppEnvironment(kind);
    db = await (await import("~/adapters/db/database.server")).getDb();
    await seed(db);
  });

  afterAll(async () => {
    await environment.close();
  });

  async function loadGuide(path = "/rates") {
    const route = await import("~/routes/rates");
    const answer = await callRoute(route.loader, new Request(`http://localhost${path}`));
    expect(answer.status).toBe(200);
    return ((await answer.json()) as Awaited<ReturnType<typeof route.loader>>).guide;
  }

  it("gives a specialization with 5 or more prices its median and middle half, and names the others without figures", async () => {
    const guide = await loadGuide();
    // [3000, 5000, 6000, 8000, 12 000, 20 000]: percentile positions 1.25, 2.5 and 3.75.
    expect(guide.shown).toEqual([{ specialization: "mixing-engineer", median: 7000, lowerQuartile: 5250, upperQuartile: 11000, prices: 6 }]);
    expect(guide.notYet).toContain("composer");
    expect(guide.notYet).toHaveLength(13);
    expect(await loadGuide("/en/rates")).toEqual(guide);
  });

  it("computes the percentiles as the database's percentile_cont does", async () => {
    const { percentile } = await import("~/features/rates/rate-guide");
    const lists = [[3000, 5000, 6000, 8000, 12000, 20000], [42], [1, 2], [7, 100, 2.5, 33, 1, 1], [4000, 6000, 7000, 9000, 9000]];
    for (const values of lists) {
      for (const p of [0.25, 0.5, 0.75]) {
        const { rows } = await db.execute<{ value: number }>(
          sql`select percentile_cont(${p}::float8) within group (order by v) as value from unnest(${sql.param(values)}::float8[]) as v`,
        );
        const [row] = rows;
        expect(
          percentile(
            [...values].sort((a, b) => a - b),
            p,
          ),
          `${p} of ${values.join(", ")}`,
        ).toBeCloseTo(Number(row?.value), 9);
      }
    }
  });

  it("shows a price as soon as the editor saves it: a fifth composer appears", async () => {
    // Read (and kept for 5 s) first: the editor's announced change must forget it.
    expect((await loadGuide()).shown.map((rates) => rates.specialization)).toEqual(["mixing-engineer"]);
    const { addService } = await import("~/features/profile-editor/profile-editor.server");
    const added = await addService(db, testViewer("m6", { pro: true }), { title: "Сведение", description: "Сведение трека", price: "от 9 000 ₽" });
    expect(added.ok).toBe(true);
    const guide = await loadGuide();
    expect(guide.shown).toEqual([
      // [4000, 6000, 7000, 9000, 9000]
      { specialization: "composer", median: 7000, lowerQuartile: 6000, upperQuartile: 9000, prices: 5 },
      // [3000, 5000, 6000, 8000, 9000, 12 000, 20 000]
      { specialization: "mixing-engineer", median: 8000, lowerQuartile: 5500, upperQuartile: 10500, prices: 7 },
    ]);
    expect(guide.notYet).not.toContain("composer");
  });

  it("is in the sitemap in both languages", async () => {
    const sitemap = await import("~/routes/sitemap-file");
    const answer = await callRoute(sitemap.loader, new Request("http://localhost/sitemaps/pages.xml"), { params: { file: "pages.xml" } });
    const xml = await answer.text();
    expect(xml).toMatch(/<loc>[^<]*\/rates<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]*\/en\/rates<\/loc>/);
  });
});
