import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/adapters/db/client.server";
import { jobPublications, jobs, savedSearches, telegramLinks, users } from "~/adapters/db/schema";
import {
  createSavedSearch,
  deleteSavedSearch,
  hasTelegramLink,
  listSavedSearches,
  openSavedSearch,
  updateSavedSearch,
} from "~/features/job-alerts/saved-searches.server";
import type * as DashboardRoute from "~/routes/dashboard";
import type * as HomeRoute from "~/routes/home";
import { signUpAndSignIn } from "../support/accounts";
import { withAppEnvironment } from "../support/app-modules";
import { databaseKinds, useMigratedDatabase } from "../support/databases";
import { jobRow } from "../support/job-rows";
import { refusal } from "../support/pg-refusal";
import { callRoute } from "../support/route-call";

const all = { q: "", location: "", type: "" };

describe.each(databaseKinds)("saved searches on $name", (kind) => {
  const database = useMigratedDatabase(kind);
  let db: Database;

  beforeAll(async () => {
    db = database.db;
    await db.insert(users).values([
      { id: "user-a", name: "", email: "a@example.com" },
      { id: "user-b", name: "", email: "b@example.com" },
    ]);
  });

  beforeEach(async () => {
    await db.delete(savedSearches);
    await db.delete(jobs);
  });

  const rowsOf = (userId: string) => db.select().from(savedSearches).where(eq(savedSearches.userId, userId));

  it("creates with the default name, the normalised query key and the page's language, lists it, updates and deletes it", async () => {
    const created = await createSavedSearch(db, "user-a", { q: "Звукорежиссёр", location: "Москва", type: "Полная занятость" }, "en");
    expect(created).toMatchObject({ ok: true, alreadySaved: false, name: "Звукорежиссёр · Москва · Full-time" });
    const [row] = await rowsOf("user-a");
    expect(row).toMatchObject({ query: "Звукорежиссёр", queryKey: "звукорежиссер", language: "en", frequency: "daily", channel: "email" });

    const [listed] = await listSavedSearches(db, "user-a");
    expect(listed).toEqual({
      id: row?.id,
      name: "Звукорежиссёр · Москва · Full-time",
      query: "Звукорежиссёр",
      location: "Москва",
      type: "Полная занятость",
      frequency: "daily",
      channel: "email",
      newCount: 0,
    });

    const id = row?.id ?? "";
    expect(await updateSavedSearch(db, "user-a", { id, name: "Звук в Москве", frequency: "instant", channel: "both" }, "ru")).toEqual({ ok: true });
    expect(await rowsOf("user-a")).toMatchObject([{ name: "Звук в Москве", frequency: "instant", channel: "both", language: "ru" }]);
    expect(await deleteSavedSearch(db, "user-a", id)).toEqual({ ok: true });
    expect(await rowsOf("user-a")).toEqual([]);
    expect(await deleteSavedSearch(db, "user-a", id)).toEqual({ ok: false, refusal: "NOT_FOUND" });
  });

  it("keeps one row for the same search saved twice (the same after normalisation), even at once, and says it was there", async () => {
    const [first, second] = await Promise.all([
      createSavedSearch(db, "user-a", { q: "Саунд-дизайнер", location: "", type: "" }, "ru"),
      createSavedSearch(db, "user-a", { q: "саунд-дизайнер", location: "", type: "" }, "ru"),
    ]);
    expect([first?.ok && first.alreadySaved, second?.ok && second.alreadySaved].sort()).toEqual([false, true]);
    const again = await createSavedSearch(db, "user-a", { q: "  САУНД-ДИЗАЙНЕР ", location: "", type: "" }, "en");
    expect(again).toMatchObject({ ok: true, alreadySaved: true, name: "Саунд-дизайнер" });
    expect(await rowsOf("user-a")).toHaveLength(1);
    // Another filter is another search; another user has their own.
    expect(await createSavedSearch(db, "user-a", { q: "Саунд-дизайнер", location: "Москва", type: "" }, "ru")).toMatchObject({ alreadySaved: false });
    expect(await createSavedSearch(db, "user-b", { q: "Саунд-дизайнер", location: "", type: "" }, "ru")).toMatchObject({ alreadySaved: false });
  });

  it("refuses the 21st saved search as saved_search_limit and writes nothing", async () => {
    for (let index = 0; index < 20; index += 1) {
      expect(await createSavedSearch(db, "user-a", { ...all, q: `запрос ${index}` }, "ru")).toMatchObject({ ok: true, alreadySaved: false });
    }
    expect(await createSavedSearch(db, "user-a", { ...all, q: "двадцать первый" }, "ru")).toEqual({ ok: false, refusal: "LIMIT" });
    expect(await refusal(db.insert(savedSearches).values({ userId: "user-a", name: "x", queryKey: "x" }))).toEqual({
      code: "23514",
      constraint: "saved_search_limit",
    });
    expect(await rowsOf("user-a")).toHaveLength(20);
    // Saving one of the twenty again is still "already saved", not the limit.
    expect(await createSavedSearch(db, "user-a", { ...all, q: "запрос 3" }, "ru")).toMatchObject({ ok: true, alreadySaved: true });
    expect(await createSavedSearch(db, "user-b", { ...all, q: "двадцать первый" }, "ru")).toMatchObject({ ok: true });
  });

  it("never lists, updates, deletes or opens another user's saved search", async () => {
    const created = await createSavedSearch(db, "user-a", { ...all, q: "звук" }, "ru");
    const id = created.ok ? created.id : "";
    expect(await listSavedSearches(db, "user-b")).toEqual([]);
    expect(await updateSavedSearch(db, "user-b", { id, name: "чужая", frequency: "off", channel: "telegram" }, "en")).toEqual({
      ok: false,
      refusal: "NOT_FOUND",
    });
    expect(await deleteSavedSearch(db, "user-b", id)).toEqual({ ok: false, refusal: "NOT_FOUND" });
    expect(await openSavedSearch(db, "user-b", id)).toBeNull();
    expect(await rowsOf("user-a")).toMatchObject([{ name: "звук", frequency: "daily", channel: "email", language: "ru" }]);
  });

  it("counts only jobs published after it was last opened that match it now, and opening starts the count again", async () => {
    const created = await createSavedSearch(db, "user-a", { q: "сведение", location: "Москва", type: "" }, "ru");
    const id = created.ok ? created.id : "";
    const lastOpened = new Date("2026-03-01T12:00:00.000Z");
    await db.update(savedSearches).set({ lastOpenedAt: lastOpened }).where(eq(savedSearches.id, id));
    await db
      .insert(jobs)
      .values([
        jobRow({ id: "before", title: "Сведение до", location: "Москва" }),
        jobRow({ id: "after", title: "Инженер сведения", location: "Москва" }),
        jobRow({ id: "after-ё", title: "Звукорежиссёр", description: "Сведение и мастеринг.", location: "Москва" }),
        jobRow({ id: "other-city", title: "Сведение", location: "Казань" }),
        jobRow({ id: "other-words", title: "Композитор", description: "Музыка к фильмам.", location: "Москва" }),
        jobRow({ id: "closed", title: "Сведение закрыто", location: "Москва" }),
      ]);
    const publishedAt = (jobId: string, at: string) =>
      db
        .update(jobPublications)
        .set({ publishedAt: new Date(at) })
        .where(eq(jobPublications.jobId, jobId));
    await publishedAt("before", "2026-03-01T11:59:59.000Z");
    for (const jobId of ["after", "after-ё", "other-city", "other-words", "closed"]) await publishedAt(jobId, "2026-03-01T12:00:01.000Z");
    await db.update(jobs).set({ isOpen: false }).where(eq(jobs.id, "closed"));
    const newCount = async () => (await listSavedSearches(db, "user-a"))[0]?.newCount;
    expect(await newCount()).toBe(2);

    expect(await openSavedSearch(db, "user-a", id)).toEqual({ q: "сведение", location: "Москва", type: "" });
    expect(await newCount()).toBe(0);
    const [row] = await rowsOf("user-a");
    expect(row?.lastOpenedAt.getTime()).toBeGreaterThan(lastOpened.getTime());

    // A job published after the opening counts again.
    await db.insert(jobs).values(jobRow({ id: "later", title: "Сведение позже", location: "Москва" }));
    await db.execute(sql`update ${jobPublications} set published_at = now() + interval '1 second' where job_id = 'later'`);
    expect(await newCount()).toBe(1);
  });

  it('stops counting at 100, which the cabinet shows as "99+"', async () => {
    const created = await createSavedSearch(db, "user-a", all, "ru");
    await db
      .update(savedSearches)
      .set({ lastOpenedAt: new Date("2000-01-01") })
      .where(eq(savedSearches.id, created.ok ? created.id : ""));
    await db.insert(jobs).values(Array.from({ length: 120 }, (_, index) => jobRow({ id: `many-${index}` })));
    expect((await listSavedSearches(db, "user-a"))[0]?.newCount).toBe(100);
  });

  it("knows whether the user linked Telegram", async () => {
    expect(await hasTelegramLink(db, "user-a")).toBe(false);
    await db.insert(telegramLinks).values({ userId: "user-a", chatId: 42 });
    expect(await hasTelegramLink(db, "user-a")).toBe(true);
    expect(await hasTelegramLink(db, "user-b")).toBe(false);
    await db.delete(telegramLinks).where(and(eq(telegramLinks.userId, "user-a")));
  });
});

