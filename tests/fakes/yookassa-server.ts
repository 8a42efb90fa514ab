import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback stand-in for YooKassa's payments API (https://yookassa.ru/developers/api): POST /v3/payments and
 * GET /v3/payments/{id} with Basic auth, the Idempotence-Key kept for 24 hours, payment objects with statuses
 * and YooKassa's error objects. Tests (and development, through YOOKASSA_BASE_URL) drive it.
 */
export interface FakePayment {
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

export interface RecordedRequest {
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
  requests: RecordedRequest[];
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

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    shopId,
    secretKey,
    payments,
    requests,
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
