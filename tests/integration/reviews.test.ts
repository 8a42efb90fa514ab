import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/adapters/db/client.server";
import { reviews, specialistProfiles, users } from "~/adapters/db/schema";
import { LIMITS } from "~/config/constants";
import type { Viewer } from "~/features/auth/session.server";
import {
  createReview,
  deleteReview,
  findMyReviews,
  findReviewStats,
  findSpecialistReviews,
  getReviewStats,
  hasReviewed,
} from "~/features/reviews/reviews.server";
import { findSpecialists } from "~/features/specialists/directory.server";
import type * as ReviewsRoute from "~/routes/api-reviews";
import { signUpAndSignIn, testViewer } from "../support/accounts";
import { withAppEnvironment } from "../support/app-modules";
import { databaseKinds, useMigratedDatabase } from "../support/databases";
import { refusal } from "../support/pg-refusal";
import { callRoute } from "../support/route-call";

const viewer = (id: string): Viewer => testViewer(id);
/** The review form as posted: its fields, then `extra` (fields the form does not have are sent too, and ignored). */
function review(specialistId: string, extra: Record<string, unknown> = {}): FormData {
  const fields = { specialistId, rating: "5", title: "Отличная работа", content: "Свели альбом быстро и точно.", projectType: "", projectName: "", ...extra };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  return form;
}

/**
 * Every address confirmed (issue 24: a review is published under a confirmed address, and a listed profile needs one,
 * a name and a specialization); a reviewer's name and photo are their profile's.
 */
async function addUsers(db: Database) {
  await db.insert(users).values([
    { id: "spec", name: "Анна Петрова", email: "spec@example.com", emailVerified: true },
    { id: "spec-2", name: "Иван", email: "spec2@example.com", emailVerified: true },
    { id: "hidden", name: "Скрытый", email: "hidden@example.com", emailVerified: true },
    ...Array.from({ length: 7 }, (_, n) => ({
      id: `r${n}`,
      name: `Рецензент ${n}`,
      email: `r${n}@example.com`,
      emailVerified: true,
      image: `/img/account-r${n}.png`,
    })),
  ]);
  await db
    .insert(specialistProfiles)
    .values([
      { userId: "spec", name: "Анна", surname: "Петрова", accountType: "Pro", specializations: ["composer"] },
      { userId: "spec-2", name: "Иван", surname: "Иванов", accountType: "Pro", specializations: ["composer"] },
      { userId: "hidden", name: "Скрытый" },
      ...Array.from({ length: 7 }, (_, n) => ({ userId: `r${n}`, name: "Рецензент", surname: String(n), photoUrl: `/img/r${n}.png` })),
    ]);
}

