import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback stand-in for YooKassa's payments API (https://yookassa.ru/developers/api): POST /v3/payments,
 * GET /v3/payments/{id}, POST /v3/refunds and GET /v3/refunds/{id} with Basic auth, the Idempotence-Key kept for
 * 24 hours, payment and refund objects with statuses and YooKassa's error objects. Tests (and development, through
 * YOOKASSA_BASE_URL) drive it.
 */
interface FakePayment {
  id: string;
  status: "pending" | "waiting_for_capture" | "succeeded" | "canceled";
  paid: boolean;
  amount: { value: string; currency: string };
  description?: string;
  confirmation: { type: "redirect"; confirmation_url: string; return_url: string };
  metadata: Record<string, string>;
  receipt?: unknown;
  created_at: string;
  test: true;
}

interface FakeRefund {
  id: string;
  payment_id: string;
  status: "pending" | "succeeded" | "canceled";
  amount: { value: string; currency: string };
  description?: string;
  created_at: string;
  cancellation_details?: { party: string; reason: string };
}

interface RecordedRequest {
  method: string;
  path: string;
  idempotenceKey: string | null;
  body: unknown;
}

export interface FakeYooKassaServer {
  baseUrl: string;
  shopId: string;
  secretKey: string;
  payments: Map<string, FakePayment>;
  refunds: Map<string, FakeRefund>;
  requests: RecordedRequest[];
  /** The status new refunds get (YooKassa answers most card refunds succeeded at once; some stay pending). */
  setNewRefundStatus(status: FakeRefund["status"]): void;
  /** Changes a refund as the bank would. */
  updateRefund(id: string, change: Partial<Pick<FakeRefund, "status">>): FakeRefund;
  /** The notification YooKassa sends for the refund's current status. */
  refundNotificationFor(id: string): { type: "notification"; event: string; object: FakeRefund };
  /** The next `count` creations are carried out but answered with HTTP 500, as when YooKassa's answer is lost. */
  failNextCreations(count: number): void;
  /** Changes a payment as the payer or the bank would (status) or as a forger would wish (amount). */
  update(id: string, change: Partial<Pick<FakePayment, "status" | "amount">>): FakePayment;
  /** The notification YooKassa sends for the payment's current status. */
  notificationFor(id: string): { type: "notification"; event: string; object: FakePayment };
  close(): Promise<void>;
}

const IDEMPOTENCE_MS = 24 * 60 * 60 * 1000;

