import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/adapters/db/client.server";
import { payments, sandboxPayments, users } from "~/adapters/db/schema";
import type { PaymentProvider } from "~/adapters/payments/provider-payment";
import { createSandboxProvider, decideSandboxPayment } from "~/adapters/payments/sandbox-provider.server";
import { createYooKassaClient } from "~/adapters/payments/yookassa-client.server";
import { PAYMENTS, PRICING, type Language, type PaymentPlan } from "~/config/constants";
import { createPayment } from "~/features/payments/create-payment.server";
import { handlePaymentNotification } from "~/features/payments/handle-payment-notification.server";
import { reconcilePayments } from "~/features/payments/reconcile-payments.server";
import { getSubscription, isPaymentCanceled } from "~/features/payments/subscription.server";
import { startFakeYooKassaServer, type FakeYooKassaServer } from "../fakes/yookassa-server";
import { databaseKinds, useMigratedDatabase } from "../support/databases";

const DAY_MS = 24 * 60 * 60 * 1000;
const payer = { id: "payer", name: "Анна", email: "anna@example.com" };
const start: { plan: PaymentPlan; language: Language; origin: string } = { plan: "monthly", language: "ru", origin: "https://zvuk.example" };

/** Moves a payment back in time, as if it had been written `ms` ago and not touched since. */
async function backdate(db: Database, paymentId: string, ms: number) {
  const at = new Date(Date.now() - ms);
  await db.update(payments).set({ createdAt: at, updatedAt: at }).where(eq(payments.id, paymentId));
}

/** The only payment row, which a test expects to exist. */
async function onlyPayment(db: Database) {
  const [row] = await db.select().from(payments);
  if (!row) throw new Error("no payment row");
  return row;
}

