import type { Database } from "~/adapters/db/client.server";
import { getEnv } from "~/config/env.server";
import { startJobAlerts } from "./alert-delivery.server";
import { sendAlertTelegram } from "./alert-delivery-telegram.server";
import { sendAlertEmail } from "./alert-mail.server";
import { getUnsubscribeKey } from "./unsubscribe-token.server";

/** The alerts of the configured site: its origin for links, its secret for tokens, e-mails through the mail queue; Telegram through the site's bot (without TELEGRAM_BOT_TOKEN its messages are dropped as not linked). */
export async function startSiteJobAlerts(db: Database): Promise<void> {
  const env = getEnv();
  const unsubscribeKey = await getUnsubscribeKey();
  await startJobAlerts(db, {
    email: (database, messageId) => sendAlertEmail(database, messageId, { origin: env.origin, unsubscribeKey }),
    telegram: (database, messageId) => sendAlertTelegram(database, messageId, { origin: env.origin }),
  });
}
