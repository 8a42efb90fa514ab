import { getDb } from "~/adapters/db/database.server";
import { getStorage } from "~/adapters/storage/storage.server";
import { getViewer } from "~/features/auth/session.server";
import { getEditorAccess } from "~/features/profile-editor/editor-access.server";
import { receiveUpload } from "~/features/uploads/receive-upload.server";
import { tooLargeError, uploadLimitBytes, uploadQuerySchema, type UploadErrorCode, type UploadResponse } from "~/features/uploads/upload";
import { isForeignOrigin } from "~/server/foreign-origin";
import { requestInfoContext } from "~/server/request-context";
import type { Route } from "./+types/api-uploads";
import { answerOnFailure } from "~/server/answer-on-failure.server";

const STATUS: Record<UploadErrorCode, number> = {
  AUTH_REQUIRED: 401,
  FORBIDDEN_ORIGIN: 403,
  PRO_REQUIRED: 403,
  INVALID_REQUEST: 400,
  PHOTO_TOO_LARGE: 413,
  AUDIO_TOO_LARGE: 413,
  VIDEO_TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  UPLOAD_ABORTED: 400,
  UPLOAD_FAILED: 500,
};

// A refusal may come before the body was read (or when only part of it was): closing the connection stops the
// client sending the rest, where a kept-alive socket would leave it stalled on an unread body.
const failure = (error: UploadErrorCode) => Response.json({ error } satisfies UploadResponse, { status: STATUS[error], headers: { Connection: "close" } });

/**
 * POST /api/uploads?kind=photo|audio|project-audio|video[&projectId=…][&filename=…] with the file's raw bytes
 * as the body (spec 7 "File uploads"): the owner's own photo, audio and project media, Pro only (spec 6).
 * Answers `{ url, key }`, or `{ error }` with 401, 403, 400, 413, 415 or 500.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return failure("INVALID_REQUEST");
  if (isForeignOrigin(request)) return failure("FORBIDDEN_ORIGIN");
  const viewer = await getViewer(request);
  if (!viewer) return failure("AUTH_REQUIRED");
  const query = uploadQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const body = request.body;
  if (!query.success || !body) return failure("INVALID_REQUEST");
  const db = await getDb();
  if (!(await getEditorAccess(db, viewer)).canEdit) return failure("PRO_REQUIRED");
  // A declared size over the limit is refused before a byte is read; the limit still holds while streaming.
  if (Number(request.headers.get("content-length")) > uploadLimitBytes(query.data.kind)) return failure(tooLargeError(query.data.kind));
  return answerOnFailure(
    { requestId: context.get(requestInfoContext).requestId, kind: query.data.kind, message: "upload failed" },
    async () => {
      const result = await receiveUpload(db, getStorage(), { query: query.data, userId: viewer.id, body });
      return result.ok ? Response.json({ url: result.url, key: result.key } satisfies UploadResponse) : failure(result.refusal);
    },
    () => failure("UPLOAD_FAILED"),
  );
}
