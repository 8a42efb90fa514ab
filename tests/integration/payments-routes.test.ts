import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/adapters/db/client.server";
import { payments } from "~/adapters/db/schema";
import type * as PaymentsRoute from "~/routes/api-payments";
import type * as WebhookRoute from "~/routes/api-payments-webhook";
import type * as SubscriptionRoute from "~/routes/api-subscription";
import type * as SandboxRoute from "~/routes/sandbox-checkout";
import { startFakeYooKassaServer, type FakeYooKassaServer } from "../fakes/yookassa-server";
import { signUpAndSignIn } from "../support/accounts";
import { withAppEnvironment } from "../support/app-modules";
import { databaseKinds, type TestDatabaseKind } from "../support/databases";
import { callRoute } from "../support/route-call";

const origin = "http://localhost:3000";
type Answer = { status: number; body: unknown; headers?: Headers };

/** Loads the payment routes against a fresh app environment and signs up one payer. */
function usePaymentRoutes(kind: TestDatabaseKind, env: () => Record<string, string>) {
  const loaded = {} as {
    environment: Awaited<ReturnType<typeof withAppEnvironment>>;
    payments: typeof PaymentsRoute;
    webhook: typeof WebhookRoute;
    subscription: typeof SubscriptionRoute;
    sandbox: typeof SandboxRoute;
    db: Database;
    cookie: string;
  };
  beforeAll(async () => {
    loaded.environment = await withAppEnvironment(kind, env());
    loaded.payments = await import("~/routes/api-payments");
    loaded.webhook = await import("~/routes/api-payments-webhook");
    loaded.subscription = await import("~/routes/api-subscription");
    loaded.sandbox = await import("~/routes/sandbox-checkout");
    loaded.db = await (await import("~/adapters/db/database.server")).getDb();
    ({ cookie: loaded.cookie } = await signUpAndSignIn(loaded.db, "payer@example.com", { name: "Анна" }));
  });
  afterAll(() => loaded.environment.close());
  return loaded;
}

/** An answer's status and data; a Response the route made itself (a redirect) with its text and headers. */
async function toAnswer(answer: Response): Promise<Answer> {
  if (answer.headers.get("content-type")?.includes("json")) return { status: answer.status, body: (await answer.json()) as unknown };
  return { status: answer.status, body: await answer.text(), headers: answer.headers };
}

describe.each(databaseKinds)("payment routes with YooKassa on $name", (kind) => {
  let fake: FakeYooKassaServer;
  beforeAll(async () => {
    fake = await startFakeYooKassaServer();
  });
  afterAll(() => fake.close());
  const routes = usePaymentRoutes(kind, () => ({ YOOKASSA_SHOP_ID: fake.shopId, YOOKASSA_SECRET_KEY: fake.secretKey, YOOKASSA_BASE_URL: fake.baseUrl }));

  const pay = async (body: Record<string, unknown>, cookie: string | null = routes.cookie) =>
    toAnswer(
      await callRoute(
        routes.payments.action,
        new Request(`${origin}/api/payments`, {
          method: "POST",
          headers: { origin, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
          body: JSON.stringify(body),
        }),
      ),
    );
  const notify = async (body: unknown, sender: string) =>
    toAnswer(
      await callRoute(
        routes.webhook.action,
        new Request(`${origin}/api/payments/webhook`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-client-ip": sender },
          body: JSON.stringify(body),
        }),
      ),
    );
  const subscription = async (cookie: string | null = routes.cookie) =>
    toAnswer(await callRoute(routes.subscription.loader, new Request(`${origin}/api/subscription`, { headers: cookie ? { cookie } : {} })));

  it("refuses the signed-out and unknown plans in the payer's language", async () => {
    expect(await pay({ plan: "monthly" }, null)).toEqual({ status: 401, body: { error: "AUTH_REQUIRED" } });
    expect(await subscription(null)).toEqual({ status: 401, body: { error: "AUTH_REQUIRED" } });
    expect(await pay({ plan: "lifetime", language: "en" })).toEqual({ status: 400, body: { message: "Choose a plan: monthly or yearly." } });
    expect(await pay({ plan: "lifetime" })).toEqual({ status: 400, body: { message: "Выберите тариф: месячный или годовой." } });
  });

  it("ignores the amount the browser sends, and activates on YooKassa's verified notification", async () => {
    const started = await pay({ plan: "monthly", amount: 1, currency: "USD", description: "free", userId: "someone-else" });
    expect(started.status).toBe(200);
    const [row] = await routes.db.select().from(payments);
    expect(row).toMatchObject({ amountKopecks: 49_000, currency: "RUB", plan: "monthly" });
    expect(started.body).toEqual({ confirmation_url: row?.confirmationUrl });
    expect(fake.requests.at(-1)?.body).toMatchObject({ amount: { value: "490.00", currency: "RUB" }, description: "Pro подписка на 30 дней" });
    expect(fake.requests.at(-1)?.body).not.toHaveProperty("receipt");
    expect(await subscription()).toMatchObject({ status: 200, body: { proAccess: false, proPlan: null } });

    const providerId = row?.providerPaymentId ?? "";
    fake.update(providerId, { status: "succeeded" });
    // Only YooKassa's published addresses may notify (YOOKASSA_ALLOWED_IPS defaults to "on" with YooKassa).
    expect((await notify(fake.notificationFor(providerId), "203.0.113.9")).status).toBe(403);
    expect((await subscription()).body).toMatchObject({ proAccess: false });
    expect((await notify(fake.notificationFor(providerId), "185.71.76.10")).status).toBe(200);
    expect((await notify(fake.notificationFor(providerId), "::ffff:77.75.156.11")).status).toBe(200);
    expect((await notify({ nonsense: true }, "185.71.76.10")).status).toBe(400);
    expect(await subscription()).toMatchObject({
      status: 200,
      body: { proAccess: true, proPlan: "monthly", proActivatedAt: expect.any(String) as string, proExpiresAt: expect.any(String) as string },
    });
    expect(await routes.db.$count(payments, eq(payments.status, "succeeded"))).toBe(1);
  });
});

