import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/adapters/db/client.server";
import { auditLog, paymentRefunds, payments, reviewReports, reviews, sessions, specialistProfiles, users } from "~/adapters/db/schema";
import type { PaymentProvider } from "~/adapters/payments/provider-payment";
import { startFakeYooKassaServer, type FakeYooKassaServer } from "../fakes/yookassa-server";
import { withAppEnvironment } from "../support/app-modules";
import { CONSOLE_ORIGIN as origin, signUpOperators, type Who } from "../support/console-operators";
import { databaseKinds } from "../support/databases";
import { startMailQueue } from "../support/mail-queue";
import { callRoute } from "../support/route-call";

/** A handler of a route module imported by a path known only at run time: any route's loader or action is one (callRoute types its arguments). */
type Handler = (args: never) => Promise<unknown>;
type Route = { loader: Handler; action: Handler };
/** What an action answered: its status and the form-level message of its Conform reply (the refusal's key), if any. */
type Answer = { status: number; refusal: string | undefined };

/** An answer's data: its JSON body (none for a redirect). */
async function dataOf(answer: Response): Promise<unknown> {
  return answer.headers.get("content-type")?.includes("json") ? answer.json() : undefined;
}

/** The refusal key of a console answer (every decision answers its form's `result`). */
function refusalOf(data: unknown): string | undefined {
  return (data as { result?: { error?: Record<string, string[]> } } | undefined)?.result?.error?.[""]?.[0];
}

/**
 * Issue 24, N4: no operator decides anything about their own account, profile, reviews or payments. Each console
 * decision about oneself answers 403 with the one refusal ("SELF"), changes nothing and writes no audit row; the
 * pages say so instead of offering the forms.
 */
