import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, eq, gt, isNotNull, sql, type SQL } from "drizzle-orm";
import { ADVISORY_LOCK_KEYS } from "~/adapters/db/advisory-lock-keys";
import type { Transaction } from "~/adapters/db/advisory-lock.server";
import type { Database } from "~/adapters/db/client.server";
import { inquiries, specialistProfiles, specialistServices, users } from "~/adapters/db/schema";
import { logger } from "~/adapters/logger.server";
import { enqueueMail } from "~/adapters/mail/mail-queue.server";
import { INQUIRY, type Language } from "~/config/constants";
import { isListed } from "~/server/listed-specialists";
import { refuse, type Outcome } from "~/server/outcome";
import { deliverInquiry, inquiryContentOf, type InquiryRecipient } from "./inquiry-delivery.server";
import { confirmationMail } from "./inquiry-mails";
import { OTHER_WORK_KIND, type InquiryFields } from "./inquiry.schema";

export type SendInquiryRefusal = "NOT_FOUND" | "OWN_PROFILE" | "BLOCKED" | "SENDER_LIMIT" | "SPECIALIST_LIMIT" | "SPECIALIST_BUSY";
/** Delivered at once ("delivered"), or waiting for the link mailed to the client ("unconfirmed"). */
export type SendInquiryOutcome = Outcome<SendInquiryRefusal, { id: string; state: "delivered" | "unconfirmed" }>;