export async function startFakeYooKassaServer(options: { shopId?: string; secretKey?: string } = {}): Promise<FakeYooKassaServer> {
  const shopId = options.shopId ?? "123456";
  const secretKey = options.secretKey ?? "test_secret";
  const payments = new Map<string, FakePayment>();
  const byKey = new Map<string, { at: number; paymentId: string }>();
  const refunds = new Map<string, FakeRefund>();
  const refundsByKey = new Map<string, { at: number; refundId: string }>();
  let newRefundStatus: FakeRefund["status"] = "succeeded";
  const requests: RecordedRequest[] = [];
  let failures = 0;
  const expectedAuthorization = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString("base64")}`;

  const server = createServer((request, response) => {
    void handle(request, response).catch(() => send(response, 500, error("internal_server_error", "Internal server error")));
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const text = await readBody(request);
    const body: unknown = text ? JSON.parse(text) : null;
    const idempotenceKey = request.headers["idempotence-key"]?.toString() ?? null;
    requests.push({ method: request.method ?? "", path: url.pathname, idempotenceKey, body });
    if (request.headers.authorization !== expectedAuthorization) return send(response, 401, error("invalid_credentials", "Login or password is incorrect"));
    const byId = /^\/v3\/payments\/([^/]+)$/.exec(url.pathname);
    if (request.method === "GET" && byId) {
      const payment = payments.get(decodeURIComponent(byId[1] ?? ""));
      return payment ? send(response, 200, payment) : send(response, 404, error("not_found", "Payment doesn't exist or access denied"));
    }
    const refundById = /^\/v3\/refunds\/([^/]+)$/.exec(url.pathname);
    if (request.method === "GET" && refundById) {
      const refund = refunds.get(decodeURIComponent(refundById[1] ?? ""));
      return refund ? send(response, 200, refund) : send(response, 404, error("not_found", "Refund doesn't exist or access denied"));
    }
    if (request.method === "POST" && url.pathname === "/v3/refunds") {
      if (!idempotenceKey) return send(response, 400, error("invalid_request", "Idempotence key is missing", "Idempotence-Key"));
      const knownRefund = refundsByKey.get(idempotenceKey);
      const earlier = knownRefund && Date.now() - knownRefund.at < IDEMPOTENCE_MS ? refunds.get(knownRefund.refundId) : undefined;
      if (earlier) return send(response, 200, earlier);
      const created = createRefund(body);
      if (typeof created === "string") return send(response, 400, error("invalid_request", created));
      refunds.set(created.id, created);
      refundsByKey.set(idempotenceKey, { at: Date.now(), refundId: created.id });
      return send(response, 200, created);
    }
    if (request.method !== "POST" || url.pathname !== "/v3/payments") return send(response, 404, error("not_found", "Not found"));
    if (!idempotenceKey) return send(response, 400, error("invalid_request", "Idempotence key is missing", "Idempotence-Key"));
    const known = byKey.get(idempotenceKey);
    let payment = known && Date.now() - known.at < IDEMPOTENCE_MS ? payments.get(known.paymentId) : undefined;
    if (!payment) {
      const created = createPayment(body);
      if (!created) return send(response, 400, error("invalid_request", "Invalid request body"));
      payment = created;
      payments.set(payment.id, payment);
      byKey.set(idempotenceKey, { at: Date.now(), paymentId: payment.id });
    }
    if (failures > 0) {
      failures -= 1;
      return send(response, 500, error("internal_server_error", "Internal server error"));
    }
    return send(response, 200, payment);
  }

  function createPayment(body: unknown): FakePayment | null {
    const input = body as {
      amount?: { value?: unknown; currency?: unknown };
      confirmation?: { type?: unknown; return_url?: unknown };
      description?: string;
      metadata?: Record<string, string>;
      receipt?: unknown;
      capture?: unknown;
    } | null;
    const value = input?.amount?.value;
    const returnUrl = input?.confirmation?.return_url;
    if (typeof value !== "string" || !/^\d+\.\d{2}$/.test(value) || input?.confirmation?.type !== "redirect" || typeof returnUrl !== "string") return null;
    const id = randomUUID();
    return {
      id,
      status: "pending",
      paid: false,
      amount: { value, currency: String(input.amount?.currency) },
      description: input.description,
      confirmation: { type: "redirect", confirmation_url: `${baseUrl}/checkout/${id}`, return_url: returnUrl },
      metadata: input.metadata ?? {},
      receipt: input.receipt,
      created_at: new Date().toISOString(),
      test: true,
    };
  }

  /** A refund of a succeeded payment, no more than what is left of it; otherwise YooKassa's reason for the 400. */
  function createRefund(body: unknown): FakeRefund | string {
    const input = body as { payment_id?: unknown; amount?: { value?: unknown; currency?: unknown }; description?: string } | null;
    const payment = typeof input?.payment_id === "string" ? payments.get(input.payment_id) : undefined;
    const value = input?.amount?.value;
    if (!payment || typeof value !== "string" || !/^\d+\.\d{2}$/.test(value)) return "Invalid request body";
    if (payment.status !== "succeeded") return "Payment is not succeeded";
    const refunded = [...refunds.values()]
      .filter((refund) => refund.payment_id === payment.id && refund.status !== "canceled")
      .reduce((total, refund) => total + Number(refund.amount.value), 0);
    if (input?.amount?.currency !== payment.amount.currency || Number(value) + refunded > Number(payment.amount.value))
      return "Refund amount exceeds the payment";
    return {
      id: randomUUID(),
      payment_id: payment.id,
      status: newRefundStatus,
      amount: { value, currency: payment.amount.currency },
      description: input.description,
      created_at: new Date().toISOString(),
    };
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    shopId,
    secretKey,
    payments,
    refunds,
    requests,
    setNewRefundStatus(status) {
      newRefundStatus = status;
    },
    updateRefund(id, change) {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`no fake refund ${id}`);
      Object.assign(refund, change, change.status === "canceled" ? { cancellation_details: { party: "refund_network", reason: "rejected_by_payee" } } : {});
      return refund;
    },
    refundNotificationFor(id) {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`no fake refund ${id}`);
      return { type: "notification", event: `refund.${refund.status}`, object: refund };
    },
    failNextCreations(count) {
      failures = count;
    },
    update(id, change) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no fake payment ${id}`);
      Object.assign(payment, change, change.status ? { paid: change.status === "succeeded" } : {});
      return payment;
    },
    notificationFor(id) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no fake payment ${id}`);
      return { type: "notification", event: `payment.${payment.status}`, object: payment };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const error = (code: string, description: string, parameter?: string) => ({
  type: "error",
  id: randomUUID(),
  code,
  description,
  ...(parameter && { parameter }),
});

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
