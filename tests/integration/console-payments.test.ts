import { readdir } from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/adapters/db/client.server";
import { auditLog, paymentNotifications, paymentRefunds, payments, sandboxPayments, users } from "~/adapters/db/schema";
import type { PaymentProvider } from "~/adapters/payments/provider-payment";
import type * as Sandbox from "~/adapters/payments/sandbox-provider.server";
import type * as CreatePayment from "~/features/payments/create-payment.server";
import type * as Notifications from "~/features/payments/handle-payment-notification.server";
import type * as PaymentsServer from "~/features/payments/index.server";
import type * as PerDay from "~/features/console/payments/payments-per-day.server";
import { startFakeYooKassaServer, type FakeYooKassaServer } from "../fakes/yookassa-server";
import { withAppEnvironment } from "../support/app-modules";
import { CONSOLE_ORIGIN as origin, signUpOperators, WHO, type Who } from "../support/console-operators";
import { databaseKinds } from "../support/databases";
import { mailQueueSettled, startMailQueue } from "../support/mail-queue";
import { refusal } from "../support/pg-refusal";
import { callRoute } from "../support/route-call";

const DAY_MS = 24 * 60 * 60 * 1000;
describe.each(databaseKinds)("the console's payments on $name", (kind) => {
  let environment: Awaited<ReturnType<typeof withAppEnvironment>>;
  let fake: FakeYooKassaServer;
  let db: Database;
  let provider: PaymentProvider;
  let cookies: Map<Who, string>;
  let payer: { id: string; name: string; email: string };
  let admin: { id: string; email: string };
  let server: typeof PaymentsServer;
  let notifications: typeof Notifications;
  let create: typeof CreatePayment;

  beforeAll(async () => {
    fake = await startFakeYooKassaServer();
    environment = await withAppEnvironment(kind, {
      YOOKASSA_SHOP_ID: fake.shopId,
      YOOKASSA_SECRET_KEY: fake.secretKey,
      YOOKASSA_BASE_URL: fake.baseUrl,
    });
    db = await (await import("~/adapters/db/database.server")).getDb();
    await startMailQueue();
    provider = await (await import("~/adapters/payments/payment-provider.server")).getPaymentProvider();
    server = await import("~/features/payments/index.server");
    notifications = await import("~/features/payments/handle-payment-notification.server");
    create = await import("~/features/payments/create-payment.server");
    cookies = await signUpOperators(db);
    const [user] = await db.select().from(users).where(eq(users.email, "user@example.com"));
    const [adminRow] = await db.select().from(users).where(eq(users.email, "admin@example.com"));
    if (!user || !adminRow) throw new Error("operators were not signed up");
    payer = { id: user.id, name: user.name, email: user.email };
    admin = { id: adminRow.id, email: adminRow.email };
  });

  afterAll(async () => {
    await environment.close();
    await fake.close();
  });

  beforeEach(async () => {
    await db.delete(payments);
    await db.update(users).set({ proPlan: null, proExpiresAt: null, proActivatedAt: null });
    fake.setNewRefundStatus("succeeded");
  });

  /** A monthly (or yearly) payment the payer made through the fake and YooKassa confirmed, paid `daysAgo` days ago. */
  async function paidPayment(plan: "monthly" | "yearly" = "monthly", daysAgo = 0) {
    const started = await create.createPayment(db, provider, payer, { plan, language: "ru", origin: "https://zvuk.example" });
    expect(started.ok).toBe(true);
    const [row] = await db
      .select()
      .from(payments)
      .where(eq(payments.userId, payer.id))
      .orderBy(sql`${payments.createdAt} desc`)
      .limit(1);
    if (!row?.providerPaymentId) throw new Error("payment was not created");
    fake.update(row.providerPaymentId, { status: "succeeded" });
    expect(await notifications.handlePaymentNotification(db, provider, fake.notificationFor(row.providerPaymentId))).toBe("activated");
    if (daysAgo > 0) {
      const shift = sql`make_interval(days => ${daysAgo})`;
      await db
        .update(payments)
        .set({ paidAt: sql`${payments.paidAt} - ${shift}`, createdAt: sql`${payments.createdAt} - ${shift}` })
        .where(eq(payments.id, row.id));
      await db
        .update(users)
        .set({ proExpiresAt: sql`${users.proExpiresAt} - ${shift}` })
        .where(eq(users.id, payer.id));
    }
    return row;
  }

  const expiry = async () => (await db.select({ at: users.proExpiresAt }).from(users).where(eq(users.id, payer.id)))[0]?.at ?? null;
  const statusOfPayment = async (id: string) => (await db.select({ status: payments.status }).from(payments).where(eq(payments.id, id)))[0]?.status;
  // The audit log is append-only: each test reads the rows about its own payment or account.
  const auditOf = (action: string, targetId: string) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
      .orderBy(auditLog.id);
  const form = (fields: Record<string, string>, who: Who) =>
    new Request(`${origin}/admin/payments/x`, {
      method: "POST",
      headers: { cookie: cookies.get(who) ?? "", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });

  describe("authorisation", () => {
    it.each(
      WHO.flatMap((who) =>
        ["/admin/payments", "/en/admin/payments?status=succeeded&provider=yookassa"].map((path) => ({ path, who, expected: who === "admin" ? 200 : 404 })),
      ),
    )("the list $path answers $expected to a $who", async ({ path, who, expected }) => {
      const route = await import("~/routes/admin-payments");
      expect((await callRoute(route.loader, new Request(`${origin}${path}`, { headers: { cookie: cookies.get(who) ?? "" } }))).status).toBe(expected);
    });

    it.each(WHO.map((who) => ({ who, expected: who === "admin" ? 200 : 404 })))(
      "a payment's page and the grant page answer $expected to a $who",
      async ({ who, expected }) => {
        const payment = await paidPayment();
        const detail = await import("~/routes/admin-payment");
        const grant = await import("~/routes/admin-user-pro");
        const headers = { cookie: cookies.get(who) ?? "" };
        expect(
          (await callRoute(detail.loader, new Request(`${origin}/admin/payments/${payment.id}`, { headers }), { params: { paymentId: payment.id } })).status,
        ).toBe(expected);
        expect(
          (await callRoute(grant.loader, new Request(`${origin}/en/admin/users/${payer.id}/pro`, { headers }), { params: { userId: payer.id } })).status,
        ).toBe(expected);
        if (who === "admin") {
          expect((await callRoute(detail.loader, new Request(`${origin}/admin/payments/none`, { headers }), { params: { paymentId: "none" } })).status).toBe(
            404,
          );
          expect((await callRoute(grant.loader, new Request(`${origin}/admin/users/none/pro`, { headers }), { params: { userId: "none" } })).status).toBe(404);
        }
      },
    );

    it.each(WHO.filter((who) => who !== "admin"))("a %s cannot refund or grant: 404 and nothing changes", async (who) => {
      const payment = await paidPayment();
      const before = await expiry();
      const detail = await import("~/routes/admin-payment");
      const grant = await import("~/routes/admin-user-pro");
      expect((await callRoute(detail.action, form({ intent: "refund", reason: "x" }, who), { params: { paymentId: payment.id } })).status).toBe(404);
      expect(
        (
          await callRoute(grant.action, form({ days: "30", reason: "x", expectedExpiresAt: before?.toISOString() ?? "" }, who), {
            params: { userId: payer.id },
          })
        ).status,
      ).toBe(404);
      expect(await db.select().from(paymentRefunds)).toEqual([]);
      expect(await db.select().from(payments).where(eq(payments.provider, "manual"))).toEqual([]);
      expect(await statusOfPayment(payment.id)).toBe("succeeded");
      expect(await expiry()).toEqual(before);
      expect(await auditOf("payment.refund", payment.id)).toEqual([]);
    });

    it("an admin refunds through the page's action and grants through the grant page", async () => {
      const payment = await paidPayment();
      const detail = await import("~/routes/admin-payment");
      const grant = await import("~/routes/admin-user-pro");
      expect((await callRoute(detail.action, form({ intent: "refund", reason: "" }, "admin"), { params: { paymentId: payment.id } })).status).toBe(200);
      expect(await statusOfPayment(payment.id)).toBe("refunded");
      // The same click again: a clear refusal that changes nothing.
      expect((await callRoute(detail.action, form({ intent: "refund", reason: "" }, "admin"), { params: { paymentId: payment.id } })).status).toBe(409);
      expect(await db.select().from(paymentRefunds)).toHaveLength(1);
      const current = (await expiry())?.toISOString() ?? "";
      expect(
        (await callRoute(grant.action, form({ days: "0", reason: "x", expectedExpiresAt: current }, "admin"), { params: { userId: payer.id } })).status,
      ).toBe(400);
      expect(
        (await callRoute(grant.action, form({ days: "30", reason: "", expectedExpiresAt: current }, "admin"), { params: { userId: payer.id } })).status,
      ).toBe(400);
      expect(
        (await callRoute(grant.action, form({ days: "30", reason: "Партнёр", expectedExpiresAt: current }, "admin"), { params: { userId: payer.id } })).status,
      ).toBe(200);
      // The same form again is stale: the expiry it saw has moved.
      expect(
        (await callRoute(grant.action, form({ days: "30", reason: "Партнёр", expectedExpiresAt: current }, "admin"), { params: { userId: payer.id } })).status,
      ).toBe(409);
      expect(await db.select().from(payments).where(eq(payments.provider, "manual"))).toHaveLength(1);
    });
  });

  describe("refunds", () => {
    it("refunds in full within the window through POST /v3/refunds, ends that Pro once, audits request and outcome", async () => {
      const payment = await paidPayment("monthly", 6);
      const mails = async () => {
        await mailQueueSettled();
        return (await readdir(path.join(environment.dataDir, "outbox")).catch(() => [])).filter((file) => file.includes(payer.email));
      };
      const mailsBefore = (await mails()).length;
      fake.requests.length = 0;
      const result = await server.requestRefund(db, provider, { paymentId: payment.id, reason: "", actor: admin });
      expect(result).toMatchObject({ ok: true, status: "succeeded" });
      const [refund] = await db.select().from(paymentRefunds);
      expect(refund).toMatchObject({ status: "succeeded", amountKopecks: 49000, outsideWindow: false, requestedBy: admin.id });
      expect(fake.requests[0]).toMatchObject({
        method: "POST",
        path: "/v3/refunds",
        idempotenceKey: refund?.idempotenceKey,
        body: { payment_id: payment.providerPaymentId, amount: { value: "490.00", currency: "RUB" } },
      });
      expect(await statusOfPayment(payment.id)).toBe("refunded");
      expect((await expiry())?.getTime()).toBeLessThanOrEqual(Date.now());
      const rows = await auditOf("payment.refund", payment.id);
      expect(rows.map((row) => row.actorLabel)).toEqual([admin.email, "payment-provider"]);
      expect(rows[1]?.after).toMatchObject({ refundStatus: "succeeded", paymentStatus: "refunded" });
      expect(await auditOf("payment.refund_outside_window", payment.id)).toEqual([]);
      // The user is told (no SMTP_URL: the outbox).
      expect((await mails()).length).toBe(mailsBefore + 1);
    });

    it("outside the window refuses without a reason and refunds with one, audited", async () => {
      const payment = await paidPayment("monthly", 8);
      expect(await server.requestRefund(db, provider, { paymentId: payment.id, reason: "  ", actor: admin })).toEqual({
        ok: false,
        refusal: "REASON_REQUIRED",
      });
      expect(await db.select().from(paymentRefunds)).toEqual([]);
      expect(await auditOf("payment.refund", payment.id)).toEqual([]);
      const result = await server.requestRefund(db, provider, { paymentId: payment.id, reason: "Двойное списание", actor: admin });
      expect(result).toMatchObject({ ok: true, status: "succeeded" });
      const [outside] = await auditOf("payment.refund_outside_window", payment.id);
      expect(outside).toMatchObject({ reason: "Двойное списание", actorLabel: admin.email, targetId: payment.id });
      // A yearly plan's window is 14 days.
      const yearly = await paidPayment("yearly", 13);
      expect(await server.requestRefund(db, provider, { paymentId: yearly.id, reason: "", actor: admin })).toMatchObject({ ok: true });
    });

    it("refuses a payment already refunded, one with a refund in progress, and one not paid", async () => {
      const payment = await paidPayment();
      fake.setNewRefundStatus("pending");
      expect(await server.requestRefund(db, provider, { paymentId: payment.id, reason: "", actor: admin })).toMatchObject({ ok: true, status: "pending" });
      expect(await server.requestRefund(db, provider, { paymentId: payment.id, reason: "", actor: admin })).toEqual({
        ok: false,
        refusal: "REFUND_IN_PROGRESS",
      });
      const [refund] = await db.select().from(paymentRefunds);
      fake.updateRefund(refund?.providerRefundId ?? "", { status: "succeeded" });
      expect(await server.resumeRefund(db, provider, refund?.id ?? "")).toMatchObject({ ok: true, status: "succeeded" });
      expect(await server.requestRefund(db, provider, { paymentId: payment.id, reason: "", actor: admin })).toEqual({ ok: false, refusal: "ALREADY_REFUNDED" });
      expect(await db.select().from(paymentRefunds)).toHaveLength(1);
      await create.createPayment(db, provider, payer, { plan: "yearly", language: "ru", origin: "https://zvuk.example" });
      const [open] = await db.select().from(payments).where(eq(payments.plan, "yearly"));
      expect(await server.requestRefund(db, provider, { paymentId: open?.id ?? "", reason: "x", actor: admin })).toEqual({
        ok: false,
        refusal: "NOT_REFUNDABLE",
      });
      expect(await server.requestRefund(db, provider, { paymentId: "none", reason: "x", actor: admin })).toEqual({ ok: false, refusal: "NOT_FOUND" });
    });

    it("a replayed refund.succeeded notification has one effect, and every notification is logged", async () => {
      const payment = await paidPayment();
      const paidUntil = await expiry();
      fake.setNewRefundStatus("pending");
      await server.requestRefund(db, provider, { paymentId: payment.id, reason: "", actor: admin });
      const [refund] = await db.select().from(paymentRefunds);
      const providerRefundId = refund?.providerRefundId ?? "";
      expect(await expiry()).toEqual(paidUntil);
      // A forged "succeeded" while the provider still says pending changes nothing.
      const forged = { ...fake.refundNotificationFor(providerRefundId), event: "refund.succeeded" };
      expect(await notifications.handlePaymentNotification(db, provider, { ...forged, object: { ...forged.object, status: "succeeded" } })).toBe("unchanged");
      expect(await expiry()).toEqual(paidUntil);
      fake.updateRefund(providerRefundId, { status: "succeeded" });
      const notification = fake.refundNotificationFor(providerRefundId);
      const outcomes = await Promise.all([1, 2, 3].map(() => notifications.handlePaymentNotification(db, provider, notification)));
      expect(outcomes.filter((outcome) => outcome === "refunded")).toHaveLength(1);
      expect(await notifications.handlePaymentNotification(db, provider, notification)).toBe("unchanged");
      expect((await expiry())?.getTime()).toBeLessThanOrEqual(Date.now());
      expect(await auditOf("payment.refund", payment.id)).toHaveLength(2);
      const logged = await db.select().from(paymentNotifications).where(eq(paymentNotifications.paymentId, payment.id)).orderBy(paymentNotifications.id);
      expect(logged.map((row) => row.event)).toEqual([
        "payment.succeeded",
        "refund.succeeded",
        "refund.succeeded",
        "refund.succeeded",
        "refund.succeeded",
        "refund.succeeded",
      ]);
      expect(logged[1]).toMatchObject({ refundId: refund?.id, objectId: providerRefundId, objectStatus: "succeeded" });
      // Append-only.
      const appendOnly = { code: "23514", constraint: "payment_notification_append_only" };
      expect(await refusal(db.update(paymentNotifications).set({ event: "x" }))).toEqual(appendOnly);
      expect(await refusal(db.delete(paymentNotifications))).toEqual(appendOnly);
      const { getPaymentDetail } = await import("~/features/console/payments/payment-detail.server");
      const detail = await getPaymentDetail(db, payment.id);
      expect(detail?.notifications).toHaveLength(6);
      expect(detail?.refunds).toMatchObject([{ status: "succeeded", requestedBy: admin.email }]);
    });

    it("a refund the provider did not answer is recorded and repeated under its key; a lost notification is reconciled", async () => {
      const payment = await paidPayment();
      const down: PaymentProvider = { ...provider, createRefund: () => Promise.reject(new Error("connection reset")) };
      const failed = await server.requestRefund(db, down, { paymentId: payment.id, reason: "", actor: admin });
      expect(failed).toMatchObject({ ok: false, refusal: "PROVIDER_FAILED" });
      const [recorded] = await db.select().from(paymentRefunds);
      expect(recorded).toMatchObject({ status: "created", providerRefundId: null });
      expect(await statusOfPayment(payment.id)).toBe("succeeded");
      expect(await server.requestRefund(db, provider, { paymentId: payment.id, reason: "", actor: admin })).toEqual({
        ok: false,
        refusal: "REFUND_IN_PROGRESS",
      });
      fake.setNewRefundStatus("pending");
      fake.requests.length = 0;
      expect(await server.resumeRefund(db, provider, recorded?.id ?? "")).toMatchObject({ ok: true, status: "pending" });
      expect(fake.requests.filter((request) => request.path === "/v3/refunds").map((request) => request.idempotenceKey)).toEqual([recorded?.idempotenceKey]);
      // The notification is lost: the reconciliation asks the provider about refunds open for more than 10 minutes.
      const [refund] = await db.select().from(paymentRefunds);
      fake.updateRefund(refund?.providerRefundId ?? "", { status: "succeeded" });
      const { reconcilePayments } = await import("~/features/payments/reconcile-payments.server");
      await reconcilePayments(db, provider);
      expect(await statusOfPayment(payment.id)).toBe("succeeded");
      await db.update(paymentRefunds).set({ updatedAt: new Date(Date.now() - 11 * 60_000) });
      await reconcilePayments(db, provider);
      expect(await statusOfPayment(payment.id)).toBe("refunded");
    });

    it("refunding a renewal shortens Pro by that payment's period only", async () => {
      await paidPayment("monthly", 2);
      const firstEnd = await expiry();
      const renewal = await paidPayment("monthly");
      const renewedEnd = await expiry();
      expect((renewedEnd?.getTime() ?? 0) - (firstEnd?.getTime() ?? 0)).toBe(30 * DAY_MS);
      await server.requestRefund(db, provider, { paymentId: renewal.id, reason: "", actor: admin });
      expect(await expiry()).toEqual(firstEnd);
      const { listUserPayments } = server;
      expect((await listUserPayments(db, payer.id)).map((item) => item.status)).toEqual(["refunded", "succeeded"]);
    });

    it("the sandbox refunds too: its refund succeeds at once and a second request under the same key is the same refund", async () => {
      const sandbox: typeof Sandbox = await import("~/adapters/payments/sandbox-provider.server");
      const sandboxProvider = sandbox.createSandboxProvider(db);
      const started = await create.createPayment(db, sandboxProvider, payer, { plan: "monthly", language: "en", origin: "https://zvuk.example" });
      expect(started.ok).toBe(true);
      const [row] = await db.select().from(payments).where(eq(payments.provider, "sandbox"));
      const decided = await sandbox.decideSandboxPayment(db, row?.providerPaymentId ?? "", "succeeded");
      await notifications.handlePaymentNotification(db, sandboxProvider, { type: "notification", event: "payment.succeeded", object: decided });
      expect(await server.requestRefund(db, sandboxProvider, { paymentId: row?.id ?? "", reason: "", actor: admin })).toMatchObject({
        ok: true,
        status: "succeeded",
      });
      const [refund] = await db.select().from(paymentRefunds);
      const again = await sandboxProvider.createRefund(
        {
          providerPaymentId: row?.providerPaymentId ?? "",
          amountKopecks: 49000,
          currency: "RUB",
          description: "x",
          customerEmail: payer.email,
          itemDescription: "x",
        },
        refund?.idempotenceKey ?? "",
      );
      expect(again.id).toBe(refund?.providerRefundId);
      const [stored] = await db.select({ object: sandboxPayments.object }).from(sandboxPayments);
      expect(stored?.object).toMatchObject({ refunded_amount: { value: "490.00", currency: "RUB" } });
      expect(await statusOfPayment(row?.id ?? "")).toBe("refunded");
    });
  });

  describe("manual grants and the overview", () => {
    it("grants Pro as a zero-amount manual payment, extends a running one from its end, refuses a stale form, audits", async () => {
      const granted = await server.grantPro(db, { userId: payer.id, days: 10, reason: "Партнёр", expectedExpiresAt: null, actor: admin });
      expect(granted.ok).toBe(true);
      const [grant] = await db.select().from(payments).where(eq(payments.provider, "manual"));
      expect(grant).toMatchObject({ plan: "manual", amountKopecks: 0, status: "succeeded", grantDays: 10, grantReason: "Партнёр" });
      const [account] = await db.select().from(users).where(eq(users.id, payer.id));
      expect(account?.proPlan).toBe("manual");
      const firstEnd = account?.proExpiresAt ?? new Date(0);
      expect(Math.abs(firstEnd.getTime() - Date.now() - 10 * DAY_MS)).toBeLessThan(60_000);
      expect(await server.grantPro(db, { userId: payer.id, days: 5, reason: "x", expectedExpiresAt: null, actor: admin })).toEqual({
        ok: false,
        refusal: "STALE",
      });
      const extended = await server.grantPro(db, { userId: payer.id, days: 5, reason: "Ещё", expectedExpiresAt: firstEnd.toISOString(), actor: admin });
      expect(extended.ok && new Date(extended.proExpiresAt).getTime() - firstEnd.getTime()).toBe(5 * DAY_MS);
      expect(await server.grantPro(db, { userId: "none", days: 5, reason: "x", expectedExpiresAt: null, actor: admin })).toEqual({
        ok: false,
        refusal: "USER_NOT_FOUND",
      });
      const rows = (await auditOf("user.grant_pro", payer.id)).slice(-2);
      expect(rows.map((row) => [row.targetId, row.reason])).toEqual([
        [payer.id, "Партнёр"],
        [payer.id, "Ещё"],
      ]);
      expect((await server.listUserPayments(db, payer.id)).map((item) => [item.status, item.grantDays])).toEqual([
        ["granted", 5],
        ["granted", 10],
      ]);
      // A manual grant is not refundable.
      expect(await server.requestRefund(db, provider, { paymentId: grant?.id ?? "", reason: "x", actor: admin })).toEqual({
        ok: false,
        refusal: "NOT_REFUNDABLE",
      });
      const { getConsoleOverview } = await import("~/features/console/overview.server");
      expect((await getConsoleOverview(db)).activePro.manual).toBe(1);
    });

    it("counts payments and revenue per day net of refunds", async () => {
      const perDay: typeof PerDay = await import("~/features/console/payments/payments-per-day.server");
      await paidPayment("monthly", 3);
      const refunded = await paidPayment("yearly");
      await server.requestRefund(db, provider, { paymentId: refunded.id, reason: "", actor: admin });
      await server.grantPro(db, { userId: payer.id, days: 3, reason: "x", expectedExpiresAt: (await expiry())?.toISOString() ?? null, actor: admin });
      const days = await perDay.getPaymentsPerDay(db);
      expect(days).toHaveLength(perDay.CHART_DAYS);
      expect(days.reduce((total, day) => total + day.count, 0)).toBe(2);
      expect(days.reduce((total, day) => total + day.netKopecks, 0)).toBe(49000);
      expect(days.at(-1)).toMatchObject({ count: 1, grossKopecks: 450000, refundedKopecks: 450000, netKopecks: 0 });
      const { getConsoleOverview } = await import("~/features/console/overview.server");
      expect((await getConsoleOverview(db)).payments).toMatchObject({ count: 2, revenueKopecks: 49000 });
    });
  });

  it("lists payments newest first, filtered, page by page", async () => {
    const { listPayments } = await import("~/features/console/payments/payments-list.server");
    const { parsePaymentsQuery } = await import("~/features/console/payments/payments-query");
    const { CONSOLE_PAGE_SIZES } = await import("~/config/constants");
    const PAYMENTS_PAGE_SIZE = CONSOLE_PAGE_SIZES.payments;
    const query = (search: Record<string, string>) => parsePaymentsQuery(new URLSearchParams(search));
    const now = Date.now();
    await db.insert(payments).values(
      Array.from({ length: PAYMENTS_PAGE_SIZE + 3 }, (_, index) => ({
        id: `p-${String(index).padStart(3, "0")}`,
        provider: "yookassa" as const,
        idempotenceKey: `k-${index}`,
        userId: payer.id,
        plan: "monthly" as const,
        amountKopecks: 49000,
        currency: "RUB",
        status: index % 2 ? ("canceled" as const) : ("pending" as const),
        returnUrl: "https://zvuk.example/payment/error",
        // Two rows share each instant: the id breaks the tie.
        createdAt: new Date(now - Math.floor(index / 2) * 1000),
      })),
    );
    const first = await listPayments(db, query({}));
    expect(first.rows).toHaveLength(PAYMENTS_PAGE_SIZE);
    expect(first.rows[0]).toMatchObject({ id: "p-001", email: payer.email });
    const second = await listPayments(db, query({ after: first.next ?? "" }));
    expect(second.next).toBeNull();
    const ids = [...first.rows, ...second.rows].map((row) => row.id);
    expect(new Set(ids).size).toBe(PAYMENTS_PAGE_SIZE + 3);
    const canceled = await listPayments(db, query({ status: "canceled", provider: "yookassa" }));
    expect(canceled.rows.every((row) => row.status === "canceled")).toBe(true);
    expect((await listPayments(db, query({ provider: "manual" }))).rows).toEqual([]);
  });
});
