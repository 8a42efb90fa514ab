/**
 * A failed read of the Sheets values API. `code` and `message` are Google's `error.code` and
 * `error.message` (spec 7: "Spreadsheet errors are read as error.message and error.code");
 * `status` is Google's `error.status` (e.g. PERMISSION_DENIED) or one of ours for failures
 * that never reached Google (NETWORK_ERROR, DEADLINE_EXCEEDED, INVALID_RESPONSE).
 */
export class SheetsError extends Error {
  override readonly name = "SheetsError";
  readonly code: number;
  readonly status: string;

  constructor(details: { code: number; status: string; message: string }, options?: ErrorOptions) {
    super(details.message, options);
    this.code = details.code;
    this.status = details.status;
  }
}

/** Reads Google's `{ error: { code, message, status } }` body, falling back to the HTTP status line. */
export async function readGoogleError(response: Response): Promise<SheetsError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  return new SheetsError({
    code: typeof error.code === "number" ? error.code : response.status,
    status: typeof error.status === "string" ? error.status : `HTTP_${response.status}`,
    message: typeof error.message === "string" && error.message ? error.message : response.statusText || `HTTP ${response.status}`,
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