describe.each(databaseKinds)("payments with YooKassa on $name", (kind) => {
  const database = useMigratedDatabase(kind);
  let fake: FakeYooKassaServer;
  let provider: PaymentProvider;

  beforeAll(async () => {
    fake = await startFakeYooKassaServer();
    provider = createYooKassaClient({ shopId: fake.shopId, secretKey: fake.secretKey, baseUrl: fake.baseUrl, hasReceipts: true }, { retryDelayMs: 0 });
  });
  afterAll(() => fake.close());

  beforeEach(async () => {
    await database.db.delete(users);
    await database.db.insert(users).values({ id: payer.id, name: payer.name, email: payer.email });
    fake.payments.clear();
    fake.requests.length = 0;
  });

  /** Starts a payment and returns the provider's payment id. */
  async function startPayment(input = start) {
    const result = await createPayment(database.db, provider, payer, input);
    expect(result.ok).toBe(true);
    const [row] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.userId, payer.id))
      .orderBy(sql`${payments.createdAt} desc`)
      .limit(1);
    return row?.providerPaymentId ?? "";
  }

  const expiry = async () => (await database.db.select({ at: users.proExpiresAt }).from(users).where(eq(users.id, payer.id)))[0]?.at ?? null;

  it("asks YooKassa for the plan's own amount, with the receipt, metadata and our return URL", async () => {
    const providerId = await startPayment({ ...start, plan: "yearly", language: "en" });
    const [row] = await database.db.select().from(payments);
    expect(row).toMatchObject({ plan: "yearly", amountKopecks: PRICING.yearly.amountRub * 100, currency: "RUB", status: "pending", provider: "yookassa" });
    const [request] = fake.requests;
    expect(request).toMatchObject({
      method: "POST",
      path: "/v3/payments",
      idempotenceKey: row?.idempotenceKey,
      body: {
        amount: { value: "4500.00", currency: "RUB" },
        capture: true,
        confirmation: { type: "redirect", return_url: `https://zvuk.example/en/payment/error?payment_id=${row?.id}` },
        description: "Pro подписка на 1 год",
        metadata: { payment_id: row?.id, user_id: payer.id, plan: "yearly" },
        receipt: {
          customer: { email: payer.email },
          items: [{ quantity: 1, amount: { value: "4500.00", currency: "RUB" }, payment_subject: "service", payment_mode: "full_payment" }],
        },
      },
    });
    expect(row?.confirmationUrl).toBe(fake.payments.get(providerId)?.confirmation.confirmation_url);
  });

  it("requires the user's id, name and e-mail", async () => {
    expect(await createPayment(database.db, provider, { ...payer, name: " " }, start)).toEqual({ ok: false, refusal: "USER_DATA_REQUIRED" });
    expect(await createPayment(database.db, provider, { ...payer, email: "" }, start)).toEqual({ ok: false, refusal: "USER_DATA_REQUIRED" });
    expect(await database.db.$count(payments)).toBe(0);
  });

  it("repeats a request answered with 500 under the same key: one payment at YooKassa", async () => {
    fake.failNextCreations(1);
    await startPayment();
    expect(fake.payments.size).toBe(1);
    expect(fake.requests).toHaveLength(2);
    expect(new Set(fake.requests.map((request) => request.idempotenceKey)).size).toBe(1);
  });

  it("keeps the key when YooKassa keeps failing, and the next click finishes the same attempt", async () => {
    fake.failNextCreations(3);
    expect(await createPayment(database.db, provider, payer, start)).toEqual({ ok: false, refusal: "PROVIDER_FAILED" });
    const [failed] = await database.db.select().from(payments);
    expect(failed?.status).toBe("created");
    await startPayment();
    expect(await database.db.$count(payments)).toBe(1);
    expect(fake.payments.size).toBe(1);
    expect(new Set(fake.requests.map((request) => request.idempotenceKey))).toEqual(new Set([failed?.idempotenceKey]));
  });

  it("a double click continues the open attempt", async () => {
    const results = await Promise.all([createPayment(database.db, provider, payer, start), createPayment(database.db, provider, payer, start)]);
    expect(results[0]).toEqual(results[1]);
    expect(await database.db.$count(payments)).toBe(1);
    expect(fake.payments.size).toBe(1);
  });

  it("activates once however often the notification comes, serially and in parallel", async () => {
    const providerId = await startPayment();
    expect(await handlePaymentNotification(database.db, provider, fake.notificationFor(providerId))).toBe("unchanged");
    fake.update(providerId, { status: "succeeded" });
    const before = Date.now();
    const serial = [];
    for (let n = 0; n < 5; n += 1) serial.push(await handlePaymentNotification(database.db, provider, fake.notificationFor(providerId)));
    const parallel = await Promise.all(Array.from({ length: 10 }, () => handlePaymentNotification(database.db, provider, fake.notificationFor(providerId))));
    expect([...serial, ...parallel].filter((outcome) => outcome === "activated")).toHaveLength(1);
    const expiresAt = (await expiry())?.getTime() ?? 0;
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * DAY_MS - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
    const [row] = await database.db.select().from(payments);
    expect(row).toMatchObject({ status: "succeeded" });
    expect(row?.paidAt).toBeInstanceOf(Date);
    expect(await getSubscription(database.db, payer.id)).toMatchObject({ proAccess: true, proPlan: "monthly" });
  });

  it("ignores a notification the provider contradicts: still pending, or another amount", async () => {
    const providerId = await startPayment();
    const forged = { ...fake.notificationFor(providerId), event: "payment.succeeded", object: { ...fake.payments.get(providerId), status: "succeeded" } };
    expect(await handlePaymentNotification(database.db, provider, forged)).toBe("unchanged");
    fake.update(providerId, { status: "succeeded", amount: { value: "1.00", currency: "RUB" } });
    expect(await handlePaymentNotification(database.db, provider, fake.notificationFor(providerId))).toBe("mismatch");
    expect(await handlePaymentNotification(database.db, provider, { type: "notification", event: "payment.succeeded", object: { id: "not-a-payment" } })).toBe(
      "unknown",
    );
    expect(await expiry()).toBeNull();
    expect((await database.db.select({ status: payments.status }).from(payments))[0]?.status).toBe("pending");
  });

  it("never lets a late canceled or pending undo a success", async () => {
    const providerId = await startPayment();
    fake.update(providerId, { status: "succeeded" });
    expect(await handlePaymentNotification(database.db, provider, fake.notificationFor(providerId))).toBe("activated");
    const activeUntil = await expiry();
    for (const status of ["canceled", "pending"] as const) {
      fake.update(providerId, { status });
      expect(await handlePaymentNotification(database.db, provider, fake.notificationFor(providerId))).toBe("unchanged");
    }
    expect((await database.db.select({ status: payments.status }).from(payments))[0]?.status).toBe("succeeded");
    expect(await expiry()).toEqual(activeUntil);
  });

  it("reconciliation activates a payment whose notification was lost", async () => {
    const providerId = await startPayment();
    fake.update(providerId, { status: "succeeded" });
    expect(await reconcilePayments(database.db, provider)).toEqual([]);
    await database.db
      .update(payments)
      .set({ updatedAt: sql`now() - interval '11 minutes'` })
      .where(eq(payments.providerPaymentId, providerId));
    expect(await reconcilePayments(database.db, provider)).toEqual(["activated"]);
    expect(await reconcilePayments(database.db, provider)).toEqual([]);
    expect((await getSubscription(database.db, payer.id)).proAccess).toBe(true);
  });

  /** A start whose request YooKassa carried out but whose answers were all lost: our row stays created. */
  async function startUnanswered() {
    fake.failNextCreations(PAYMENTS.providerAttempts);
    expect(await createPayment(database.db, provider, payer, start)).toEqual({ ok: false, refusal: "PROVIDER_FAILED" });
    const row = await onlyPayment(database.db);
    expect(row).toMatchObject({ status: "created", providerPaymentId: null });
    return row;
  }
  const creations = () => fake.requests.filter((request) => request.method === "POST");

  it("reconciliation sends an unanswered creation again under its key, and activates it once YooKassa says succeeded", async () => {
    const row = await startUnanswered();
    const [made] = fake.payments.values();
    expect(await reconcilePayments(database.db, provider)).toEqual([]);
    await backdate(database.db, row.id, PAYMENTS.resendCreatedAfterMs + 60_000);
    expect(await reconcilePayments(database.db, provider)).toEqual(["unchanged"]);
    expect(await onlyPayment(database.db)).toMatchObject({
      status: "pending",
      providerPaymentId: made?.id,
      confirmationUrl: made?.confirmation.confirmation_url,
    });
    fake.update(made?.id ?? "", { status: "succeeded" });
    await backdate(database.db, row.id, PAYMENTS.reconcileAfterMs + 60_000);
    expect(await reconcilePayments(database.db, provider)).toEqual(["activated"]);
    expect(await reconcilePayments(database.db, provider)).toEqual([]);
    expect(await getSubscription(database.db, payer.id)).toMatchObject({ proAccess: true, proPlan: "monthly" });
    expect(fake.payments.size).toBe(1);
    expect(new Set(creations().map((request) => request.idempotenceKey))).toEqual(new Set([row.idempotenceKey]));
    expect(creations().at(-1)?.body).toEqual(creations()[0]?.body);
  });

  it("repeated and parallel reconciliation of an unanswered creation makes one payment at YooKassa", async () => {
    const row = await startUnanswered();
    await backdate(database.db, row.id, PAYMENTS.resendCreatedAfterMs + 60_000);
    fake.failNextCreations(PAYMENTS.providerAttempts);
    expect(await reconcilePayments(database.db, provider)).toEqual([]);
    expect((await onlyPayment(database.db)).status).toBe("created");
    // The round that failed claimed it: not sent again before the period is over.
    expect(await reconcilePayments(database.db, provider)).toEqual([]);
    await backdate(database.db, row.id, PAYMENTS.resendCreatedAfterMs + 60_000);
    const rounds = await Promise.all([reconcilePayments(database.db, provider), reconcilePayments(database.db, provider)]);
    expect(rounds.flat()).toEqual(["unchanged"]);
    await backdate(database.db, row.id, PAYMENTS.resendCreatedAfterMs + 60_000);
    expect(await reconcilePayments(database.db, provider)).toEqual([]);
    expect(fake.payments.size).toBe(1);
    expect(creations()).toHaveLength(2 * PAYMENTS.providerAttempts + 1);
    expect(new Set(creations().map((request) => request.idempotenceKey))).toEqual(new Set([row.idempotenceKey]));
    expect((await onlyPayment(database.db)).providerPaymentId).toBe([...fake.payments.keys()][0]);
  });

  it("an unanswered creation whose key YooKassa no longer honours is closed, never sent again", async () => {
    const row = await startUnanswered();
    const sent = fake.requests.length;
    await backdate(database.db, row.id, 25 * 60 * 60_000);
    expect(await reconcilePayments(database.db, provider)).toEqual(["canceled"]);
    expect(await reconcilePayments(database.db, provider)).toEqual([]);
    expect(fake.requests).toHaveLength(sent);
    expect(await onlyPayment(database.db)).toMatchObject({ status: "canceled", providerPaymentId: null });
    expect(await isPaymentCanceled(database.db, payer.id, row.id)).toBe(true);
    // A later click starts a new attempt with a new key.
    await startPayment();
    expect(await database.db.$count(payments)).toBe(2);
    expect(creations().at(-1)?.idempotenceKey).not.toBe(row.idempotenceKey);
  });

  it("a renewal 5 days before the end extends from the current end", async () => {
    const currentEnd = new Date(Date.now() + 5 * DAY_MS);
    await database.db.update(users).set({ proPlan: "monthly", proExpiresAt: currentEnd }).where(eq(users.id, payer.id));
    const providerId = await startPayment();
    fake.update(providerId, { status: "succeeded" });
    expect(await handlePaymentNotification(database.db, provider, fake.notificationFor(providerId))).toBe("activated");
    expect((await expiry())?.getTime()).toBe(currentEnd.getTime() + 30 * DAY_MS);
  });

  it("an expiry in the past is not active, and nothing has to end it", async () => {
    const ended = new Date(Date.now() - DAY_MS);
    await database.db
      .update(users)
      .set({ proPlan: "yearly", proActivatedAt: new Date(Date.now() - 366 * DAY_MS), proExpiresAt: ended })
      .where(eq(users.id, payer.id));
    expect(await getSubscription(database.db, payer.id)).toEqual({
      proAccess: false,
      proPlan: "yearly",
      proActivatedAt: expect.any(String) as string,
      proExpiresAt: ended.toISOString(),
    });
    expect(await getSubscription(database.db, "nobody")).toEqual({ proAccess: false, proPlan: null, proActivatedAt: null, proExpiresAt: null });
  });
});