/** Who sends: the keyed hash of their network address, and the signed-in account, if any. */
export interface InquirySender {
  senderKey: string;
  user: { id: string; email: string; emailVerified: boolean } | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

async function lock(tx: Transaction, namespace: number, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${namespace}, hashtext(${key}))`);
}

/**
 * The specialist an inquiry may go to: listed (the directory's rule, an operator's hiding included) and Pro (account
 * type Pro or active Pro access, the badge's rule) — only Pro profiles take inquiries. Spec 4's listing rule lists only
 * Pro profiles today, so `isPro` is a guard for the day it does not. Null when not listed.
 */
async function findRecipient(tx: Transaction, specialistId: string): Promise<(InquiryRecipient & { isPro: boolean }) | null> {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      name: sql<string>`btrim(${specialistProfiles.name} || ' ' || ${specialistProfiles.surname})`,
      isPro: sql<boolean>`(${specialistProfiles.accountType} = 'Pro' or coalesce(${users.proExpiresAt} > now(), false))`,
    })
    .from(users)
    .innerJoin(specialistProfiles, eq(specialistProfiles.userId, users.id))
    .where(and(eq(users.id, specialistId), isListed))
    .limit(1);
  return row ?? null;
}

async function countInquiries(tx: Transaction, where: SQL | undefined): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(inquiries).where(where);
  return row?.total ?? 0;
}

/** Whether this mailbox or this sender had INQUIRY.spamBlockCount inquiries marked spam within the window. */
async function isBlocked(tx: Transaction, mailbox: string, senderKey: string | null, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - INQUIRY.spamWindowDays * DAY_MS);
  const spam = (who: SQL) => countInquiries(tx, and(eq(inquiries.status, "spam"), gt(inquiries.spamAt, since), who));
  if ((await spam(eq(inquiries.clientEmail, mailbox))) >= INQUIRY.spamBlockCount) return true;
  return senderKey !== null && (await spam(eq(inquiries.senderKey, senderKey))) >= INQUIRY.spamBlockCount;
}

/** Inquiries delivered to this specialist in the last day: at most INQUIRY.perSpecialistPerDay reach them. */
const deliveredToday = (tx: Transaction, specialistId: string, now: Date) =>
  countInquiries(
    tx,
    and(eq(inquiries.specialistId, specialistId), isNotNull(inquiries.confirmedAt), gt(inquiries.confirmedAt, new Date(now.getTime() - DAY_MS))),
  );

/** The chosen service's id and title, when it is one of this specialist's; "other" (or a service gone) is neither. */
async function resolveWorkKind(tx: Transaction, specialistId: string, workKind: string): Promise<{ serviceId: string | null; workKind: string }> {
  if (workKind === OTHER_WORK_KIND) return { serviceId: null, workKind: "" };
  const [service] = await tx
    .select({ id: specialistServices.id, title: specialistServices.title })
    .from(specialistServices)
    .where(and(eq(specialistServices.userId, specialistId), eq(specialistServices.id, workKind)))
    .orderBy(asc(specialistServices.createdAt))
    .limit(1);
  return service ? { serviceId: service.id, workKind: service.title.slice(0, INQUIRY.fields.workKind) } : { serviceId: null, workKind: "" };
}

/**
 * Stores a client's inquiry to a specialist (issue 27, docs/decisions/036) and, for a signed-in client writing from
 * their own confirmed address, delivers it at once; anyone else gets a link mailed to the address they gave, and
 * nothing reaches the specialist before it is opened. Refused, nothing is written: a profile that is not listed or not
 * Pro (NOT_FOUND), one's own (OWN_PROFILE), a mailbox or sender with inquiries marked spam
 * (BLOCKED), and the daily limits — per sender and per mailbox (SENDER_LIMIT), per mailbox and specialist
 * (SPECIALIST_LIMIT), delivered per specialist (SPECIALIST_BUSY). The limits are counted in the inserting transaction
 * under two-key advisory locks on the sender, the mailbox and the specialist (in that order), so simultaneous sends
 * count one after the other on every instance and two cannot both take the last slot (docs/decisions/032's way).
 */
export async function sendInquiry(
  db: Database,
  input: { specialistId: string; fields: InquiryFields; language: Language; sender: InquirySender; now?: Date },
): Promise<SendInquiryOutcome> {
  const now = input.now ?? new Date();
  const { fields, sender, specialistId } = input;
  const mailbox = fields.clientEmail;
  const outcome = await db.transaction(async (tx): Promise<SendInquiryOutcome> => {
    await lock(tx, ADVISORY_LOCK_KEYS.inquirySender, sender.senderKey);
    await lock(tx, ADVISORY_LOCK_KEYS.inquiryMailbox, mailbox);
    await lock(tx, ADVISORY_LOCK_KEYS.inquirySpecialist, specialistId);
    const recipient = await findRecipient(tx, specialistId);
    if (!recipient?.isPro) return refuse("NOT_FOUND");
    if (sender.user?.id === specialistId) return refuse("OWN_PROFILE");
    if (await isBlocked(tx, mailbox, sender.senderKey, now)) return refuse("BLOCKED");
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const today = (who: SQL | undefined) => countInquiries(tx, and(who, gt(inquiries.createdAt, dayAgo)));
    if ((await today(eq(inquiries.senderKey, sender.senderKey))) >= INQUIRY.perClientAddressPerDay) return refuse("SENDER_LIMIT");
    if ((await today(eq(inquiries.clientEmail, mailbox))) >= INQUIRY.perMailboxPerDay) return refuse("SENDER_LIMIT");
    if ((await today(and(eq(inquiries.clientEmail, mailbox), eq(inquiries.specialistId, specialistId)))) >= INQUIRY.perMailboxPerSpecialistPerDay) {
      return refuse("SPECIALIST_LIMIT");
    }
    if ((await deliveredToday(tx, specialistId, now)) >= INQUIRY.perSpecialistPerDay) return refuse("SPECIALIST_BUSY");

    // Sent at once only from the account's own confirmed address: any other address could be someone else's.
    const isConfirmed = sender.user !== null && sender.user.emailVerified && sender.user.email.toLowerCase() === mailbox;
    const token = isConfirmed ? null : randomBytes(32).toString("base64url");
    const { budgetNegotiable, ...rest } = fields;
    const [row] = await tx
      .insert(inquiries)
      .values({
        ...rest,
        ...(await resolveWorkKind(tx, specialistId, fields.workKind)),
        budgetNegotiable,
        specialistId,
        senderUserId: sender.user?.id ?? null,
        language: input.language,
        senderKey: sender.senderKey,
        status: isConfirmed ? "new" : "unconfirmed",
        confirmedAt: isConfirmed ? now : null,
        confirmTokenHash: token === null ? null : hashToken(token),
        confirmExpiresAt: token === null ? null : new Date(now.getTime() + INQUIRY.confirmHours * 60 * 60 * 1000),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("the inquiry was not written");
    if (token === null) {
      await deliverInquiry(tx, { id: row.id, language: row.language, content: inquiryContentOf(row) }, recipient);
      return { ok: true, id: row.id, state: "delivered" };
    }
    await enqueueMail(tx, confirmationMail({ to: mailbox, language: input.language, specialistName: recipient.name, token }));
    return { ok: true, id: row.id, state: "unconfirmed" };
  });
  if (!outcome.ok) logger.info({ specialistId, refusal: outcome.refusal }, "an inquiry was refused");
  return outcome;
}

/** What a confirmation link's page shows before its button is pressed. */
export type ConfirmationState =
  { state: "confirm"; specialistId: string; specialistName: string } | { state: "expired"; specialistId: string } | { state: "invalid" };

/** A token of the shape we make (32 random bytes, base64url); anything else is not looked up. */
const isTokenShaped = (token: string) => /^[\w-]{43}$/.test(token);

/** The inquiry a confirmation link names, as its page shows it; a GET never confirms (mail scanners follow links). */
export async function findConfirmation(db: Database, token: string, now = new Date()): Promise<ConfirmationState> {
  if (!isTokenShaped(token)) return { state: "invalid" };
  const [row] = await db
    .select({
      specialistId: inquiries.specialistId,
      expiresAt: inquiries.confirmExpiresAt,
      specialistName: sql<string>`btrim(${specialistProfiles.name} || ' ' || ${specialistProfiles.surname})`,
    })
    .from(inquiries)
    .innerJoin(specialistProfiles, eq(specialistProfiles.userId, inquiries.specialistId))
    .where(eq(inquiries.confirmTokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { state: "invalid" };
  if (!row.expiresAt || row.expiresAt <= now) return { state: "expired", specialistId: row.specialistId };
  return { state: "confirm", specialistId: row.specialistId, specialistName: row.specialistName };
}

type ConfirmInquiryRefusal = "INVALID" | "EXPIRED" | "NOT_FOUND" | "BLOCKED" | "SPECIALIST_BUSY";
export type ConfirmInquiryOutcome = Outcome<ConfirmInquiryRefusal, { specialistId: string; specialistName: string; clientEmail: string }>;

/**
 * The confirmation link's button: delivers the inquiry once. The row is locked by its token's hash, which the delivery
 * clears, so a second press (or a simultaneous one) finds no row: INVALID, nothing sent twice. Refused like a send when
 * the specialist stopped taking inquiries, the mailbox was blocked meanwhile or the specialist's day is full (the link
 * stays good until it expires: the client may try again tomorrow).
 */
export async function confirmInquiry(db: Database, token: string, now = new Date()): Promise<ConfirmInquiryOutcome> {
  if (!isTokenShaped(token)) return refuse("INVALID");
  const outcome = await db.transaction(async (tx): Promise<ConfirmInquiryOutcome> => {
    const [row] = await tx
      .select()
      .from(inquiries)
      .where(eq(inquiries.confirmTokenHash, hashToken(token)))
      .limit(1)
      .for("update");
    if (!row) return refuse("INVALID");
    if (!row.confirmExpiresAt || row.confirmExpiresAt <= now) return refuse("EXPIRED");
    await lock(tx, ADVISORY_LOCK_KEYS.inquirySpecialist, row.specialistId);
    const recipient = await findRecipient(tx, row.specialistId);
    if (!recipient?.isPro) return refuse("NOT_FOUND");
    if (await isBlocked(tx, row.clientEmail, row.senderKey, now)) return refuse("BLOCKED");
    if ((await deliveredToday(tx, row.specialistId, now)) >= INQUIRY.perSpecialistPerDay) return refuse("SPECIALIST_BUSY");
    await tx
      .update(inquiries)
      .set({ status: "new", confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null, updatedAt: now })
      .where(eq(inquiries.id, row.id));
    await deliverInquiry(tx, { id: row.id, language: row.language, content: inquiryContentOf(row) }, recipient);
    return { ok: true, specialistId: row.specialistId, specialistName: recipient.name, clientEmail: row.clientEmail };
  });
  if (!outcome.ok) logger.info({ refusal: outcome.refusal }, "an inquiry's confirmation was refused");
  return outcome;
}
