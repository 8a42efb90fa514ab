import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/adapters/db/client.server";
import { auditLog, reviewReports, reviews, specialistProfiles, users } from "~/adapters/db/schema";
import type { Viewer } from "~/features/auth/session.server";
import type * as Editor from "~/features/profile-editor/profile-editor.server";
import type * as Moderation from "~/features/console/profiles/profile-moderation.server";
import type * as ReviewModeration from "~/features/console/reviews/review-moderation.server";
import type * as Directory from "~/features/specialists/directory.server";
import type * as Profile from "~/features/specialists/profile.server";
import type * as Reviews from "~/features/reviews/reviews.server";
import type { SiteChange } from "~/server/site-changes";
import { outboxMailsTo, signUpAndSignIn } from "../support/accounts";
import { withAppEnvironment } from "../support/app-modules";
import { CONSOLE_ORIGIN as origin, signUpOperators, WHO, type Who } from "../support/console-operators";
import { databaseKinds } from "../support/databases";
import { startMailQueue } from "../support/mail-queue";
import { refusal } from "../support/pg-refusal";
import { callRoute } from "../support/route-call";

/** A handler of a route module imported by a path known only at run time: any route's loader or action is one (callRoute types its arguments). */
type Handler = (args: never) => Promise<unknown>;

const noFiles = { keyFromUrl: () => null, exists: async () => false };

/** The confirmation link every new account is mailed (issue 24); the notices these cases look for come besides it. */
const CONFIRMATION_SUBJECT = "Подтвердите e-mail на Звук.Работа";