describe.each(databaseKinds)("reviews on $name", (kind) => {
  const database = useMigratedDatabase(kind);

  beforeEach(async () => {
    await database.db.delete(users);
    await addUsers(database.db);
  });

  it("creates a verified review with the reviewer's name and photo from their profile", async () => {
    expect(
      await createReview(
        database.db,
        viewer("r1"),
        review("spec", { reviewerName: "Подделка", reviewerPhotoUrl: "https://evil.example/x.png", isVerified: false }),
      ),
    ).toEqual({ ok: true, intent: "create" });
    const [row] = await database.db.select().from(reviews);
    expect(row).toMatchObject({
      specialistId: "spec",
      reviewerId: "r1",
      reviewerName: "Рецензент 1",
      reviewerPhotoUrl: "/img/r1.png",
      rating: 5,
      isVerified: true,
    });
    expect(await hasReviewed(database.db, "r1", "spec")).toBe(true);
    expect(await hasReviewed(database.db, "r2", "spec")).toBe(false);
  });

  it("refuses with the spec's reasons", async () => {
    const refused = async (who: Viewer | null, input: FormData) => {
      const result = await createReview(database.db, who, input);
      return result.ok ? null : result;
    };
    expect(await refused(null, review("spec"))).toMatchObject({ error: "AUTH_REQUIRED" });
    expect(await refused(viewer("r1"), review(""))).toMatchObject({ error: "SPECIALIST_REQUIRED" });
    expect(await refused(viewer("spec"), review("spec"))).toMatchObject({ error: "SELF_REVIEW" });
    expect(await refused(viewer("r1"), review("hidden"))).toMatchObject({ error: "SPECIALIST_NOT_FOUND" });
    expect(await refused(viewer("r1"), review("nobody"))).toMatchObject({ error: "SPECIALIST_NOT_FOUND" });
    expect(await refused(viewer("r1"), review("spec", { rating: "", title: "   ", content: "" }))).toMatchObject({
      error: "INVALID",
      submission: { status: "error", error: { rating: ["ratingRequired"], title: ["titleRequired"], content: ["contentRequired"] } },
    });
    for (const rating of ["0", "6", "4.5", "пять"])
      expect(await refused(viewer("r1"), review("spec", { rating }))).toMatchObject({ submission: { status: "error", error: { rating: ["ratingRequired"] } } });
    const over = {
      title: "т".repeat(LIMITS.review.title + 1),
      content: "т".repeat(LIMITS.review.content + 1),
      projectType: "т".repeat(LIMITS.review.projectType + 1),
      projectName: "т".repeat(LIMITS.review.projectName + 1),
    };
    expect(await refused(viewer("r1"), review("spec", over))).toMatchObject({
      submission: { status: "error", error: { title: ["tooLong"], content: ["tooLong"], projectType: ["tooLong"], projectName: ["tooLong"] } },
    });
    const atCaps = {
      title: "т".repeat(LIMITS.review.title),
      content: "т".repeat(LIMITS.review.content),
      projectType: "т".repeat(LIMITS.review.projectType),
      projectName: "т".repeat(LIMITS.review.projectName),
    };
    expect(await createReview(database.db, viewer("r1"), review("spec", atCaps))).toEqual({ ok: true, intent: "create" });
    expect(await refused(viewer("r1"), review("spec"))).toMatchObject({ error: "ALREADY_REVIEWED" });
    expect(await database.db.$count(reviews)).toBe(1);
  });

  it("keeps exactly one review when the same reviewer submits in parallel", async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => createReview(database.db, viewer("r2"), review("spec"))));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok).map((result) => !result.ok && result.error)).toEqual(Array(5).fill("ALREADY_REVIEWED"));
    expect(await database.db.$count(reviews)).toBe(1);
  });

  it("the database itself refuses a second review, a self-review and a rating out of range", async () => {
    const row = { id: "x1", specialistId: "spec", reviewerId: "r3", rating: 4, title: "t", content: "c" };
    await database.db.insert(reviews).values(row);
    expect(await refusal(database.db.insert(reviews).values({ ...row, id: "x2" }))).toEqual({ code: "23505", constraint: "review_specialist_reviewer_unique" });
    expect(await refusal(database.db.insert(reviews).values({ ...row, id: "x3", reviewerId: "spec" }))).toEqual({
      code: "23514",
      constraint: "review_not_self",
    });
    expect(await refusal(database.db.insert(reviews).values({ ...row, id: "x4", reviewerId: "r4", rating: 6 }))).toEqual({
      code: "23514",
      constraint: "review_rating_range",
    });
    expect(await refusal(database.db.insert(reviews).values({ ...row, id: "x5", reviewerId: "r4", rating: 0 }))).toEqual({
      code: "23514",
      constraint: "review_rating_range",
    });
    expect(await database.db.select({ id: reviews.id }).from(reviews)).toEqual([{ id: "x1" }]);
  });

  it("computes stats in the database: average to one decimal, total and distribution", async () => {
    for (const [n, rating] of [5, 5, 4, 3, 1, 5, 4].entries()) await createReview(database.db, viewer(`r${n}`), review("spec", { rating: String(rating) }));
    await createReview(database.db, viewer("r0"), review("spec-2", { rating: "2" }));
    await createReview(database.db, viewer("r1"), review("spec-2", { rating: "3" }));
    // 27 / 7 = 3.857… → 3.9; 5 / 2 = 2.5.
    expect(await getReviewStats(database.db, "spec")).toEqual({ averageRating: 3.9, totalReviews: 7, ratingDistribution: [1, 0, 1, 2, 3] });
    const stats = await findReviewStats(database.db, ["spec", "spec-2", "hidden"]);
    expect(stats.get("spec-2")).toEqual({ averageRating: 2.5, totalReviews: 2, ratingDistribution: [0, 1, 1, 0, 0] });
    expect(stats.get("hidden")).toEqual({ averageRating: null, totalReviews: 0, ratingDistribution: [0, 0, 0, 0, 0] });
    const cards = (await findSpecialists(database.db, { q: "", specializations: [], location: "" }, { seed: "a", pages: 1 })).specialists;
    expect(cards.find((card) => card.id === "spec")?.reviews).toEqual({ averageRating: 3.9, totalReviews: 7 });
  });

  it("lists a specialist's reviews newest first, and a reviewer's own with the specialist's name; markup stays text", async () => {
    await createReview(database.db, viewer("r1"), review("spec", { title: "<script>alert(1)</script>", content: "<b>жирный</b>" }));
    await createReview(database.db, viewer("r1"), review("spec-2"));
    await createReview(database.db, viewer("r2"), review("spec"));
    const list = await findSpecialistReviews(database.db, "spec");
    expect(list.map((item) => item.reviewerId)).toEqual(["r2", "r1"]);
    expect(list[1]).toMatchObject({ title: "<script>alert(1)</script>", content: "<b>жирный</b>" });
    const mine = await findMyReviews(database.db, "r1");
    expect(mine.map((item) => [item.specialistId, item.specialistName])).toEqual([
      ["spec-2", "Иван Иванов"],
      ["spec", "Анна Петрова"],
    ]);
  });

  it("deletes only the author's review, which must exist", async () => {
    await createReview(database.db, viewer("r1"), review("spec"));
    const [row] = await database.db.select({ id: reviews.id }).from(reviews);
    const id = row?.id ?? "";
    expect(await deleteReview(database.db, null, id)).toMatchObject({ ok: false, error: "DELETE_AUTH_REQUIRED" });
    expect(await deleteReview(database.db, viewer("r2"), id)).toMatchObject({ ok: false, error: "NOT_AUTHOR" });
    expect(await deleteReview(database.db, viewer("spec"), id)).toMatchObject({ ok: false, error: "NOT_AUTHOR" });
    expect(await database.db.$count(reviews, eq(reviews.id, id))).toBe(1);
    expect(await deleteReview(database.db, viewer("r1"), "missing")).toMatchObject({ ok: false, error: "NOT_FOUND" });
    expect(await deleteReview(database.db, viewer("r1"), id)).toEqual({ ok: true, intent: "delete" });
    expect(await database.db.$count(reviews)).toBe(0);
  });
});

