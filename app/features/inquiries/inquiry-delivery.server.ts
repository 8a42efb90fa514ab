import { eq } from "drizzle-orm";
import type { Transaction } from "~/adapters/db/advisory-lock.server";
import type { Database } from "~/adapters/db/client.server";
import { inquiries, telegramLinks } from "~/adapters/db/schema";
import { logger } from "~/adapters/logger.server";
import { enqueueMail } from "~/adapters/mail/mail-queue.server";
import { defineQueue, enqueue } from "~/adapters/queue/queue.server";
import type { Language } from "~/config/constants";
import { sendTelegramToUser, type TelegramDelivery } from "~/features/telegram/index.server";
import { clientCopyMail, inquiryTelegramHtml, specialistInquiryMail, type InquiryContent } from "./inquiry-mails";

/**
 * One job per delivered inquiry to a specialist who linked Telegram (`{ inquiryId }`), sent in the delivering
 * transaction; retried with backoff for about a day, like the alerts' Telegram messages (docs/decisions/025, 036).
 */
export const INQUIRY_TELEGRAM_QUEUE = defineQueue({
  name: "inquiries-telegram",
  options: { retryLimit: 12, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600 },
});

export interface InquiryTelegramJob {
  inquiryId: string;
}

/** The specialist an inquiry goes to: their account's confirmed address and the name their page shows. */
export interface InquiryRecipient {
  id: string;
  email: string;
  name: string;
}

/**
 * Delivers an inquiry, inside the transaction that made it "new" (a signed-in send or a confirmation): the mail to the
 * specialist (Reply-To the client), the client's copy in the language of the page they sent from, and the Telegram job
 * when the specialist linked a chat — all enqueued, so they exist exactly when the inquiry was delivered
 * (docs/decisions/034). The cabinet reads the row itself.
 */
export async function deliverInquiry(
  tx: Transaction,
  inquiry: { id: string; language: Language; content: InquiryContent },
  recipient: InquiryRecipient,
): Promise<void> {
  await enqueueMail(tx, specialistInquiryMail({ to: recipient.email, content: inquiry.content }));
  await enqueueMail(tx, clientCopyMail({ language: inquiry.language, specialistName: recipient.name, specialistId: recipient.id, content: inquiry.content }));
  const [link] = await tx.select({ userId: telegramLinks.userId }).from(telegramLinks).where(eq(telegramLinks.userId, recipient.id)).limit(1);
  if (link) await enqueue(tx, INQUIRY_TELEGRAM_QUEUE, { inquiryId: inquiry.id } satisfies InquiryTelegramJob);
}

/** What an inquiry's stored row says, as the mails and Telegram show it. */
export function inquiryContentOf(row: typeof inquiries.$inferSelect): InquiryContent {
  return {
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    clientContact: row.clientContact,
    workKind: row.workKind,
    budgetFrom: row.budgetFrom,
    budgetTo: row.budgetTo,
    budgetNegotiable: row.budgetNegotiable,
    deadline: row.deadline,
    message: row.message,
    referenceLink: row.referenceLink,
  };
}

export type InquiryTelegramSend = (db: Database, userId: string, html: string) => Promise<TelegramDelivery>;

/**
 * The `inquiries-telegram` worker: sends the inquiry to the specialist's linked chat as it is when the job runs. An
 * inquiry gone meanwhile (deleted with its specialist, or by retention) sends nothing; a specialist no longer linked,
 * or who blocked the bot (the Telegram feature unlinks them), is not retried — the mail and the cabinet have it; any
 * other failure throws, for the queue's retry with backoff. At least once up to Telegram's edge: a crash after
 * Telegram accepted the message and before the job completed sends it again on the retry.
 */
export async function sendInquiryTelegram(db: Database, inquiryId: string, send: InquiryTelegramSend = sendTelegramToUser): Promise<TelegramDelivery | "gone"> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, inquiryId)).limit(1);
  if (!row || row.status === "unconfirmed") return "gone";
  const delivery = await send(db, row.specialistId, inquiryTelegramHtml(inquiryContentOf(row)));
  if (delivery !== "sent") logger.info({ inquiryId, delivery }, "an inquiry's Telegram message was not sent");
  return delivery;
}
