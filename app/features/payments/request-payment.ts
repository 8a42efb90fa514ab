import type { Language, PaymentPlan } from "~/config/constants";

export type PaymentRequestResult =
  | { ok: true; confirmationUrl: string }
  /** `message` is the server's own, already in the page language; null means "say the generic text". */
  | { ok: false; error: "AUTH_REQUIRED" }
  | { ok: false; error: "FAILED"; message: string | null };

function readString(body: unknown, key: string): string | null {
  if (typeof body !== "object" || body === null || !(key in body)) return null;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** Asks the server to create a payment for the plan (POST /api/payments) and reads where to pay. */
export async function requestPayment(plan: PaymentPlan, language: Language): Promise<PaymentRequestResult> {
  let response: Response;
  try {
    response = await fetch("/api/payments", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ plan, language }),
    });
  } catch {
    return { ok: false, error: "FAILED", message: null };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 401) return { ok: false, error: "AUTH_REQUIRED" };
  const confirmationUrl = response.ok ? readString(body, "confirmation_url") : null;
  if (confirmationUrl) return { ok: true, confirmationUrl };
  return { ok: false, error: "FAILED", message: response.ok ? null : readString(body, "message") };
}

/** Whether the signed-in user's Pro is active now (GET /api/subscription); signed out or unreachable: false. */
export async function isProActiveNow(): Promise<boolean> {
  const response = await fetch("/api/subscription", { headers: { Accept: "application/json" }, cache: "no-store" });
  if (!response.ok) return false;
  const body: unknown = await response.json();
  return typeof body === "object" && body !== null && (body as { proAccess?: unknown }).proAccess === true;
}
