import { Readable } from "node:stream";
import type { StoredFile } from "~/adapters/storage/storage";
import { parseByteRange } from "./byte-range";

/** File URLs carry ?v=, so a URL's bytes never change; no-transform keeps proxies from re-encoding ranges. */
const CACHE_CONTROL = "public, max-age=31536000, immutable, no-transform";

/**
 * The answer to a GET or HEAD of a stored file: 200 with the whole file, 206 with the one range asked for
 * (so audio and video seek), 416 for a range past the end, 304 when the browser's copy is current.
 * Takes ownership of the file: it is read by the response body or closed here.
 */
export async function fileResponse(request: Request, file: StoredFile): Promise<Response> {
  const etag = `"${file.size.toString(16)}-${file.modifiedAt.getTime().toString(16)}"`;
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Accept-Ranges": "bytes",
    ETag: etag,
    "Last-Modified": file.modifiedAt.toUTCString(),
    "Cache-Control": CACHE_CONTROL,
    "X-Content-Type-Options": "nosniff",
  });

  if (isNotModified(request.headers, etag, file.modifiedAt)) {
    await file.close();
    return new Response(null, { status: 304, headers });
  }
  const range = isRangeStillValid(request.headers.get("if-range"), etag, file.modifiedAt) ? parseByteRange(request.headers.get("range"), file.size) : null;
  if (range === "unsatisfiable") {
    await file.close();
    headers.set("Content-Range", `bytes */${file.size}`);
    return new Response(null, { status: 416, headers });
  }

  const { start, end } = range ?? { start: 0, end: file.size - 1 };
  headers.set("Content-Length", String(end - start + 1));
  if (range) headers.set("Content-Range", `bytes ${start}-${end}/${file.size}`);
  const hasBody = request.method !== "HEAD" && file.size > 0;
  if (!hasBody) await file.close();
  const body = hasBody ? (Readable.toWeb(file.read({ start, end })) as ReadableStream<Uint8Array>) : null;
  return new Response(body, { status: range ? 206 : 200, headers });
}

/** If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2). */
function isNotModified(headers: Headers, etag: string, modifiedAt: Date): boolean {
  const ifNoneMatch = headers.get("if-none-match");
  if (ifNoneMatch !== null) return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
  const ifModifiedSince = Date.parse(headers.get("if-modified-since") ?? "");
  return Number.isFinite(ifModifiedSince) && wholeSeconds(modifiedAt) <= ifModifiedSince;
}

/** A Range is honoured only while the file is still the one If-Range names (RFC 9110 §13.1.5). */
function isRangeStillValid(ifRange: string | null, etag: string, modifiedAt: Date): boolean {
  if (ifRange === null) return true;
  const validator = ifRange.trim();
  if (validator.startsWith('"') || validator.startsWith("W/")) return validator === etag;
  return Date.parse(validator) === wholeSeconds(modifiedAt);
}

/** HTTP dates have whole seconds; file times have milliseconds. */
function wholeSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000) * 1000;
}
