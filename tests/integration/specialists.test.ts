import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/adapters/db/client.server";
import { specialistProfiles, specialistProjects, specialistServices, users } from "~/adapters/db/schema";
import { LIMITS, SPECIALISTS_PAGE_SIZE } from "~/config/constants";
import type { Viewer } from "~/features/auth/session.server";
import {
  findListedSpecialistIds,
  findSpecialistLocations,
  findSpecialists,
  forgetDirectoryReads,
  getMatchingSpecialistIds,
} from "~/features/specialists/directory.server";
import {
  addProject,
  addService,
  deleteProject,
  deleteService,
  getEditorData,
  savePersonalInfo,
  setShowInSpecialists,
  updateService,
  type StoredFiles,
} from "~/features/profile-editor/profile-editor.server";
import { getPublicProfile } from "~/features/specialists/profile.server";
import type { SpecialistFilters } from "~/features/specialists/specialist";
import { testViewer } from "../support/accounts";
import { databaseKinds, useMigratedDatabase } from "../support/databases";
import { refusal } from "../support/pg-refusal";

const DAY = 24 * 60 * 60 * 1000;
const future = () => new Date(Date.now() + 30 * DAY);
const past = () => new Date(Date.now() - DAY);
const none: SpecialistFilters = { q: "", specializations: [], location: "" };

/** Files "in storage": URLs of the shape /uploads/{key}. */
function filesHolding(...keys: string[]): StoredFiles {
  return {
    keyFromUrl: (url) => (url.startsWith("/uploads/") ? (url.slice("/uploads/".length).split("?")[0] ?? null) : null),
    exists: async (key) => keys.includes(key),
  };
}

interface Person {
  id: string;
  /** Confirmed unless false: the directory lists only a confirmed address (issue 24). */
  emailVerified?: boolean;
  proExpiresAt?: Date | null;
  showInSpecialists?: boolean | null;
  profile?: Partial<typeof specialistProfiles.$inferInsert> | null;
}

async function addPeople(db: Database, people: Person[]) {
  for (const person of people) {
    await db.insert(users).values({
      id: person.id,
      name: `Имя ${person.id}`,
      surname: person.id,
      email: `${person.id}@example.com`,
      emailVerified: person.emailVerified ?? true,
      proExpiresAt: person.proExpiresAt ?? null,
      showInSpecialists: person.showInSpecialists ?? null,
    });
    if (person.profile !== null) await db.insert(specialistProfiles).values({ userId: person.id, name: person.id, ...person.profile });
  }
}

const viewer = (id: string, hasActivePro: boolean): Viewer => testViewer(id, { pro: hasActivePro });

