import { afterEach, describe, expect, it, vi } from "vitest";
import { isProActiveNow, requestPayment } from "./request-payment";

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } })));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("requestPayment", () => {
  it("posts the plan and language and reads the confirmation URL", async () => {
    const fetchMock = answer(200, { confirmation_url: "https://pay.example/confirm/1" });
    await expect(requestPayment("yearly", "en")).resolves.toEqual({ ok: true, confirmationUrl: "https://pay.example/confirm/1" });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/payments",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ plan: "yearly", language: "en" }) }),
    );
  });

  it("passes on the server's message, or none for the generic text", async () => {
    answer(502, { message: "Платёжный сервис недоступен" });
    await expect(requestPayment("monthly", "ru")).resolves.toEqual({ ok: false, error: "FAILED", message: "Платёжный сервис недоступен" });
    answer(500, { error: "x" });
    await expect(requestPayment("monthly", "ru")).resolves.toEqual({ ok: false, error: "FAILED", message: null });
    answer(200, {});
    await expect(requestPayment("monthly", "ru")).resolves.toEqual({ ok: false, error: "FAILED", message: null });
  });

  it("tells a missing session apart", async () => {
    answer(401, { error: "AUTH_REQUIRED" });
    await expect(requestPayment("monthly", "ru")).resolves.toEqual({ ok: false, error: "AUTH_REQUIRED" });
  });

  it("treats a network failure as a failed request", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("offline"))),
    );
    await expect(requestPayment("monthly", "ru")).resolves.toEqual({ ok: false, error: "FAILED", message: null });
  });
});

describe("isProActiveNow", () => {
  it("is true only for an answer with proAccess true", async () => {
    answer(200, { proAccess: true, proPlan: "monthly", proActivatedAt: null, proExpiresAt: null });
    await expect(isProActiveNow()).resolves.toBe(true);
    answer(200, { proAccess: false });
    await expect(isProActiveNow()).resolves.toBe(false);
    answer(401, { error: "AUTH_REQUIRED" });
    await expect(isProActiveNow()).resolves.toBe(false);
  });
});