describe.each(databaseKinds)("payments with the sandbox on $name", (kind) => {
  const database = useMigratedDatabase(kind);

  it("reconciliation creates the sandbox payment a start never got an answer for, once, and activates it", async () => {
    await database.db.insert(users).values({ id: payer.id, name: payer.name, email: payer.email });
    const sandbox = createSandboxProvider(database.db);
    const timingOut: PaymentProvider = { ...sandbox, createPayment: () => Promise.reject(new Error("timeout")) };
    expect(await createPayment(database.db, timingOut, payer, start)).toEqual({ ok: false, refusal: "PROVIDER_FAILED" });
    const row = await onlyPayment(database.db);
    await backdate(database.db, row.id, PAYMENTS.resendCreatedAfterMs + 60_000);
    expect([...(await reconcilePayments(database.db, sandbox)), ...(await reconcilePayments(database.db, sandbox))]).toEqual(["unchanged"]);
    const [stored] = await database.db.select().from(sandboxPayments);
    expect(stored?.idempotenceKey).toBe(row.idempotenceKey);
    expect(await onlyPayment(database.db)).toMatchObject({ status: "pending", providerPaymentId: stored?.id });
    await decideSandboxPayment(database.db, stored?.id ?? "", "succeeded");
    await backdate(database.db, row.id, PAYMENTS.reconcileAfterMs + 60_000);
    expect(await reconcilePayments(database.db, sandbox)).toEqual(["activated"]);
    expect(await getSubscription(database.db, payer.id)).toMatchObject({ proAccess: true, proPlan: "monthly" });
  });
});