describe.each(databaseKinds)("sandbox checkout on $name", (kind) => {
  const routes = usePaymentRoutes(kind, () => ({}));

  async function checkout(plan: string, language: string) {
    const started = await toAnswer(
      await callRoute(
        routes.payments.action,
        new Request(`${origin}/api/payments`, { method: "POST", headers: { origin, cookie: routes.cookie }, body: new URLSearchParams({ plan, language }) }),
      ),
    );
    const url = new URL((started.body as { confirmation_url: string }).confirmation_url);
    const id = url.pathname.split("/").at(-1) ?? "";
    return { url, id };
  }
  const decide = async (id: string, outcome: string, cookie: string | null = routes.cookie) =>
    toAnswer(
      await callRoute(
        routes.sandbox.action,
        new Request(`${origin}/sandbox/checkout/${id}`, { method: "POST", headers: cookie ? { cookie } : {}, body: new URLSearchParams({ outcome }) }),
        { params: { id } },
      ),
    );
  const show = async (id: string, cookie: string | null = routes.cookie) =>
    toAnswer(
      await callRoute(routes.sandbox.loader, new Request(`${origin}/sandbox/checkout/${id}`, { headers: cookie ? { cookie } : {} }), { params: { id } }),
    );
  const statusOf = async (id: string) =>
    (await routes.db.select({ status: payments.status }).from(payments).where(eq(payments.providerPaymentId, id)))[0]?.status;

  it("declines: the payment is canceled, the payer returns to the result page, and no Pro", async () => {
    const { url, id } = await checkout("monthly", "en");
    expect(url.pathname).toBe(`/sandbox/checkout/${id}`);
    const page = await show(id);
    expect(page).toMatchObject({ status: 200, body: { status: "pending", amountKopecks: 49000, description: "Pro подписка на 30 дней", language: "en" } });
    const declined = await decide(id, "canceled");
    const [row] = await routes.db.select().from(payments).where(eq(payments.providerPaymentId, id));
    expect(declined.status).toBe(302);
    expect(declined.headers?.get("location")).toBe(`${origin}/en/payment/error?payment_id=${row?.id}`);
    expect(row?.status).toBe("canceled");
    // A second click on the same page changes nothing.
    await decide(id, "succeeded");
    expect(await statusOf(id)).toBe("canceled");
  });

  it("pays: the same notification as YooKassa's activates Pro for the plan", async () => {
    const { id } = await checkout("yearly", "ru");
    const paid = await decide(id, "succeeded");
    expect(paid.headers?.get("location")).toMatch(new RegExp(`^${origin}/payment/error\\?payment_id=`));
    const [row] = await routes.db.select().from(payments).where(eq(payments.providerPaymentId, id));
    expect(row?.status).toBe("succeeded");
    const { getSubscription } = await import("~/features/payments/subscription.server");
    expect(await getSubscription(routes.db, row?.userId ?? "")).toMatchObject({ proAccess: true, proPlan: "yearly" });
    expect((await show("missing")).status).toBe(404);
  });

  it("is the payer's alone: signed out or signed in as someone else, the payment is not there and cannot be decided", async () => {
    const { id } = await checkout("monthly", "ru");
    const { cookie: otherCookie } = await signUpAndSignIn(routes.db, "other@example.com", { name: "Борис" });
    for (const cookie of [null, otherCookie]) {
      expect((await show(id, cookie)).status).toBe(404);
      expect((await decide(id, "canceled", cookie)).status).toBe(404);
      expect((await decide(id, "succeeded", cookie)).status).toBe(404);
    }
    expect(await statusOf(id)).toBe("pending");
    expect(await show(id)).toMatchObject({ status: 200, body: { status: "pending" } });
  });
});