describe.each(databaseKinds)("the saved searches' actions on $name", (kind) => {
  const origin = "http://localhost:3000";
  let environment: Awaited<ReturnType<typeof withAppEnvironment>>;
  let home: typeof HomeRoute;
  let dashboard: typeof DashboardRoute;
  let db: Database;
  let alice: { id: string; cookie: string };
  let bob: { id: string; cookie: string };

  /** A form POST to a page's action, as the browser sends it; status and body, or the redirect's target. */
  async function post(path: string, fields: Record<string, string>, cookie?: string) {
    const request = new Request(`${origin}${path}`, {
      method: "POST",
      headers: { origin, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(fields),
    });
    const options = { pattern: new URL(request.url).pathname };
    const answer = path.includes("dashboard") ? await callRoute(dashboard.action, request, options) : await callRoute(home.action, request, options);
    if (answer.headers.has("location")) return { status: answer.status, location: answer.headers.get("location") };
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  }

  beforeAll(async () => {
    environment = await withAppEnvironment(kind);
    home = await import("~/routes/home");
    dashboard = await import("~/routes/dashboard");
    db = await (await import("~/adapters/db/database.server")).getDb();
    alice = await signUpAndSignIn(db, "alice@example.com");
    bob = await signUpAndSignIn(db, "bob@example.com");
  });

  afterAll(() => environment.close());

  beforeEach(async () => {
    await db.delete(savedSearches);
  });

  const create = { intent: "create-saved-search", q: "Звукорежиссёр", location: "", type: "Полная занятость" };

  it("saves from the home page for the session's user in the page's language, once, and says so the second time", async () => {
    expect(await post("/en?index", { ...create, userId: bob.id }, alice.cookie)).toMatchObject({
      status: 200,
      body: { intent: "create-saved-search", ok: true, name: "Звукорежиссёр · Full-time", alreadySaved: false },
    });
    expect(await post("/?index", create, alice.cookie)).toMatchObject({ status: 200, body: { ok: true, alreadySaved: true } });
    expect(await db.select({ userId: savedSearches.userId, language: savedSearches.language }).from(savedSearches)).toEqual([
      { userId: alice.id, language: "en" },
    ]);
  });

  it("refuses signed out (401), bad input (400) and the 21st (409), with the message's key, and writes nothing", async () => {
    expect(await post("/?index", create)).toMatchObject({ status: 401, body: { ok: false, error: "AUTH_REQUIRED" } });
    expect(await post("/?index", { ...create, q: "з".repeat(201) }, alice.cookie)).toMatchObject({ status: 400, body: { ok: false, error: "INVALID" } });
    expect(await post("/?index", { intent: "create-saved-search" }, alice.cookie)).toMatchObject({ status: 400 });
    expect(await db.select().from(savedSearches)).toEqual([]);
    // The home page takes only the create intent: anything else is thrown as data(null, 400).
    expect(await post("/?index", { intent: "delete-saved-search", id: "x" }, alice.cookie)).toEqual({ status: 400, body: null });

    for (let index = 0; index < 20; index += 1) await post("/dashboard", { ...create, q: `поиск ${index}` }, alice.cookie);
    expect(await post("/dashboard", { ...create, q: "ещё один" }, alice.cookie)).toMatchObject({ status: 409, body: { ok: false, error: "LIMIT" } });
    expect(await db.select().from(savedSearches)).toHaveLength(20);
  });

  it("changes settings only of the user's own search (another's is 404), moving its alerts to the page's language", async () => {
    await post("/?index", create, alice.cookie);
    const [row] = await db.select().from(savedSearches);
    const id = row?.id ?? "";
    const settings = { intent: "update-saved-search", id, name: "Звук", frequency: "weekly", channel: "telegram" };
    expect(await post("/dashboard", settings, bob.cookie)).toMatchObject({ status: 404, body: { ok: false, error: "NOT_FOUND" } });
    expect(await post("/dashboard", { ...settings, name: "" }, alice.cookie)).toMatchObject({
      status: 400,
      body: { ok: false, error: "INVALID", result: { error: { name: ["nameRequired"] } } },
    });
    expect(await post("/dashboard", { ...settings, frequency: "hourly" }, alice.cookie)).toMatchObject({ status: 400 });
    expect(await db.select({ name: savedSearches.name }).from(savedSearches)).toEqual([{ name: "Звукорежиссёр · Полная занятость" }]);

    expect(await post("/en/dashboard", settings, alice.cookie)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await db.select().from(savedSearches)).toMatchObject([{ name: "Звук", frequency: "weekly", channel: "telegram", language: "en" }]);

    expect(await post("/dashboard", { intent: "delete-saved-search", id }, bob.cookie)).toMatchObject({ status: 404 });
    expect(await post("/dashboard", { intent: "open-saved-search", id }, bob.cookie)).toMatchObject({ status: 404 });
    expect(await post("/dashboard", { intent: "delete-saved-search", id: "no-such-id" }, alice.cookie)).toMatchObject({ status: 404 });
    expect(await db.select().from(savedSearches)).toHaveLength(1);
  });

  it("opens the results: marks them seen and leads to the home page with the filters, in the page's language; then deletes", async () => {
    await post("/?index", create, alice.cookie);
    const [row] = await db.select().from(savedSearches);
    const id = row?.id ?? "";
    await db.update(savedSearches).set({ lastOpenedAt: new Date("2000-01-01") });
    expect(await post("/en/dashboard", { intent: "open-saved-search", id }, alice.cookie)).toEqual({
      status: 302,
      location: `/en?q=${encodeURIComponent("Звукорежиссёр")}&type=${new URLSearchParams({ t: "Полная занятость" }).toString().slice(2)}#jobs`,
    });
    const [opened] = await db.select().from(savedSearches);
    expect(opened?.lastOpenedAt.getFullYear()).toBeGreaterThan(2000);

    expect(await post("/dashboard", { intent: "delete-saved-search", id }, alice.cookie)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await db.select().from(savedSearches)).toEqual([]);
  });
});
