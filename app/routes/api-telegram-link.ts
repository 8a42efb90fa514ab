import { data } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { getViewer } from "~/features/auth/session.server";
import { startTelegramLinking, stopTelegramLinking, telegramLinkFormSchema } from "~/features/telegram/index.server";
import type { TelegramLinkActionData, TelegramLinkError } from "~/features/telegram";
import { isForeignOrigin } from "~/server/foreign-origin";
import { readForm } from "~/server/read-body";
import { requestInfoContext } from "~/server/request-context";
import type { Route } from "./+types/api-telegram-link";
import { answerOnFailure } from "~/server/answer-on-failure.server";

const NO_STORE = { "Cache-Control": "no-store" };
const failure = (error: TelegramLinkError, status: number) => data<TelegramLinkActionData>({ error }, { status, headers: NO_STORE });

/**
 * POST /api/telegram/link (intent "connect" | "disconnect"): the cabinet's Telegram panel (docs/decisions/026).
 * "connect" answers the bot's deep link with a new one-time token; "disconnect" unlinks. 401 signed out, 403 from
 * another origin, 400 for anything but the form, 503 when Telegram is off or unreachable, 500 logged.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (isForeignOrigin(request)) return failure("FORBIDDEN_ORIGIN", 403);
  const viewer = await getViewer(request);
  if (!viewer) return failure("AUTH_REQUIRED", 401);
  const body = await readForm(request);
  if (!body.ok) return failure("INVALID_REQUEST", body.status);
  const parsed = telegramLinkFormSchema.safeParse({ intent: body.form.get("intent") });
  if (!parsed.success) return failure("INVALID_REQUEST", 400);
  const { intent } = parsed.data;
  return answerOnFailure(
    { requestId: context.get(requestInfoContext).requestId, intent, message: "Telegram link action failed" },
    async () => {
      const db = await getDb();
      if (intent === "disconnect") {
        await stopTelegramLinking(db, viewer.id);
        return data<TelegramLinkActionData>({ intent, ok: true }, { headers: NO_STORE });
      }
      const started = await startTelegramLinking(db, viewer.id);
      if (!started.ok) return failure(started.refusal, 503);
      return data<TelegramLinkActionData>({ intent, url: started.url }, { headers: NO_STORE });
    },
    () => failure("FAILED", 500),
  );
}
