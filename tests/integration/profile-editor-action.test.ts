import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/adapters/db/client.server";
import { specialistProfiles, users } from "~/adapters/db/schema";
import type * as DashboardRoute from "~/routes/dashboard";
import { signUpAndSignIn } from "../support/accounts";
import { withAppEnvironment } from "../support/app-modules";
import { databaseKinds } from "../support/databases";
import { startMailQueue } from "../support/mail-queue";
import { callRoute } from "../support/route-call";

// The cabinet's action for the personal-info form (spec 5 "Profile update"): a new Pro saves a location alone, and a
// stored name, surname, band or experience cannot be emptied, whatever the form claims is stored (profile.schema.ts).
describe.each(databaseKinds)("the personal-info save through the cabinet's action on $name", (kind) => {
  const origin = "http://localhost:3000";
  let environment: Awaited<ReturnType<typeof withAppEnvironment>>;
  let dashboard: typeof DashboardRoute;
  let db: Database;
  let pro: { id: string; cookie: string };

  /** A form POST to the cabinet's action, as the editor's fetcher sends it: status and body. */
  async function post(fields: [string, string][], cookie: string) {
    const request = new Request(`${origin}/dashboard`, {
      method: "POST",
      headers: { origin, "content-type": "application/x-www-form-urlencoded", cookie },
      body: new URLSearchParams(fields),
    });
    const answer = await callRoute(dashboard.action, request, { pattern: "/dashboard" });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  }

  /** The personal-info form as PersonalInfoForm posts it: every field, `stored` once per kept field it lists. */
  const form = (fields: Record<string, string>, stored: string[] = []): [string, string][] => [
    ...Object.entries({
      intent: "save-profile",
      name: "",
      surname: "",
      email: "",
      workExperience: "",
      experience: "",
      telegramLink: "",
      website: "",
      location: "",
      languages: "",
      photoUrl: "",
      audioUrl: "",
      ...fields,
    }),
    ...stored.map((field): [string, string] => ["stored", field]),
  ];

  const profile = async () => (await db.select().from(specialistProfiles).where(eq(specialistProfiles.userId, pro.id)))[0];

  beforeAll(async () => {
    environment = await withAppEnvironment(kind);
    dashboard = await import("~/routes/dashboard");
    db = await (await import("~/adapters/db/database.server")).getDb();
    await startMailQueue(); // the sign-up's confirmation mail is enqueued
    // A new account: its profile row is made at sign-in, empty (no display name); then a month of Pro.
    pro = await signUpAndSignIn(db, "new-pro@example.com", { confirmed: true });
    await db
      .update(users)
      .set({ proExpiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000) })
      .where(eq(users.id, pro.id));
  });

  afterAll(() => environment.close());

  beforeEach(async () => {
    await db
      .update(specialistProfiles)
      .set({ name: "", surname: "", workExperience: "", experience: "", location: "" })
      .where(eq(specialistProfiles.userId, pro.id));
  });

  it("saves a new Pro's location alone, the never-filled fields staying empty", async () => {
    expect(await profile()).toMatchObject({ name: "", surname: "", experience: "" });
    expect(await post(form({ location: "Москва" }), pro.cookie)).toEqual({ status: 200, body: { ok: true, intent: "save-profile" } });
    expect(await profile()).toMatchObject({ name: "", surname: "", workExperience: "", experience: "", location: "Москва" });
  });

  it("refuses emptying a stored name with keepStored, as Conform's reply, and keeps it", async () => {
    expect((await post(form({ name: "Анна", location: "Москва" }), pro.cookie)).status).toBe(200);
    const refused = await post(form({ location: "Казань" }, ["name"]), pro.cookie);
    expect(refused).toMatchObject({
      status: 400,
      body: { ok: false, intent: "save-profile", error: "INVALID", submission: { status: "error", error: { name: ["keepStored"] } } },
    });
    expect(await profile()).toMatchObject({ name: "Анна", location: "Москва" });
  });

  it("refuses a forged clearing: a form that says nothing is stored still cannot empty what the database holds", async () => {
    expect((await post(form({ name: "Анна", surname: "Петрова", experience: "Сведение" }), pro.cookie)).status).toBe(200);
    const forged = await post(form({ surname: "Петрова" }, []), pro.cookie);
    expect(forged).toMatchObject({
      status: 400,
      body: { ok: false, error: "INVALID", submission: { error: { name: ["keepStored"], experience: ["keepStored"] } } },
    });
    expect(forged.body).not.toHaveProperty("submission.error.surname");
    expect(await profile()).toMatchObject({ name: "Анна", surname: "Петрова", experience: "Сведение" });
  });

  it("does not ask for a field the form claims is stored when the database holds none (its list is not believed either way)", async () => {
    expect(await post(form({ location: "Москва" }, ["name", "surname", "experience"]), pro.cookie)).toEqual({
      status: 200,
      body: { ok: true, intent: "save-profile" },
    });
    expect(await profile()).toMatchObject({ name: "", location: "Москва" });
  });
});
