/** The body of POST /api/payments as plain fields, whether the browser sent JSON or a form; unreadable → {}. */
export async function readPaymentRequest(request: Request): Promise<Record<string, unknown>> {
  try {
    if (request.headers.get("content-type")?.includes("application/json")) {
      const json: unknown = await request.json();
      return typeof json === "object" && json !== null ? (json as Record<string, unknown>) : {};
    }
    return Object.fromEntries(await request.formData());
  } catch {
    return {};
  }
}
