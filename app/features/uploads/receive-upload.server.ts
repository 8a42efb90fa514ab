import { fileTypeFromBuffer } from "file-type";
import type { Database } from "~/adapters/db/client.server";
import type { Storage } from "~/adapters/storage/storage";
import { findAcceptedFormat } from "./accepted-formats";
import { createLimitedBody } from "./limited-body";
import { MEDIA_GROUP, tooLargeError, uploadLimitBytes, type UploadErrorCode, type UploadQuery } from "./upload";
import { uploadKey } from "./upload-key";
import { recordUpload } from "./upload-records.server";
import { refuse, type Outcome } from "~/server/outcome";
import { requestAudioAnalysis } from "~/features/audio/index.server";

/** How many first bytes are looked at to tell the type: what `file-type` needs for the formats it knows. */
const SNIFF_BYTES = 4100;

export type ReceiveUploadResult = Outcome<UploadErrorCode, { key: string; url: string }>;

interface ReceiveUploadInput {
  query: UploadQuery;
  /** Always the signed-in user: the key is made under this user's prefix and nowhere else. */
  userId: string;
  body: ReadableStream<Uint8Array>;
  now?: Date;
}

/**
 * Stores an uploaded file as it streams in (spec 7 "File uploads", 5 "Audio file up to 20MB…"): the type is
 * told from the first bytes, never from the name or the browser's Content-Type, and the byte limit is
 * enforced while the rest streams into storage, which keeps nothing of a body that did not arrive whole.
 * The key is recorded first (with its owner and time) so the sweep of unattached uploads finds it; a recording is
 * then queued for analysis.
 * Storage and database failures are thrown; the caller logs them.
 */
export async function receiveUpload(
  db: Database,
  storage: Storage,
  { query, userId, body, now = new Date() }: ReceiveUploadInput,
): Promise<ReceiveUploadResult> {
  const limited = createLimitedBody(body, uploadLimitBytes(query.kind));
  const failed = (): ReceiveUploadResult => refuse(limited.failure === "too-large" ? tooLargeError(query.kind) : "UPLOAD_ABORTED");

  let head: Uint8Array;
  try {
    head = await limited.readHead(SNIFF_BYTES);
  } catch {
    return failed();
  }
  const format = findAcceptedFormat(MEDIA_GROUP[query.kind], (await fileTypeFromBuffer(head))?.ext);
  if (!format) {
    await limited.cancel();
    return refuse("UNSUPPORTED_TYPE");
  }

  const key = uploadKey(query, userId, format.ext, now);
  // Before the bytes: a sweep that holds this key's row deletes its old file before this goes on.
  await recordUpload(db, key, userId);
  try {
    await storage.put(key, limited.rest(head), { contentType: format.contentType });
  } catch (error) {
    if (limited.failure) return failed();
    throw error;
  }
  // Once the bytes are in place: a job queued before them could analyse the file this one replaces (docs/decisions/038).
  if (MEDIA_GROUP[query.kind] === "audio") await db.transaction((tx) => requestAudioAnalysis(tx, key));
  return { ok: true, key, url: storage.publicUrl(key, now.getTime().toString(36)) };
}
