import { BODY_LIMITS } from "../app/config/constants.ts";

type FetchHandler = (request: Request) => Promise<Response>;

/** Routes that read their bodies themselves, against limits of their own (uploads: LIMITS.*Bytes). */
const OWN_LIMITS = new Set(["/api/uploads"]);

/** The employer's job form, on the page and as React Router's data request (`.data`), in both languages. */
const JOB_SUBMISSION_PATHS = new Set(["/post-job", "/post-job.data", "/en/post-job", "/en/post-job.data"]);

/** The cap for a request's body, by route; null where the route keeps its own. */
export function bodyLimitFor(pathname: string): number | null {
  if (OWN_LIMITS.has(pathname)) return null;
  if (JOB_SUBMISSION_PATHS.has(pathname)) return BODY_LIMITS.jobSubmissionBytes;
  if (pathname.startsWith("/api/auth/")) return BODY_LIMITS.authBytes;
  if (pathname === "/api/profile-stats") return BODY_LIMITS.statsBeaconBytes;
  if (pathname === "/api/payments/webhook" || pathname === "/api/telegram/webhook") return BODY_LIMITS.notificationBytes;
  return BODY_LIMITS.formBytes;
}

const TOO_LARGE_TEXT = { ru: "Слишком большой запрос.", en: "The request is too large." } as const;

function tooLarge(pathname: string): Response {
  const language = pathname === "/en" || pathname.startsWith("/en/") ? "en" : "ru";
  // Closing the connection stops the client sending the rest instead of the server reading it to the end.
  return new Response(TOO_LARGE_TEXT[language], {
    status: 413,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", Connection: "close" },
  });
}

/**
 * Caps every request body by its route before any action sees it (docs/security.md): a declared
 * Content-Length over the cap is answered 413 before a byte is read; a body that passes the cap while
 * streaming fails its reader at that byte, and the answer is 413 whatever the route made of the failure.
 * Nothing past the cap is ever held in memory.
 */
export function limitBodies(handler: FetchHandler): FetchHandler {
  return async (request) => {
    const { pathname } = new URL(request.url);
    const limit = request.body ? bodyLimitFor(pathname) : null;
    if (limit === null || !request.body) return handler(request);
    if (Number(request.headers.get("content-length") ?? 0) > limit) return tooLarge(pathname);

    let received = 0;
    let isExceeded = false;
    const counted = request.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          received += chunk.byteLength;
          if (received > limit) {
            isExceeded = true;
            controller.error(new Error(`request body over ${limit} bytes`));
            return;
          }
          controller.enqueue(chunk);
        },
      }),
    );
    const limited = new Request(request, { body: counted, duplex: "half" } as RequestInit);
    const response = await handler(limited);
    if (!isExceeded) return response;
    await response.body?.cancel();
    return tooLarge(pathname);
  };
}