describe.each(databaseKinds)("console moderation on $name", (kind) => {
  let environment: Awaited<ReturnType<typeof withAppEnvironment>>;
  let db: Database;
  let cookies: Map<Who, string>;
  let editor: typeof Editor;
  let moderation: typeof Moderation;
  let reviewModeration: typeof ReviewModeration;
  let directory: typeof Directory;
  let profiles: typeof Profile;
  let reviewsServer: typeof Reviews;
  let specialistId: string;
  let owner: Viewer;
  let ownerCookie: string;
  let reviewId: string;
  const heard: SiteChange[] = [];

  const request = (who: Who | "owner", path: string, form?: Record<string, string>) =>
    new Request(`${origin}${path}`, {
      method: form ? "POST" : "GET",
      headers: {
        cookie: who === "owner" ? ownerCookie : (cookies.get(who) ?? ""),
        origin,
        ...(form && { "content-type": "application/x-www-form-urlencoded" }),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
  const route = async (module: string) => (await import(/* @vite-ignore */ module)) as { loader: Handler; action?: Handler };
  const profileRow = async () => (await db.select().from(specialistProfiles).where(eq(specialistProfiles.userId, specialistId)))[0]!;
  const auditCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
  const lastAudit = async (action: string) =>
    (
      await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, action))
        .orderBy(sql`${auditLog.id} desc`)
        .limit(1)
    )[0];
  const decideProfile = async (who: Who, form: Record<string, string>) =>
    (await callRoute((await route("~/routes/admin-profile")).action, request(who, `/admin/profiles/${specialistId}`, form), { params: { id: specialistId } }))
      .status;
  const decideReview = async (who: Who, form: Record<string, string>) =>
    (await callRoute((await route("~/routes/admin-reviews")).action, request(who, "/admin/reviews", form))).status;
  const report = async (who: Who | "owner", form: Record<string, string>) =>
    (await callRoute((await route("~/routes/api-reviews")).action, request(who, "/api/reviews", { intent: "report", ...form }))).status;
  const listed = async () => (await directory.findMatchingSpecialistIds(db, { q: "", specializations: [], location: "" })).includes(specialistId);
  /** A page of the queue, as its URL (with `after`, the cursor of a "next" link) asks for it. */
  const queuePage = async (after: string | null = null) =>
    moderation.listProfileQueue(
      db,
      (await import("~/features/console/profiles/profile-moderation.schema")).parseProfileQueueQuery(new URLSearchParams(after ? { after } : {})),
    );
  const inQueue = async () => (await queuePage()).rows.find((entry) => entry.userId === specialistId);
  const pageStatus = async (who: Who | "owner") =>
    (await callRoute((await route("~/routes/specialist")).loader, request(who, `/specialists/${specialistId}`), { params: { id: specialistId } })).status;
  const sitemap = async () => {
    const response = await callRoute((await route("~/routes/sitemap-file")).loader, request("visitor", "/sitemaps/pages.xml"), {
      params: { file: "pages.xml" },
    });
    return response.text();
  };

  beforeAll(async () => {
    environment = await withAppEnvironment(kind);
    db = await (await import("~/adapters/db/database.server")).getDb();
    await startMailQueue();
    cookies = await signUpOperators(db);
    // The specialist's address is confirmed: a listed profile needs it (issue 24).
    ({ id: specialistId, cookie: ownerCookie } = await signUpAndSignIn(db, "spec@example.com", { name: "Spec", confirmed: true }));
    owner = {
      id: specialistId,
      email: "spec@example.com",
      name: "Spec",
      image: null,
      emailVerified: true,
      hasActivePro: false,
      isPro: true,
      isImpersonated: false,
    };
    // A partner with the PRO badge: listed at once (post-moderation), with the required fields filled.
    await db
      .update(specialistProfiles)
      .set({ accountType: "Pro", name: "Анна", surname: "Звукова", experience: "Сведение", specializations: ["composer"] })
      .where(eq(specialistProfiles.userId, specialistId));
    const [reviewer] = await db.select({ id: users.id }).from(users).where(eq(users.email, "user@example.com"));
    reviewId = "review-1";
    await db.insert(reviews).values({ id: reviewId, specialistId, reviewerId: reviewer!.id, rating: 2, title: "Плохо", content: "Не понравилось" });
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, "admin@example.com"));
    await db.insert(reviews).values({ id: "review-2", specialistId, reviewerId: admin!.id, rating: 5, title: "Отлично", content: "Всё хорошо" });
    editor = await import("~/features/profile-editor/profile-editor.server");
    moderation = await import("~/features/console/profiles/profile-moderation.server");
    reviewModeration = await import("~/features/console/reviews/review-moderation.server");
    directory = await import("~/features/specialists/directory.server");
    profiles = await import("~/features/specialists/profile.server");
    reviewsServer = await import("~/features/reviews/reviews.server");
    (await import("~/server/site-changes")).onSiteChange((change) => heard.push(change));
  });

  afterAll(() => environment.close());

  describe("authorisation: every page and action × who", () => {
    const PAGES = [
      { module: "~/routes/admin-profiles", path: "/admin/profiles" },
      { module: "~/routes/admin-profiles", path: "/en/admin/profiles?after=junk" },
      { module: "~/routes/admin-reviews", path: "/admin/reviews?state=reported" },
      { module: "~/routes/admin-reviews", path: "/en/admin/reviews?specialist=spec@example.com&state=hidden&after=x" },
    ];
    const cases = PAGES.flatMap((page) => WHO.map((who) => ({ ...page, who, expected: who === "moderator" || who === "admin" ? 200 : 404 })));

    it.each(cases)("$path answers $expected to a $who", async ({ module, path, who, expected }) => {
      expect((await callRoute((await route(module)).loader, request(who, path))).status).toBe(expected);
    });

    it.each(WHO)("a profile's moderation page (ru and en) answers a %s as its role allows", async (who) => {
      const expected = who === "moderator" || who === "admin" ? 200 : 404;
      const page = await route("~/routes/admin-profile");
      for (const path of [`/admin/profiles/${specialistId}`, `/en/admin/profiles/${specialistId}`]) {
        expect((await callRoute(page.loader, request(who, path), { params: { id: specialistId } })).status).toBe(expected);
      }
      expect((await callRoute(page.loader, request(who, "/admin/profiles/nobody"), { params: { id: "nobody" } })).status).toBe(404);
    });

    it.each(["visitor", "user"] as const)("every decision of a %s answers 404 and changes nothing", async (who) => {
      const before = {
        profile: await profileRow(),
        audit: await auditCount(),
        reviews: await db.select().from(reviews),
        reports: await db.select().from(reviewReports),
      };
      const version = String(before.profile.contentVersion);
      const profileForms: Record<string, string>[] = [
        { intent: "approve", version },
        { intent: "hide", version, reason: "спам" },
        { intent: "unhide", version },
        { intent: "account-type", accountType: "Basic", reason: "партнёр" },
        { intent: "junk" },
      ];
      for (const form of profileForms) {
        expect(await decideProfile(who, form)).toBe(404);
      }
      const reviewForms: Record<string, string>[] = [
        { intent: "hide", reviewId, reason: "оскорбление" },
        { intent: "restore", reviewId },
        { intent: "dismiss", reviewId, reportsSeen: "99" },
      ];
      for (const form of reviewForms) {
        expect(await decideReview(who, form)).toBe(404);
      }
      expect(await profileRow()).toEqual(before.profile);
      expect(await auditCount()).toBe(before.audit);
      expect(await db.select().from(reviews)).toEqual(before.reviews);
      expect(await db.select().from(reviewReports)).toEqual(before.reports);
    });

    it("refuses bad input with 400 and changes nothing", async () => {
      const before = { profile: await profileRow(), audit: await auditCount() };
      expect(await decideProfile("moderator", { intent: "junk" })).toBe(400);
      expect(await decideProfile("moderator", { intent: "approve", version: "abc" })).toBe(400);
      expect(await decideProfile("moderator", { intent: "hide", version: String(before.profile.contentVersion), reason: "  " })).toBe(400);
      expect(await decideProfile("moderator", { intent: "hide", version: String(before.profile.contentVersion), reason: "x".repeat(501) })).toBe(400);
      expect(await decideProfile("admin", { intent: "account-type", accountType: "Gold", reason: "x" })).toBe(400);
      expect(await decideReview("moderator", { intent: "hide", reviewId: "", reason: "x" })).toBe(400);
      expect(await decideReview("moderator", { intent: "hide", reviewId: "r\u0000", reason: "x" })).toBe(400);
      expect(await profileRow()).toEqual(before.profile);
      expect(await auditCount()).toBe(before.audit);
    });
  });

  describe("profiles", () => {
    it("lists a new Pro profile at once (post-moderation), in the queue and without the platform's check mark", async () => {
      expect(await listed()).toBe(true);
      expect(await inQueue()).toMatchObject({ state: "new", name: "Анна Звукова" });
      expect(await profiles.getPublicProfile(db, specialistId)).toMatchObject({ isApproved: false, hidden: null });
      expect(await moderation.countProfileQueue(db)).toBeGreaterThanOrEqual(1);
    });

    it("approves the version the moderator saw: out of the queue, checked by the platform, audited", async () => {
      const { contentVersion } = await profileRow();
      heard.length = 0;
      expect(await decideProfile("moderator", { intent: "approve", version: String(contentVersion) })).toBe(200);
      expect(await inQueue()).toBeUndefined();
      expect(await profiles.getPublicProfile(db, specialistId)).toMatchObject({ isApproved: true });
      expect(heard).toContain("directory");
      expect(await lastAudit("profile.approve")).toMatchObject({
        actorLabel: "moderator@example.com",
        targetId: specialistId,
        after: { approvedVersion: contentVersion },
      });
      expect(await decideProfile("admin", { intent: "approve", version: String(contentVersion) })).toBe(409);
    });

    it("bumps the version on every editor write that changes the page, and shows what changed", async () => {
      const start = (await profileRow()).contentVersion;
      const info = {
        name: "Анна",
        surname: "Звукова",
        email: "spec@example.com",
        workExperience: "",
        experience: "Сведение и мастеринг",
        telegramLink: "",
        website: "",
        location: "Казань",
        languages: "",
        specializations: ["composer"],
        photoUrl: "",
        audioUrl: "",
      };
      expect(await editor.savePersonalInfo(db, noFiles, owner, info)).toMatchObject({ ok: true });
      const afterSave = (await profileRow()).contentVersion;
      expect(afterSave).toBe(start + 1);
      // Saving the same again changes nothing, and bumps nothing.
      expect(await editor.savePersonalInfo(db, noFiles, owner, info)).toMatchObject({ ok: true });
      expect((await profileRow()).contentVersion).toBe(afterSave);
      const project = {
        id: "5b0c6f0e-8a43-4a43-9a38-3c8c1d3f2b11",
        title: "Альбом",
        description: "Сведение альбома",
        audioUrl: "",
        videoUrl: "",
        projectLink: "",
      };
      expect(await editor.addProject(db, noFiles, owner, project)).toMatchObject({ ok: true });
      expect(await editor.addService(db, owner, { title: "Сведение", description: "Трек", price: "5000" })).toMatchObject({ ok: true });
      const withItems = await profileRow();
      expect(withItems.contentVersion).toBe(afterSave + 2);
      const details = await moderation.getProfileModeration(db, specialistId);
      expect(details?.changes.fields.map((change) => [change.field, change.before, change.after])).toEqual([
        // The login address is not copied into a new profile (issue 24 L9): the contact the owner typed is a change.
        ["email", "", "spec@example.com"],
        ["experience", "Сведение", "Сведение и мастеринг"],
        ["location", "", "Казань"],
      ]);
      expect(details?.changes.projects.added.map((item) => item.title)).toEqual(["Альбом"]);
      expect(details?.changes.services.added.map((item) => item.title)).toEqual(["Сведение"]);
      expect(await inQueue()).toMatchObject({ state: "changed", version: withItems.contentVersion });
      expect(await profiles.getPublicProfile(db, specialistId)).toMatchObject({ isApproved: false });
      // Update and delete of items bump it too.
      const [service] = details!.current.services;
      expect(await editor.updateService(db, owner, service!.id, { title: "Сведение", description: "Трек", price: "6000" })).toMatchObject({ ok: true });
      expect(await editor.deleteService(db, owner, service!.id)).toMatchObject({ ok: true });
      expect((await editor.deleteProject(db, owner, project.id)).result).toMatchObject({ ok: true });
      expect((await profileRow()).contentVersion).toBe(withItems.contentVersion + 3);
      // A moderation write is not an edit: it bumps nothing.
      await db.update(specialistProfiles).set({ approvedAt: new Date() }).where(eq(specialistProfiles.userId, specialistId));
      expect((await profileRow()).contentVersion).toBe(withItems.contentVersion + 3);
    });

    it("refuses a stale decision (the profile changed meanwhile) and changes nothing", async () => {
      const seen = (await profileRow()).contentVersion;
      await editor.addService(db, owner, { title: "Мастеринг", description: "Трек", price: "3000" });
      const before = { profile: await profileRow(), audit: await auditCount() };
      expect(before.profile.contentVersion).toBe(seen + 1);
      expect(await decideProfile("moderator", { intent: "approve", version: String(seen) })).toBe(409);
      expect(await decideProfile("moderator", { intent: "hide", version: String(seen), reason: "спам" })).toBe(409);
      expect(await profileRow()).toEqual(before.profile);
      expect(await auditCount()).toBe(before.audit);
    });

    it("hides a profile: out of the directory, the sitemap and the stats' lists; 404 to all but its owner; the owner is told", async () => {
      const { contentVersion } = await profileRow();
      expect(await sitemap()).toContain(`/specialists/${specialistId}`);
      heard.length = 0;
      expect(await decideProfile("admin", { intent: "hide", version: String(contentVersion), reason: "Чужие работы в портфолио" })).toBe(200);
      expect(heard).toContain("directory");
      expect(await listed()).toBe(false);
      expect((await directory.findListedSpecialistIds(db, 1000)).map((row) => row.id)).not.toContain(specialistId);
      expect(await sitemap()).not.toContain(`/specialists/${specialistId}`);
      expect(await pageStatus("visitor")).toBe(404);
      expect(await pageStatus("user")).toBe(404);
      expect(await pageStatus("admin")).toBe(404);
      expect(await pageStatus("owner")).toBe(200);
      expect(await profiles.getPublicProfile(db, specialistId, { asOwner: true })).toMatchObject({
        hidden: { reason: "Чужие работы в портфолио" },
        isApproved: false,
      });
      const dashboard = await import("~/features/dashboard/dashboard.server");
      expect((await dashboard.getProfileProgress(db, specialistId)).hidden).toEqual({ reason: "Чужие работы в портфолио" });
      // A hidden profile takes no new reviews.
      const review = new FormData();
      for (const [name, value] of Object.entries({ specialistId, rating: "5", title: "Хорошо", content: "Всё понравилось" })) review.set(name, value);
      expect(await reviewsServer.createReview(db, { ...owner, id: "someone" }, review)).toMatchObject({ ok: false, error: "SPECIALIST_NOT_FOUND" });
      // One mail besides the address's confirmation link: the notice, with a subject.
      const mails = (await outboxMailsTo(environment.dataDir, "spec@example.com")).filter((mail) => !mail.startsWith(CONFIRMATION_SUBJECT));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatch(/^\S.*\n\n/);
      expect(await lastAudit("profile.hide")).toMatchObject({
        actorLabel: "admin@example.com",
        reason: "Чужие работы в портфолио",
        after: { hidden: true, version: contentVersion },
      });
      expect(await inQueue()).toBeUndefined();
      expect(await decideProfile("moderator", { intent: "hide", version: String(contentVersion), reason: "ещё раз" })).toBe(409);
    });

    it("puts a hidden profile edited since back in the queue, still hidden until approved", async () => {
      await editor.addService(db, owner, { title: "Запись", description: "Вокал", price: "2000" });
      expect(await inQueue()).toMatchObject({ state: "hidden" });
      expect(await listed()).toBe(false);
      expect(await pageStatus("visitor")).toBe(404);
      const { contentVersion } = await profileRow();
      expect(await decideProfile("moderator", { intent: "approve", version: String(contentVersion) })).toBe(200);
      expect(await listed()).toBe(true);
      expect(await pageStatus("visitor")).toBe(200);
      expect(await profiles.getPublicProfile(db, specialistId)).toMatchObject({ isApproved: true, hidden: null });
      expect(await lastAudit("profile.approve")).toMatchObject({ before: { hidden: true }, after: { hidden: false } });
    });

    it("unhides without approving: listed again, and in the queue if it changed since approval", async () => {
      let { contentVersion } = await profileRow();
      expect(await decideProfile("moderator", { intent: "unhide", version: String(contentVersion) })).toBe(409);
      expect(await decideProfile("moderator", { intent: "hide", version: String(contentVersion), reason: "Проверка" })).toBe(200);
      await editor.addService(db, owner, { title: "Саунд-дизайн", description: "Игра", price: "9000" });
      ({ contentVersion } = await profileRow());
      expect(await decideProfile("moderator", { intent: "unhide", version: String(contentVersion) })).toBe(200);
      expect(await listed()).toBe(true);
      expect(await inQueue()).toMatchObject({ state: "changed" });
      expect(await lastAudit("profile.unhide")).toMatchObject({ before: { hidden: true, reason: "Проверка" }, after: { hidden: false } });
    });

    it("sets the PRO badge by hand with a reason, audited; the same type again is refused", async () => {
      expect(await decideProfile("moderator", { intent: "account-type", accountType: "Basic", reason: "Партнёрство закончилось" })).toBe(200);
      expect((await profileRow()).accountType).toBe("Basic");
      expect(await listed()).toBe(false);
      expect(await decideProfile("admin", { intent: "account-type", accountType: "Basic", reason: "ещё раз" })).toBe(409);
      expect(await decideProfile("admin", { intent: "account-type", accountType: "Pro", reason: "Партнёр" })).toBe(200);
      expect(await listed()).toBe(true);
      expect(await lastAudit("profile.account_type")).toMatchObject({ before: { accountType: "Basic" }, after: { accountType: "Pro" }, reason: "Партнёр" });
    });

    it("pages the queue oldest first on the server", async () => {
      const { CONSOLE_PAGE_SIZES } = await import("~/config/constants");
      const extra = CONSOLE_PAGE_SIZES.profiles + 3;
      await db
        .insert(users)
        .values(Array.from({ length: extra }, (_, index) => ({ id: `q-${index}`, name: `Q${index}`, email: `q${index}@example.com`, emailVerified: true })));
      await db.insert(specialistProfiles).values(
        Array.from({ length: extra }, (_, index) => ({
          userId: `q-${index}`,
          name: `Q${index}`,
          specializations: ["composer" as const],
          accountType: "Pro" as const,
          contentChangedAt: new Date(Date.UTC(2020, 0, 1, 0, 0, index)),
        })),
      );
      const first = await queuePage();
      expect(first.rows).toHaveLength(CONSOLE_PAGE_SIZES.profiles);
      expect(first.rows.slice(0, 3).map((entry) => entry.userId)).toEqual(["q-0", "q-1", "q-2"]);
      const second = await queuePage(first.next);
      const all = [...first.rows, ...second.rows].map((entry) => entry.userId);
      expect(new Set(all).size).toBe(all.length);
      expect(all).toContain(specialistId);
      expect(all.filter((id) => id.startsWith("q-"))).toHaveLength(extra);
      await db.delete(users).where(sql`${users.id} like 'q-%'`);
    });
  });

  describe("reviews", () => {
    it("takes one report per user and review, refuses one's own review and a visitor, in the user's language", async () => {
      expect(await report("user", { reviewId, reason: "Это мой отзыв" })).toBe(400);
      expect(await report("visitor", { reviewId })).toBe(401);
      expect(await report("owner", { reviewId, reason: "Клевета" })).toBe(200);
      expect(await report("owner", { reviewId, reason: "Ещё раз" })).toBe(409);
      expect(await report("owner", { reviewId: "missing" })).toBe(404);
      expect(await report("owner", { reviewId, reason: "x".repeat(501) })).toBe(400);
      const answer = await callRoute((await route("~/routes/api-reviews")).action, request("owner", "/api/reviews", { intent: "report", reviewId }));
      expect(((await answer.json()) as { error: string }).error).toBe("ALREADY_REPORTED");
      const reports = await db.select().from(reviewReports);
      expect(reports).toHaveLength(1);
      expect(reports[0]).toMatchObject({ reason: "Клевета", resolvedAt: null });
      expect(await refusal(db.insert(reviewReports).values({ reviewId, reporterId: specialistId }))).toEqual({
        code: "23505",
        constraint: "review_report_review_reporter_unique",
      });
      expect(await reviewModeration.countReportedReviews(db)).toBe(1);
      const { parseReviewQuery } = await import("~/features/console/reviews/review-moderation.schema");
      const reported = await reviewModeration.listModeratedReviews(db, parseReviewQuery(new URLSearchParams("state=reported")));
      // The report shows who made it: here the specialist the review is about.
      expect(reported.rows.map((review) => [review.id, review.reports.open])).toEqual([
        [reviewId, [{ id: reports[0]!.id, reason: "Клевета", reporter: { id: specialistId, name: "Spec", email: "spec@example.com" }, isSpecialist: true }]],
      ]);
      const bySpecialist = await reviewModeration.listModeratedReviews(db, parseReviewQuery(new URLSearchParams("specialist=SPEC@example.com")));
      expect(bySpecialist.rows.map((review) => review.id).sort()).toEqual(["review-1", "review-2"]);
    });

    it("keeps a review when its reports are dismissed, refusing if a report came in after the one the moderator saw", async () => {
      const [seen] = await db.select({ id: reviewReports.id }).from(reviewReports).where(eq(reviewReports.reviewId, reviewId));
      expect(await decideReview("moderator", { intent: "dismiss", reviewId, reportsSeen: String(seen!.id - 1) })).toBe(409);
      expect(await decideReview("moderator", { intent: "dismiss", reviewId, reportsSeen: String(seen!.id) })).toBe(200);
      expect(await db.select({ resolution: reviewReports.resolution }).from(reviewReports)).toEqual([{ resolution: "dismissed" }]);
      expect(await reviewModeration.countReportedReviews(db)).toBe(0);
      expect(await decideReview("moderator", { intent: "dismiss", reviewId, reportsSeen: String(seen!.id) })).toBe(409);
      expect(await lastAudit("review.dismiss_reports")).toMatchObject({ targetId: reviewId, before: { openReports: 1 } });
    });

    it("hides a review: out of the page, the counts and the averages; its reports resolved; restore brings it back", async () => {
      const stats = async () => reviewsServer.getReviewStats(db, specialistId);
      expect(await stats()).toMatchObject({ totalReviews: 2, averageRating: 3.5 });
      await db
        .insert(reviewReports)
        .values({ reviewId, reporterId: (await db.select({ id: users.id }).from(users).where(eq(users.email, "moderator@example.com")))[0]!.id });
      heard.length = 0;
      expect(await decideReview("moderator", { intent: "hide", reviewId, reason: "Оскорбления" })).toBe(200);
      expect(heard).toContain("directory");
      expect(await stats()).toMatchObject({ totalReviews: 1, averageRating: 5, ratingDistribution: [0, 0, 0, 0, 1] });
      expect((await reviewsServer.findSpecialistReviews(db, specialistId)).map((review) => review.id)).toEqual(["review-2"]);
      const page = await directory.findSpecialists(db, { q: "", specializations: [], location: "" }, { seed: "s", pages: 5 });
      expect(page.specialists.find((card) => card.id === specialistId)?.reviews).toEqual({ averageRating: 5, totalReviews: 1 });
      expect((await profiles.getPublicProfile(db, specialistId))?.reviews.totalReviews).toBe(1);
      expect(
        await db
          .select({ resolution: reviewReports.resolution })
          .from(reviewReports)
          .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.resolution, "hidden"))),
      ).toHaveLength(1);
      expect(await report("owner", { reviewId })).toBe(404);
      expect(await decideReview("admin", { intent: "hide", reviewId, reason: "ещё раз" })).toBe(409);
      expect(await lastAudit("review.hide")).toMatchObject({ reason: "Оскорбления", before: { hidden: false, openReports: 1 }, after: { hidden: true } });
      // Its author is told (one mail, to them) and sees it marked hidden, with the reason, in their cabinet.
      expect((await outboxMailsTo(environment.dataDir, "user@example.com")).filter((mail) => !mail.startsWith(CONFIRMATION_SUBJECT))).toHaveLength(1);
      const reviewerId = (await db.select({ id: users.id }).from(users).where(eq(users.email, "user@example.com")))[0]!.id;
      const hiddenReasons = async () => (await reviewsServer.findMyReviews(db, reviewerId)).map((review) => [review.id, review.hiddenReason]);
      expect(await hiddenReasons()).toEqual([[reviewId, "Оскорбления"]]);
      const { parseReviewQuery } = await import("~/features/console/reviews/review-moderation.schema");
      expect((await reviewModeration.listModeratedReviews(db, parseReviewQuery(new URLSearchParams("state=hidden")))).rows.map((review) => review.id)).toEqual([
        reviewId,
      ]);

      expect(await decideReview("admin", { intent: "restore", reviewId })).toBe(200);
      expect(await stats()).toMatchObject({ totalReviews: 2, averageRating: 3.5 });
      expect(await hiddenReasons()).toEqual([[reviewId, null]]);
      expect(await decideReview("admin", { intent: "restore", reviewId })).toBe(409);
      expect(await decideReview("admin", { intent: "restore", reviewId: "missing" })).toBe(404);
      expect(await lastAudit("review.restore")).toMatchObject({ actorLabel: "admin@example.com", before: { hidden: true, reason: "Оскорбления" } });
    });

    it("lists each open report with its author's name and e-mail, marking the specialist the review is about", async () => {
      const idOf = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
      const [moderatorId, userId] = [await idOf("moderator@example.com"), await idOf("user@example.com")];
      await db.insert(reviews).values({ id: "review-3", specialistId, reviewerId: moderatorId, rating: 1, title: "Ужасно", content: "Не сдал в срок" });
      await db.insert(reviewReports).values([
        { reviewId: "review-3", reporterId: specialistId, reason: "Этого заказа не было" },
        { reviewId: "review-3", reporterId: userId },
      ]);
      const { parseReviewQuery } = await import("~/features/console/reviews/review-moderation.schema");
      const page = await reviewModeration.listModeratedReviews(db, parseReviewQuery(new URLSearchParams("state=reported")));
      const [review] = page.rows.filter((row) => row.id === "review-3");
      expect(review?.reports.open.map(({ reason, reporter, isSpecialist }) => ({ reason, reporter, isSpecialist }))).toEqual([
        { reason: "Этого заказа не было", reporter: { id: specialistId, name: "Spec", email: "spec@example.com" }, isSpecialist: true },
        { reason: "", reporter: { id: userId, name: "user", email: "user@example.com" }, isSpecialist: false },
      ]);
      expect(review?.reports.newest).toBe(Math.max(...(review?.reports.open.map((report) => report.id) ?? [])));
    });
  });

  it("writes an audit row for every kind of decision, filterable in the audit log and named in both languages", async () => {
    const { listAuditLog } = await import("~/features/console/audit-log.server");
    const { parseAuditQuery } = await import("~/features/console/audit-log-query");
    const { consoleText } = await import("~/i18n/console");
    for (const action of [
      "profile.approve",
      "profile.hide",
      "profile.unhide",
      "profile.account_type",
      "review.hide",
      "review.restore",
      "review.dismiss_reports",
    ]) {
      expect((await listAuditLog(db, parseAuditQuery(new URLSearchParams({ action })))).rows.length, action).toBeGreaterThan(0);
      expect(consoleText.ru.audit.actions[action], action).toBeDefined();
      expect(consoleText.en.audit.actions[action], action).toBeDefined();
    }
  });

  it("a deleted account takes its profile, items and reports with it (the version triggers stay out of the way)", async () => {
    await db.delete(users).where(eq(users.id, specialistId));
    expect(await db.select().from(specialistProfiles).where(eq(specialistProfiles.userId, specialistId))).toEqual([]);
    expect(await db.select().from(reviewReports)).toEqual([]);
  });
});
