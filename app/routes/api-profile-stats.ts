import { getDb } from "~/adapters/db/database.server";
import { getViewer } from "~/features/auth/session.server";
import { countStats, recordStatsEvent, statsEventSchema } from "~/features/profile-stats/index.server";
import { BODY_LIMITS } from "~/config/constants";
import { isForeignOrigin } from "~/server/foreign-origin";
import { readJson } from "~/server/read-body";
import { requestInfoContext } from "~/server/request-context";
import { answerOnFailure } from "~/server/answer-on-failure.server";
import type { Route } from "./+types/api-profile-stats";

const answer = (status: number) => new Response(null, { status, headers: { "Cache-Control": "no-store" } });

/**
 * POST /api/profile-stats: a page's statistics beacon (issue 27, docs/decisions/037), sent after the page loaded, so the
 * cached page itself counts nothing. JSON, capped (server/body-limit.ts), one of `statsEventSchema`'s events; 204 when
 * it was read (counted or, for a bot, the owner or a profile that is not listed, not), 403 from another origin, 400 or
 * 413 for a body that is not one, 503 when the count failed (logged). The address and browser only key the day's
 * visitor hash; neither is stored nor logged.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return answer(405);
  if (isForeignOrigin(request)) return answer(403);
  const body = await readJson(request, BODY_LIMITS.statsBeaconBytes);
  if (!body.ok) return answer(body.status);
  const parsed = statsEventSchema.safeParse(body.json);
  if (!parsed.success) return answer(400);
  const event = parsed.data;
  return answerOnFailure(
    { requestId: context.get(requestInfoContext).requestId, event: event.type, message: "profile statistics beacon failed" },
    async () => {
      const viewer = request.headers.has("cookie") ? await getViewer(request) : null;
      const visitor = {
        viewerId: viewer?.id ?? null,
        clientIp: request.headers.get("x-client-ip") ?? "unknown",
        userAgent: request.headers.get("user-agent") ?? "",
      };
      await recordStatsEvent(await getDb(), event, visitor, countStats);
      return answer(204);
    },
    () => answer(503),
  );
}
