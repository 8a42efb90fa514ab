import { isJsonRequest, readForm, readJson } from "~/server/read-body";

/** The body of POST /api/payments as plain fields, whether the browser sent JSON or a form; unreadable → {} (which the schema refuses). */
export async function readPaymentRequest(request: Request): Promise<Record<string, unknown>> {
  if (isJsonRequest(request)) {
    const body = await readJson(request);
    return body.ok && typeof body.json === "object" && body.json !== null ? (body.json as Record<string, unknown>) : {};
  }
  const body = await readForm(request);
  return body.ok ? Object.fromEntries(body.form) : {};
}
