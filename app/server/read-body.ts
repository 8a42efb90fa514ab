import { BODY_LIMITS } from "~/config/constants";

/**
 * The body of a form or JSON request, read safely for every route that takes one: a body that is not what
 * the route reads (another content type, broken multipart, invalid JSON) or that is larger than any form
 * of the site is an answer for the route to give (400, 413), never a thrown error, and no more than the
 * limit is ever held in memory. Routes check the session and origin first: a refused request costs no read.
 */

/**
 * The largest body read: the server caps every body by its route before the app sees it
 * (server/body-limit.ts); this repeats the form cap for callers that reach a route directly.
 */
export const BODY_LIMIT_BYTES = BODY_LIMITS.formBytes;

type UnreadableBody = { ok: false; status: 400 | 413 };
export type FormBody = { ok: true; form: FormData } | UnreadableBody;
export type JsonBody = { ok: true; json: unknown } | UnreadableBody;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** The media type without parameters, lower case: "Multipart/Form-Data; boundary=x" → "multipart/form-data". */
function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

export function isJsonRequest(request: Request): boolean {
  const type = mediaType(request);
  return type === "application/json" || type.endsWith("+json");
}

/** The whole body as bytes, or 413 as soon as it passes `limitBytes` (by its declared length or while it arrives). */
async function readBytes(request: Request, limitBytes: number): Promise<Uint8Array<ArrayBuffer> | UnreadableBody> {
  const tooLarge: UnreadableBody = { ok: false, status: 413 };
  if (Number(request.headers.get("content-length") ?? 0) > limitBytes) return tooLarge;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (let result = await reader.read(); !result.done; result = await reader.read()) {
      length += result.value.byteLength;
      if (length > limitBytes) {
        await reader.cancel().catch(() => undefined);
        return tooLarge;
      }
      chunks.push(result.value);
    }
  } catch {
    // The sender went away or the stream broke: nothing usable arrived.
    return { ok: false, status: 400 };
  }
  return Buffer.concat(chunks, length);
}

/** A posted form (urlencoded or multipart); anything else, or a form that does not parse, is 400. */
export async function readForm(request: Request, limitBytes = BODY_LIMIT_BYTES): Promise<FormBody> {
  const type = request.headers.get("content-type") ?? "";
  if (!FORM_TYPES.includes(mediaType(request))) return { ok: false, status: 400 };
  const bytes = await readBytes(request, limitBytes);
  if (!(bytes instanceof Uint8Array)) return bytes;
  try {
    return { ok: true, form: await new Response(bytes, { headers: { "content-type": type } }).formData() };
  } catch {
    return { ok: false, status: 400 };
  }
}

/** A JSON body (application/json or +json); anything else, or JSON that does not parse, is 400. */
export async function readJson(request: Request, limitBytes = BODY_LIMIT_BYTES): Promise<JsonBody> {
  if (!isJsonRequest(request)) return { ok: false, status: 400 };
  const bytes = await readBytes(request, limitBytes);
  if (!(bytes instanceof Uint8Array)) return bytes;
  try {
    return { ok: true, json: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) as unknown };
  } catch {
    return { ok: false, status: 400 };
  }
}

/**
 * A posted form, or an empty one when the body cannot be read as a form: for actions whose schema then names
 * the missing fields in the user's language (sign-in, password reset), which is the clearest answer to give.
 */
export async function readFormOrEmpty(request: Request): Promise<FormData> {
  const body = await readForm(request);
  return body.ok ? body.form : new FormData();
}

/** A form field as text: a missing field, or a file where text belongs, reads as empty. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