describe.each(databaseKinds)("specialists on $name", (kind) => {
  const database = useMigratedDatabase(kind);

  beforeEach(async () => {
    await database.db.delete(users);
  });

  describe("catalogue visibility (spec 4)", () => {
    beforeEach(async () => {
      await addPeople(database.db, [
        { id: "pro-type", profile: { accountType: "Pro", location: "Москва", specializations: ["composer"] } },
        { id: "pro-type-expired", proExpiresAt: past(), showInSpecialists: false, profile: { accountType: "Pro", specializations: ["producer"] } },
        {
          id: "access-toggle-on",
          proExpiresAt: future(),
          showInSpecialists: true,
          profile: { location: "Казань", specializations: ["foley-artist", "sound-designer"] },
        },
        { id: "access-toggle-off", proExpiresAt: future(), showInSpecialists: false, profile: {} },
        { id: "access-undefined", proExpiresAt: future(), showInSpecialists: null, profile: { location: " ", specializations: ["producer"] } },
        { id: "access-no-profile", proExpiresAt: future(), showInSpecialists: true, profile: null },
        { id: "expired", proExpiresAt: past(), showInSpecialists: true, profile: {} },
        { id: "basic", profile: {} },
        // Since issue 24 a listed profile needs a confirmed address, a name and a specialization; a Pro user without a
        // profile row is not listed either (app/server/listed-specialists.ts).
        { id: "unconfirmed", emailVerified: false, profile: { accountType: "Pro", specializations: ["producer"] } },
        { id: "no-specialization", profile: { accountType: "Pro" } },
      ]);
    });

    it("lists Pro type always, active Pro unless hidden, nobody else: not without a profile, a confirmed address or a specialization", async () => {
      const page = await findSpecialists(database.db, none, { seed: "a", pages: 1 });
      // Issue 24: a Pro user without a profile row (once a synthesized entry) is no longer listed.
      expect(page.specialists.map((card) => card.id).sort()).toEqual(["access-toggle-on", "access-undefined", "pro-type", "pro-type-expired"]);
      expect(page.total).toBe(4);
      expect(page.hasMore).toBe(false);
    });

    it("never lists a blank name; 'verified' only for the version an operator approved", async () => {
      await addPeople(database.db, [
        { id: "blank-name", proExpiresAt: future(), profile: { name: "  ", surname: "", specializations: ["producer"] } },
        { id: "complete", proExpiresAt: future(), profile: { name: "Анна", surname: "Петрова", experience: "Сведение.", specializations: ["composer"] } },
        { id: "approved", proExpiresAt: future(), profile: { name: "Ира", specializations: ["producer"], contentVersion: 3, approvedVersion: 3 } },
        { id: "changed-since", proExpiresAt: future(), profile: { name: "Оля", specializations: ["producer"], contentVersion: 4, approvedVersion: 3 } },
      ]);
      const page = await findSpecialists(database.db, none, { seed: "a", pages: 1 });
      // Issue 24: a blank profile name is not listed (it fell back to the account's name before).
      expect(page.specialists.map((card) => card.id)).not.toContain("blank-name");
      expect(await getPublicProfile(database.db, "blank-name")).toBeNull();
      // Complete is not approved (issue 14): only an operator's approval of the current version earns the mark.
      expect(await getPublicProfile(database.db, "complete")).toMatchObject({ name: "Анна", isApproved: false });
      expect(await getPublicProfile(database.db, "approved")).toMatchObject({ isApproved: true });
      expect(await getPublicProfile(database.db, "changed-since")).toMatchObject({ isApproved: false });
      expect(await getPublicProfile(database.db, "access-toggle-on")).toMatchObject({ isApproved: false });
    });

    it("marks as Pro (the badge) account type Pro and active paid access alike, on cards and profiles (spec 6)", async () => {
      const page = await findSpecialists(database.db, none, { seed: "a", pages: 1 });
      const badges = Object.fromEntries(page.specialists.map((card) => [card.id, card.isPro]));
      expect(badges).toEqual({ "access-toggle-on": true, "access-undefined": true, "pro-type": true, "pro-type-expired": true });
      for (const id of ["access-toggle-on", "pro-type-expired"]) expect((await getPublicProfile(database.db, id))?.isPro).toBe(true);
    });

    it("puts the listed, and only them, in the sitemap", async () => {
      const listed = await findListedSpecialistIds(database.db, 100);
      expect(listed.map((entry) => entry.id)).toEqual(["access-toggle-on", "access-undefined", "pro-type", "pro-type-expired"]);
      expect(listed[0]?.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(await findListedSpecialistIds(database.db, 2)).toHaveLength(2);
    });

    it("gives a public profile to the listed only", async () => {
      for (const id of ["pro-type", "access-toggle-on", "access-undefined"]) expect(await getPublicProfile(database.db, id)).not.toBeNull();
      for (const id of ["access-toggle-off", "expired", "basic", "nobody", "access-no-profile", "unconfirmed", "no-specialization"])
        expect(await getPublicProfile(database.db, id)).toBeNull();
    });

    it("filters by name, any of the chosen specializations, and location; offers the listed locations", async () => {
      const ids = async (filters: Partial<SpecialistFilters>) =>
        (await findSpecialists(database.db, { ...none, ...filters }, { seed: "a", pages: 1 })).specialists.map((card) => card.id).sort();
      expect(await ids({ q: "TOGGLE-on" })).toEqual(["access-toggle-on"]);
      // The account's name found a Pro user without a profile row; since issue 24 such a user is not listed.
      expect(await ids({ q: "имя access-no" })).toEqual([]);
      expect(await ids({ q: "100%" })).toEqual([]);
      expect(await ids({ specializations: ["sound-designer", "composer"] })).toEqual(["access-toggle-on", "pro-type"]);
      expect(await ids({ location: "Казань" })).toEqual(["access-toggle-on"]);
      expect(await findSpecialistLocations(database.db)).toEqual(["Казань", "Москва"]);
    });

    it("shuffles by seed and keeps one order for a seed", async () => {
      const order = async (seed: string) => (await findSpecialists(database.db, none, { seed, pages: 1 })).specialists.map((card) => card.id);
      expect(await order("x")).toEqual(await order("x"));
      const orders = new Set(await Promise.all(["a", "b", "c", "d", "e", "f"].map(async (seed) => (await order(seed)).join())));
      expect(orders.size).toBeGreaterThan(1);
    });

    it("pages through one seed's order without repeating anyone, and counts everyone", async () => {
      await addPeople(
        database.db,
        Array.from({ length: SPECIALISTS_PAGE_SIZE + 5 }, (_, index) => ({
          id: `more-${index}`,
          profile: { accountType: "Pro" as const, specializations: ["producer" as const] },
        })),
      );
      const first = await findSpecialists(database.db, none, { seed: "s", pages: 1 });
      const both = await findSpecialists(database.db, none, { seed: "s", pages: 2 });
      expect(first.specialists).toHaveLength(SPECIALISTS_PAGE_SIZE);
      expect(first).toMatchObject({ total: SPECIALISTS_PAGE_SIZE + 9, hasMore: true });
      expect(both.specialists.slice(0, SPECIALISTS_PAGE_SIZE)).toEqual(first.specialists);
      expect(new Set(both.specialists.map((card) => card.id)).size).toBe(SPECIALISTS_PAGE_SIZE + 9);
      expect(both.hasMore).toBe(false);
    });

    it("shares the matching ids between visitors; a change made through the editor shows on the next page", async () => {
      forgetDirectoryReads();
      const shared = { seed: "a", pages: 1, matchingIds: getMatchingSpecialistIds };
      const listedIds = async () => (await findSpecialists(database.db, none, shared)).specialists.map((card) => card.id).sort();
      expect(await listedIds()).toContain("access-toggle-on");

      await setShowInSpecialists(database.db, viewer("access-toggle-on", true), false);
      expect(await listedIds()).not.toContain("access-toggle-on");
      await setShowInSpecialists(database.db, viewer("access-toggle-on", true), true);
      expect(await listedIds()).toContain("access-toggle-on");

      // Changed behind the app's back (another instance): the shared ids still name them, but the card is left out.
      await database.db.update(users).set({ showInSpecialists: false }).where(eq(users.id, "access-toggle-on"));
      const page = await findSpecialists(database.db, none, shared);
      expect(page.specialists.map((card) => card.id)).not.toContain("access-toggle-on");
      forgetDirectoryReads();
      expect((await findSpecialists(database.db, none, shared)).total).toBe(3);
    });

    it("answers an empty directory when nobody is listed", async () => {
      await database.db.delete(users);
      await addPeople(database.db, [{ id: "basic", profile: {} }]);
      expect(await findSpecialists(database.db, none, { seed: "a", pages: 1 })).toEqual({ specialists: [], total: 0, hasMore: false });
    });
  });

  describe("the editor (spec 5)", () => {
    const owner = viewer("owner", true);
    const form = {
      name: "Анна",
      surname: "Петрова",
      email: "anna@example.com",
      workExperience: "3 - 5",
      experience: "Озвучка игр.",
      telegramLink: "@anna",
      website: "https://anna.example",
      location: "Москва",
      languages: "Русский, English ,",
      specializations: ["composer", "composer", "voice-actor"],
      photoUrl: "",
      audioUrl: "",
    };

    beforeEach(async () => {
      await addPeople(database.db, [
        // Listed: confirmed, named, with a specialization (hiding oneself is seen on the public page).
        { id: "owner", proExpiresAt: future(), profile: { specializations: ["producer"] } },
        { id: "other", proExpiresAt: future(), profile: {} },
        { id: "basic", profile: {} },
      ]);
    });

    const profileOf = async (id: string) => (await database.db.select().from(specialistProfiles).where(eq(specialistProfiles.userId, id)))[0];

    it("writes the form, splitting languages and dropping repeated specializations", async () => {
      expect(await savePersonalInfo(database.db, filesHolding(), owner, form)).toEqual({ ok: true, intent: "save-profile" });
      expect(await profileOf("owner")).toMatchObject({
        name: "Анна",
        surname: "Петрова",
        languages: ["Русский", "English"],
        specializations: ["composer", "voice-actor"],
        location: "Москва",
      });
    });

    it("refuses emptying a stored name, surname, band or experience (keepStored) whatever the input says is stored; clears contacts, website, location, languages and specializations", async () => {
      await savePersonalInfo(database.db, filesHolding(), owner, form);
      const emptied = { ...form, name: "", surname: " ", workExperience: "", experience: "  ", stored: [] };
      expect(await savePersonalInfo(database.db, filesHolding(), owner, emptied)).toEqual({
        ok: false,
        intent: "save-profile",
        error: "INVALID",
        fieldErrors: { name: ["keepStored"], surname: ["keepStored"], workExperience: ["keepStored"], experience: ["keepStored"] },
      });
      expect(await profileOf("owner")).toMatchObject({ name: "Анна", surname: "Петрова", workExperience: "3 - 5", experience: "Озвучка игр." });
      const cleared = { ...form, email: "", telegramLink: "", website: "", location: "", languages: "", specializations: [] };
      expect((await savePersonalInfo(database.db, filesHolding(), owner, cleared)).ok).toBe(true);
      expect(await profileOf("owner")).toMatchObject({
        name: "Анна",
        surname: "Петрова",
        email: "",
        workExperience: "3 - 5",
        experience: "Озвучка игр.",
        telegramLink: "",
        website: "",
        location: "",
        languages: [],
        specializations: [],
      });
    });

    it("lets a new profile save a location alone, then fill the kept fields one by one (spec 5 writes only non-empty ones)", async () => {
      await database.db.update(specialistProfiles).set({ name: "", specializations: [] }).where(eq(specialistProfiles.userId, "owner"));
      const nothing = {
        ...form,
        name: "",
        surname: "",
        email: "",
        workExperience: "",
        experience: "",
        telegramLink: "",
        website: "",
        languages: "",
        specializations: [],
      };
      expect(await savePersonalInfo(database.db, filesHolding(), owner, { ...nothing, location: "Москва" })).toEqual({ ok: true, intent: "save-profile" });
      expect(await profileOf("owner")).toMatchObject({ name: "", surname: "", workExperience: "", experience: "", location: "Москва" });
      expect((await savePersonalInfo(database.db, filesHolding(), owner, { ...nothing, location: "Москва", surname: "Петрова" })).ok).toBe(true);
      expect(await profileOf("owner")).toMatchObject({ name: "", surname: "Петрова", location: "Москва" });
      // The surname is stored now: the same blank form is refused for it, and only for it.
      expect(await savePersonalInfo(database.db, filesHolding(), owner, { ...nothing, location: "Москва" })).toMatchObject({
        ok: false,
        fieldErrors: { surname: ["keepStored"] },
      });
    });

    it("ignores account type, Pro dates and user id sent with the form", async () => {
      await savePersonalInfo(database.db, filesHolding(), owner, { ...form, accountType: "Pro", userId: "other", proExpiresAt: "2099-01-01" });
      expect(await profileOf("owner")).toMatchObject({ accountType: "Basic", name: "Анна" });
      expect((await profileOf("other"))?.name).toBe("other");
    });

    it("refuses non-Pro users whatever they send, and names the fields over their caps", async () => {
      expect(await savePersonalInfo(database.db, filesHolding(), viewer("basic", false), form)).toEqual({
        ok: false,
        intent: "save-profile",
        error: "PRO_REQUIRED",
      });
      expect(await addService(database.db, viewer("basic", false), { title: "a", description: "b", price: "1" })).toMatchObject({ error: "PRO_REQUIRED" });
      const long = {
        ...form,
        name: "я".repeat(LIMITS.profile.name + 1),
        workExperience: "1".repeat(LIMITS.profile.workExperience + 1),
        website: "ftp://x",
        email: "not-mail",
      };
      expect(await savePersonalInfo(database.db, filesHolding(), owner, long)).toEqual({
        ok: false,
        intent: "save-profile",
        error: "INVALID",
        fieldErrors: { name: ["tooLong"], workExperience: ["tooLong"], website: ["invalidUrl"], email: ["invalidEmail"] },
      });
      const atCaps = {
        ...form,
        name: "я".repeat(LIMITS.profile.name),
        experience: "x".repeat(LIMITS.profile.experience),
        languages: "l".repeat(LIMITS.profile.languages),
      };
      expect((await savePersonalInfo(database.db, filesHolding(), owner, atCaps)).ok).toBe(true);
    });

    it("accepts only the owner's own uploaded files that exist", async () => {
      const files = filesHolding("specialist-profiles/owner/photo", "specialist-profiles/other/audio");
      expect((await savePersonalInfo(database.db, files, owner, { ...form, photoUrl: "/uploads/specialist-profiles/owner/photo?v=1" })).ok).toBe(true);
      expect((await profileOf("owner"))?.photoUrl).toBe("/uploads/specialist-profiles/owner/photo?v=1");
      expect(await savePersonalInfo(database.db, files, owner, { ...form, audioUrl: "/uploads/specialist-profiles/other/audio" })).toMatchObject({
        error: "FILE_NOT_OWNED",
      });
      expect(await savePersonalInfo(database.db, files, owner, { ...form, audioUrl: "/uploads/specialist-profiles/owner/audio" })).toMatchObject({
        error: "FILE_NOT_OWNED",
      });
      expect(await savePersonalInfo(database.db, files, owner, { ...form, photoUrl: "https://evil.example/x.png" })).toMatchObject({ error: "FILE_NOT_OWNED" });
    });

    const project = (n: number) => ({ id: crypto.randomUUID(), title: `Проект ${n}`, description: "Описание", audioUrl: "", videoUrl: "", projectLink: "" });

    it("holds 20 projects and refuses the 21st, even when added at once", async () => {
      const results = await Promise.all(Array.from({ length: LIMITS.projects + 3 }, (_, n) => addProject(database.db, filesHolding(), owner, project(n))));
      expect(results.filter((result) => result.ok)).toHaveLength(LIMITS.projects);
      expect(results.filter((result) => !result.ok).map((result) => !result.ok && result.error)).toEqual(["PROJECT_LIMIT", "PROJECT_LIMIT", "PROJECT_LIMIT"]);
      expect(await database.db.$count(specialistProjects, eq(specialistProjects.userId, "owner"))).toBe(LIMITS.projects);
      const [first] = (await getEditorData(database.db, owner)).projects;
      expect((await deleteProject(database.db, owner, first?.id ?? "")).result.ok).toBe(true);
      expect((await addProject(database.db, filesHolding(), owner, project(99))).ok).toBe(true);
    });

    it("needs a title and a description for a project; its files must be the owner's", async () => {
      expect(await addProject(database.db, filesHolding(), owner, { ...project(1), title: " ", description: "" })).toMatchObject({
        error: "INVALID",
        fieldErrors: { title: ["required"], description: ["required"] },
      });
      const id = crypto.randomUUID();
      const files = filesHolding(`specialist-profiles/owner/projects/${id}_audio`, "specialist-profiles/owner/videos/1_clip.mp4");
      const withFiles = {
        ...project(2),
        id,
        audioUrl: `/uploads/specialist-profiles/owner/projects/${id}_audio`,
        videoUrl: "/uploads/specialist-profiles/owner/videos/1_clip.mp4",
      };
      expect((await addProject(database.db, files, owner, withFiles)).ok).toBe(true);
      expect(await addProject(database.db, files, owner, { ...withFiles, id: crypto.randomUUID() })).toMatchObject({
        error: "FILE_NOT_OWNED",
        fieldErrors: { audioUrl: ["invalidFile"] },
      });
      const deleted = await deleteProject(database.db, owner, id);
      expect(deleted.orphanedUrls).toEqual([withFiles.audioUrl, withFiles.videoUrl]);
    });

    it("adds, edits and deletes services; nobody touches another's", async () => {
      expect(await addService(database.db, owner, { title: "", description: "", price: "" })).toMatchObject({
        error: "INVALID",
        fieldErrors: { title: ["required"], description: ["required"], price: ["required"] },
      });
      expect(
        await addService(database.db, owner, { title: "Сведение", description: "Трек до 40 дорожек", price: "x".repeat(LIMITS.profile.servicePrice + 1) }),
      ).toMatchObject({ fieldErrors: { price: ["tooLong"] } });
      expect((await addService(database.db, owner, { title: "Сведение", description: "Трек до 40 дорожек", price: "от 5000" })).ok).toBe(true);
      const [service] = (await getEditorData(database.db, owner)).services;
      const id = service?.id ?? "";
      expect(await updateService(database.db, viewer("other", true), id, { title: "Чужое", description: "x", price: "1" })).toMatchObject({
        error: "NOT_FOUND",
      });
      expect(await deleteService(database.db, viewer("other", true), id)).toMatchObject({ error: "NOT_FOUND" });
      expect((await updateService(database.db, owner, id, { title: "Мастеринг", description: "Один трек", price: "от 3000" })).ok).toBe(true);
      expect(await database.db.select({ title: specialistServices.title, price: specialistServices.price }).from(specialistServices)).toEqual([
        { title: "Мастеринг", price: "от 3000" },
      ]);
      expect(await deleteProject(database.db, viewer("other", true), "nope")).toMatchObject({ result: { error: "NOT_FOUND" } });
      expect((await deleteService(database.db, owner, id)).ok).toBe(true);
    });

    it("lets active-Pro users who are not Pro type hide themselves from the directory", async () => {
      expect((await getEditorData(database.db, owner)).canToggleVisibility).toBe(true);
      expect(await getPublicProfile(database.db, "owner")).not.toBeNull();
      expect((await setShowInSpecialists(database.db, owner, false)).ok).toBe(true);
      expect(await getPublicProfile(database.db, "owner")).toBeNull();
      expect((await getEditorData(database.db, owner)).showInSpecialists).toBe(false);
      expect(await setShowInSpecialists(database.db, viewer("basic", false), true)).toMatchObject({ error: "PRO_REQUIRED" });
    });

    it("refuses a database CHECK as a user error, not a crash", async () => {
      const setOwners = (values: Partial<typeof specialistProfiles.$inferInsert>) =>
        database.db.update(specialistProfiles).set(values).where(eq(specialistProfiles.userId, "owner"));
      expect(await refusal(setOwners({ specializations: ["pianist"] }))).toEqual({ code: "23514", constraint: "specialist_profile_specializations_known" });
      expect(await refusal(setOwners({ accountType: "Gold" as "Pro" }))).toEqual({ code: "23514", constraint: "specialist_profile_account_type_check" });
    });
  });
});