describe.each(databaseKinds)("no operator decides about themselves, on $name", (kind) => {
  let environment: Awaited<ReturnType<typeof withAppEnvironment>>;
  let fake: FakeYooKassaServer;
  let db: Database;
  let provider: PaymentProvider;
  let cookies: Map<Who, string>;
  const id = new Map<"user" | "moderator" | "admin", string>();

  const request = (who: Who, path: string, form?: Record<string, string>) =>
    new Request(`${origin}${path}`, {
      method: form ? "POST" : "GET",
      headers: { cookie: cookies.get(who) ?? "", origin, ...(form && { "content-type": "application/x-www-form-urlencoded" }) },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
  const route = async (module: string) => (await import(/* @vite-ignore */ module)) as Route;
  async function act(module: string, who: Who, path: string, params: Record<string, string>, form: Record<string, string>): Promise<Answer> {
    const answer = await callRoute((await route(module)).action, request(who, path, form), { params });
    return { status: answer.status, refusal: refusalOf(await dataOf(answer)) };
  }
  async function load<Data>(module: string, who: Who, path: string, params: Record<string, string> = {}): Promise<Data> {
    const answer = await callRoute((await route(module)).loader, request(who, path), { params });
    expect(answer.status).toBe(200);
    return (await dataOf(answer)) as Data;
  }
  const REFUSED: Answer = { status: 403, refusal: "SELF" };
  const auditRows = async () => db.select().from(auditLog).orderBy(auditLog.id);
  const profileOf = async (userId: string) => (await db.select().from(specialistProfiles).where(eq(specialistProfiles.userId, userId)))[0];

  beforeAll(async () => {
    fake = await startFakeYooKassaServer();
    environment = await withAppEnvironment(kind, { YOOKASSA_SHOP_ID: fake.shopId, YOOKASSA_SECRET_KEY: fake.secretKey, YOOKASSA_BASE_URL: fake.baseUrl });
    db = await (await import("~/adapters/db/database.server")).getDb();
    await startMailQueue();
    provider = await (await import("~/adapters/payments/payment-provider.server")).getPaymentProvider();
    cookies = await signUpOperators(db);
    for (const who of ["user", "moderator", "admin"] as const) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `${who}@example.com`));
      id.set(who, row?.id ?? "");
    }
    // The operators' own profiles, Basic and unlisted (a session's first request makes one; here without waiting for it).
    await db
      .insert(specialistProfiles)
      .values([{ userId: id.get("moderator") ?? "" }, { userId: id.get("admin") ?? "" }])
      .onConflictDoNothing();
  });

  afterAll(async () => {
    await environment.close();
    await fake.close();
  });

  describe("profiles", () => {
    it.each(["moderator", "admin"] as const)("a %s cannot give their own profile Pro, approve, hide or return it: 403, nothing changed", async (who) => {
      const own = id.get(who) ?? "";
      const before = { profile: await profileOf(own), audit: await auditRows() };
      const version = String(before.profile?.contentVersion);
      const path = `/admin/profiles/${own}`;
      const forms: Record<string, string>[] = [
        { intent: "account-type", accountType: "Pro", reason: "Хочу PRO" },
        { intent: "approve", version },
        { intent: "hide", version, reason: "Проверка" },
        { intent: "unhide", version },
      ];
      for (const form of forms) {
        expect(await act("~/routes/admin-profile", who, path, { id: own }, form), form.intent).toEqual(REFUSED);
      }
      expect(await profileOf(own)).toEqual(before.profile);
      expect(await auditRows()).toEqual(before.audit);
      // Not in the directory, its queue or anywhere else: the profile is as it was.
      const directory = await import("~/features/specialists/directory.server");
      expect(await directory.findMatchingSpecialistIds(db, { q: "", specializations: [], location: "" })).not.toContain(own);
    });

    it("the page tells the operator it is their own, and another operator decides as usual", async () => {
      const moderatorId = id.get("moderator") ?? "";
      const page = await load<{ isOwn: boolean }>("~/routes/admin-profile", "moderator", `/admin/profiles/${moderatorId}`, { id: moderatorId });
      expect(page.isOwn).toBe(true);
      const theirs = await load<{ isOwn: boolean }>("~/routes/admin-profile", "admin", `/en/admin/profiles/${moderatorId}`, { id: moderatorId });
      expect(theirs.isOwn).toBe(false);
      const path = `/admin/profiles/${moderatorId}`;
      expect(
        await act("~/routes/admin-profile", "admin", path, { id: moderatorId }, { intent: "account-type", accountType: "Pro", reason: "Партнёр" }),
      ).toEqual({
        status: 200,
        refusal: undefined,
      });
      expect(await profileOf(moderatorId)).toMatchObject({ accountType: "Pro" });
    });
  });

  describe("reviews", () => {
    beforeAll(async () => {
      // One about the moderator's profile (which the moderator reported), one the moderator wrote, one neither.
      await db.insert(reviews).values([
        { id: "about-moderator", specialistId: id.get("moderator") ?? "", reviewerId: id.get("user") ?? "", rating: 1, title: "Плохо", content: "Сорвал срок" },
        { id: "by-moderator", specialistId: id.get("user") ?? "", reviewerId: id.get("moderator") ?? "", rating: 5, title: "Отлично", content: "Всё вовремя" },
        { id: "unrelated", specialistId: id.get("user") ?? "", reviewerId: id.get("admin") ?? "", rating: 4, title: "Хорошо", content: "Рекомендую" },
      ]);
      await db.insert(reviewReports).values({ reviewId: "about-moderator", reporterId: id.get("moderator") ?? "", reason: "Неправда" });
    });

    it("a moderator cannot hide or keep a review about their profile, nor hide or restore one they wrote: 403, nothing changed", async () => {
      const [report] = await db.select().from(reviewReports).where(eq(reviewReports.reviewId, "about-moderator"));
      const before = { reviews: await db.select().from(reviews).orderBy(reviews.id), reports: await db.select().from(reviewReports), audit: await auditRows() };
      const forms: Record<string, string>[] = [
        { intent: "hide", reviewId: "about-moderator", reason: "Оскорбление" },
        { intent: "dismiss", reviewId: "about-moderator", reportsSeen: String(report?.id) },
        { intent: "hide", reviewId: "by-moderator", reason: "Накрутка" },
      ];
      for (const form of forms) {
        expect(await act("~/routes/admin-reviews", "moderator", "/admin/reviews", {}, form), `${form.intent} ${form.reviewId}`).toEqual(REFUSED);
      }
      expect(await db.select().from(reviews).orderBy(reviews.id)).toEqual(before.reviews);
      expect(await db.select().from(reviewReports)).toEqual(before.reports);
      expect(await auditRows()).toEqual(before.audit);

      // Another operator hides the one the moderator wrote; the moderator cannot restore it.
      expect(await act("~/routes/admin-reviews", "admin", "/admin/reviews", {}, { intent: "hide", reviewId: "by-moderator", reason: "Накрутка" })).toEqual({
        status: 200,
        refusal: undefined,
      });
      const hidden = { review: (await db.select().from(reviews).where(eq(reviews.id, "by-moderator")))[0], audit: await auditRows() };
      expect(hidden.review?.hiddenAt).not.toBeNull();
      expect(await act("~/routes/admin-reviews", "moderator", "/admin/reviews", {}, { intent: "restore", reviewId: "by-moderator" })).toEqual(REFUSED);
      expect((await db.select().from(reviews).where(eq(reviews.id, "by-moderator")))[0]).toEqual(hidden.review);
      expect(await auditRows()).toEqual(hidden.audit);
    });

    it("the list marks the reviews the operator cannot decide on", async () => {
      const page = await load<{ ownReviewIds: string[] }>("~/routes/admin-reviews", "moderator", "/admin/reviews");
      expect([...page.ownReviewIds].sort()).toEqual(["about-moderator", "by-moderator"]);
      expect((await load<{ ownReviewIds: string[] }>("~/routes/admin-reviews", "admin", "/en/admin/reviews")).ownReviewIds).toEqual(["unrelated"]);
    });
  });

  describe("payments", () => {
    /** A monthly payment the admin made for themselves, confirmed by the provider. */
    async function adminsPaidPayment() {
      const admin = { id: id.get("admin") ?? "", name: "admin", email: "admin@example.com" };
      const create = await import("~/features/payments/create-payment.server");
      const notifications = await import("~/features/payments/handle-payment-notification.server");
      expect((await create.createPayment(db, provider, admin, { plan: "monthly", language: "ru", origin: "https://zvuk.example" })).ok).toBe(true);
      const [row] = await db.select().from(payments).where(eq(payments.userId, admin.id));
      if (!row?.providerPaymentId) throw new Error("payment was not created");
      fake.update(row.providerPaymentId, { status: "succeeded" });
      expect(await notifications.handlePaymentNotification(db, provider, fake.notificationFor(row.providerPaymentId))).toBe("activated");
      return row;
    }
    const adminAccount = async () =>
      (
        await db
          .select()
          .from(users)
          .where(eq(users.id, id.get("admin") ?? ""))
      )[0];

    it("an admin cannot refund their own payment: 403, no refund asked of the provider, nothing changed", async () => {
      const payment = await adminsPaidPayment();
      const before = {
        account: await adminAccount(),
        payment: (await db.select().from(payments).where(eq(payments.id, payment.id)))[0],
        audit: await auditRows(),
      };
      fake.requests.length = 0;
      const path = `/admin/payments/${payment.id}`;
      expect(await act("~/routes/admin-payment", "admin", path, { paymentId: payment.id }, { intent: "refund", reason: "Передумал" })).toEqual(REFUSED);
      expect(fake.requests.filter((sent) => sent.path.startsWith("/v3/refunds"))).toEqual([]);
      expect(await db.select().from(paymentRefunds)).toEqual([]);
      expect((await db.select().from(payments).where(eq(payments.id, payment.id)))[0]).toEqual(before.payment);
      expect(await adminAccount()).toEqual(before.account);
      expect(await auditRows()).toEqual(before.audit);
      expect((await load<{ isOwn: boolean }>("~/routes/admin-payment", "admin", path, { paymentId: payment.id })).isOwn).toBe(true);
    });

    it("an admin cannot grant Pro to themselves: 403, no manual payment, nothing changed", async () => {
      const own = id.get("admin") ?? "";
      const before = { account: await adminAccount(), payments: await db.select().from(payments).orderBy(payments.id), audit: await auditRows() };
      const form = { days: "365", reason: "Себе", expectedExpiresAt: before.account?.proExpiresAt?.toISOString() ?? "" };
      expect(await act("~/routes/admin-user-pro", "admin", `/admin/users/${own}/pro`, { userId: own }, form)).toEqual(REFUSED);
      expect(await db.select().from(payments).orderBy(payments.id)).toEqual(before.payments);
      expect(await adminAccount()).toEqual(before.account);
      expect(await auditRows()).toEqual(before.audit);
      expect((await load<{ isOwn: boolean }>("~/routes/admin-user-pro", "admin", `/en/admin/users/${own}/pro`, { userId: own })).isOwn).toBe(true);
      expect(
        (await load<{ isOwn: boolean }>("~/routes/admin-user-pro", "admin", `/admin/users/${id.get("user")}/pro`, { userId: id.get("user") ?? "" })).isOwn,
      ).toBe(false);
    });
  });

  describe("users", () => {
    it("an admin cannot ban themselves, end their own sessions, change their own role or act as themselves: 403, nothing changed", async () => {
      const own = id.get("admin") ?? "";
      const before = {
        account: (await db.select().from(users).where(eq(users.id, own)))[0],
        sessions: await db.select().from(sessions).where(eq(sessions.userId, own)).orderBy(sessions.id),
        audit: await auditRows(),
      };
      expect(before.sessions.length).toBeGreaterThan(0);
      const forms: Record<string, string>[] = [
        { intent: "ban", reason: "Проверка", until: "" },
        { intent: "revoke-sessions", reason: "" },
        { intent: "role", role: "user", expectedRole: "admin", reason: "" },
        { intent: "impersonate", reason: "" },
      ];
      for (const form of forms) {
        expect(await act("~/routes/admin-user", "admin", `/admin/users/${own}`, { userId: own }, form), form.intent).toEqual(REFUSED);
      }
      expect((await db.select().from(users).where(eq(users.id, own)))[0]).toEqual(before.account);
      expect(await db.select().from(sessions).where(eq(sessions.userId, own)).orderBy(sessions.id)).toEqual(before.sessions);
      expect(await auditRows()).toEqual(before.audit);
    });
  });

  describe("impersonation", () => {
    it("an admin acting as a moderator decides neither about the moderator's profile nor about their own: 403, nothing changed", async () => {
      const [adminId, moderatorId] = [id.get("admin") ?? "", id.get("moderator") ?? ""];
      // The admin starts acting as the moderator: from now on the "moderator" browser is the admin's impersonation.
      const adminUser = await import("~/routes/admin-user");
      const started = await callRoute(adminUser.action, request("admin", `/admin/users/${moderatorId}`, { intent: "impersonate", reason: "" }), {
        params: { userId: moderatorId },
      });
      expect(started.status).toBe(302);
      const browser = started.headers
        .getSetCookie()
        .filter((cookie) => !/max-age=0/i.test(cookie))
        .map((cookie) => cookie.split(";")[0])
        .join("; ");
      cookies.set("moderator", browser);
      const before = { profiles: await db.select().from(specialistProfiles).orderBy(specialistProfiles.userId), audit: await auditRows() };
      for (const own of [adminId, moderatorId]) {
        const form = { intent: "account-type", accountType: "Basic", reason: "Проверка" };
        expect(await act("~/routes/admin-profile", "moderator", `/admin/profiles/${own}`, { id: own }, form), own).toEqual(REFUSED);
        expect((await load<{ isOwn: boolean }>("~/routes/admin-profile", "moderator", `/admin/profiles/${own}`, { id: own })).isOwn).toBe(true);
      }
      expect(await db.select().from(specialistProfiles).orderBy(specialistProfiles.userId)).toEqual(before.profiles);
      expect(await auditRows()).toEqual(before.audit);
    });
  });
});