describe.each(databaseKinds)("POST /api/reviews on $name", (kind) => {
  const origin = "http://localhost:3000";
  let environment: Awaited<ReturnType<typeof withAppEnvironment>>;
  let route: typeof ReviewsRoute;
  let db: Database;
  const cookies: Record<string, string> = {};

  /** Posts as the site does: the cabinet's deletion also names its intent in the address (read before the body). */
  async function post(fields: Record<string, string>, cookie?: string, from = origin) {
    const request = new Request(`${origin}/api/reviews${fields.intent === "delete" ? "?intent=delete" : ""}`, {
      method: "POST",
      headers: { origin: from, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(fields),
    });
    const answer = await callRoute(route.action, request, { pattern: "/api/reviews" });
    return { status: answer.status, body: (await answer.json()) as unknown };
  }

  beforeAll(async () => {
    environment = await withAppEnvironment(kind);
    route = await import("~/routes/api-reviews");
    db = await (await import("~/adapters/db/database.server")).getDb();
    // The specialist is listed and Alice publishes a review: both addresses confirmed (issue 24); Bob's is not.
    const ids: Record<string, string> = {};
    for (const [name, confirmed] of [
      ["specialist", true],
      ["alice", true],
      ["bob", false],
    ] as const) {
      ({ id: ids[name], cookie: cookies[name] } = await signUpAndSignIn(db, `${name}@example.com`, { name, confirmed }));
    }
    await db
      .update(specialistProfiles)
      .set({ accountType: "Pro", specializations: ["composer"] })
      .where(eq(specialistProfiles.userId, ids.specialist ?? ""));
  });

  afterAll(() => environment.close());

  it("answers each refusal with its status, and deletion only for the author", async () => {
    const [specialist] = await db.select({ id: users.id }).from(users).where(eq(users.email, "specialist@example.com"));
    const specialistId = specialist?.id ?? "";
    const fields = { intent: "create", specialistId, rating: "4", title: "Хорошо", content: "Всё вовремя." };
    expect(await post(fields)).toEqual({ status: 401, body: { ok: false, intent: "create", error: "AUTH_REQUIRED" } });
    expect(await post(fields, cookies.alice, "https://evil.example")).toMatchObject({ status: 403, body: { error: "FORBIDDEN_ORIGIN" } });
    expect(await post(fields, cookies.specialist)).toMatchObject({ status: 400, body: { error: "SELF_REVIEW" } });
    // A review is published under a confirmed address (issue 24): Bob's is not, so nothing is written.
    expect(await post(fields, cookies.bob)).toEqual({ status: 403, body: { ok: false, intent: "create", error: "EMAIL_UNCONFIRMED" } });
    expect(await db.$count(reviews)).toBe(0);
    expect(await post({ ...fields, title: "" }, cookies.alice)).toMatchObject({
      status: 400,
      body: { error: "INVALID", submission: { status: "error", error: { title: ["titleRequired"] } } },
    });
    expect(await post(fields, cookies.alice)).toEqual({ status: 200, body: { ok: true, intent: "create" } });
    expect(await post(fields, cookies.alice)).toMatchObject({ status: 409, body: { error: "ALREADY_REVIEWED" } });

    const [row] = await db.select({ id: reviews.id }).from(reviews);
    expect(await post({ intent: "delete", reviewId: row?.id ?? "" }, cookies.bob)).toMatchObject({ status: 403, body: { error: "NOT_AUTHOR" } });
    expect(await post({ intent: "delete", reviewId: row?.id ?? "" })).toMatchObject({ status: 401, body: { error: "DELETE_AUTH_REQUIRED" } });
    expect(await db.$count(reviews)).toBe(1);
    expect(await post({ intent: "delete", reviewId: row?.id ?? "" }, cookies.alice)).toEqual({ status: 200, body: { ok: true, intent: "delete" } });
    expect(await post({ intent: "delete", reviewId: row?.id ?? "" }, cookies.alice)).toMatchObject({ status: 404, body: { error: "NOT_FOUND" } });
  });
});
