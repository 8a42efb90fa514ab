import { getDb } from "~/adapters/db/database.server";
import { logger } from "~/adapters/logger.server";
import { BODY_LIMITS } from "~/config/constants";
import { getEnv } from "~/config/env.server";
import { handleWebhookUpdate, isTelegramSecret } from "~/features/telegram/index.server";
import { runInBackground } from "~/server/background-tasks";
import { readJson } from "~/server/read-body";
import { requestInfoContext } from "~/server/request-context";
import type { Route } from "./+types/api-telegram-webhook";

const reply = (status: number) => new Response(null, { status, headers: { "Cache-Control": "no-store" } });

/**
 * POST /api/telegram/webhook: Telegram's updates when the site has a PUBLIC_URL (docs/decisions/026). Only a request
 * with the webhook's secret in X-Telegram-Bot-Api-Secret-Token (compared in constant time) is read: 401 without it,
 * 403 with a wrong one, 404 when Telegram is off. The update is handled after the answer (Telegram waits for it, and
 * holds the chat's next updates meanwhile): 200 at once for any well-formed update, 400 for anything else.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { requestId } = context.get(requestInfoContext);
  const secret = request.headers.get("x-telegram-bot-api-secret-token");
  const check = await isTelegramSecret(secret);
  if (check === "off") return reply(404);
  if (secret === null) return reply(401);
  if (check === "wrong") {
    logger.warn({ requestId }, "Telegram webhook call with a wrong secret");
    return reply(403);
  }
  const body = await readJson(request, BODY_LIMITS.notificationBytes);
  if (!body.ok) return reply(body.status);
  const db = await getDb();
  const accepted = handleWebhookUpdate(db, body.json, getEnv().origin);
  if (!accepted) return reply(400);
  runInBackground(accepted);
  return reply(200);
}
