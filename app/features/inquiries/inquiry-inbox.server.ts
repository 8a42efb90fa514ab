import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { inquiries } from "~/adapters/db/schema";
import type { InquiryStatus } from "~/config/constants";
import { DONE, refuse, type Outcome } from "~/server/outcome";
import { decodeCursor, keysetPage, timeAndId, type KeysetPage, type TimeAndId } from "~/server/keyset-cursor";
import type { InquiryIntent } from "./inquiry-inbox.schema";
import type { InquiriesPanelData, InquiryEntry } from "./inquiries-panel";

/** Inquiries a page of the cabinet's tab shows. */
const INQUIRIES_PAGE_SIZE = 20;

/**
 * A page of the inquiries delivered to this specialist, newest first, by keyset on (confirmed_at, id) along
 * inquiry_specialist_confirmed_idx (scanned backwards); unconfirmed ones never show. Only the specialist's own: the
 * caller passes the session's user.
 */
async function listInquiries(db: Database, specialistId: string, after: TimeAndId | null): Promise<KeysetPage<InquiryEntry>> {
  const position = sql`(${inquiries.confirmedAt}, ${inquiries.id})`;
  const found = await db
    .select({
      id: inquiries.id,
      status: inquiries.status,
      confirmedAt: inquiries.confirmedAt,
      cursorAt: sql<string>`${inquiries.confirmedAt}::text`,
      clientName: inquiries.clientName,
      clientEmail: inquiries.clientEmail,
      clientContact: inquiries.clientContact,
      workKind: inquiries.workKind,
      budgetFrom: inquiries.budgetFrom,
      budgetTo: inquiries.budgetTo,
      budgetNegotiable: inquiries.budgetNegotiable,
      deadline: inquiries.deadline,
      message: inquiries.message,
      referenceLink: inquiries.referenceLink,
    })
    .from(inquiries)
    .where(
      and(
        eq(inquiries.specialistId, specialistId),
        sql`${inquiries.confirmedAt} is not null`,
        after ? sql`${position} < (${after[0]}::timestamptz, ${after[1]})` : undefined,
      ),
    )
    .orderBy(desc(inquiries.confirmedAt), desc(inquiries.id))
    .limit(INQUIRIES_PAGE_SIZE + 1);
  const page = keysetPage(found, INQUIRIES_PAGE_SIZE, (row) => [row.cursorAt, row.id]);
  return {
    rows: page.rows.map(({ cursorAt: _cursor, confirmedAt, status, ...row }) => ({
      ...row,
      status: status === "unconfirmed" ? "new" : status,
      receivedAt: (confirmedAt ?? new Date(0)).toISOString(),
    })),
    next: page.next,
  };
}

/** The tab label's figure: inquiries delivered and not yet opened. */
async function countNewInquiries(db: Database, specialistId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(inquiries)
    .where(and(eq(inquiries.specialistId, specialistId), eq(inquiries.status, "new")));
  return row?.total ?? 0;
}

/**
 * The specialist's decision on one of their inquiries: opened (new → read; any other status stays), answered, archived,
 * or spam (which counts against the sender's mailbox and address: INQUIRY.spamBlockCount within spamWindowDays blocks
 * them). Authorised by the row: an inquiry of another specialist, an unconfirmed one or one gone is NOT_FOUND, and
 * nothing changes.
 */
export async function updateInquiryStatus(
  db: Database,
  specialistId: string,
  id: string,
  intent: InquiryIntent,
  now = new Date(),
): Promise<Outcome<"NOT_FOUND">> {
  const mine = and(eq(inquiries.id, id), eq(inquiries.specialistId, specialistId), ne(inquiries.status, "unconfirmed"));
  const change =
    intent === "inquiry-read"
      ? {
          readAt: sql`coalesce(${inquiries.readAt}, ${now.toISOString()}::timestamptz)`,
          status: sql<InquiryStatus>`case when ${inquiries.status} = 'new' then 'read' else ${inquiries.status} end`,
        }
      : intent === "inquiry-answered"
        ? { status: "answered" as const, answeredAt: now, readAt: sql`coalesce(${inquiries.readAt}, ${now.toISOString()}::timestamptz)` }
        : intent === "inquiry-archive"
          ? { status: "archived" as const, readAt: sql`coalesce(${inquiries.readAt}, ${now.toISOString()}::timestamptz)` }
          : { status: "spam" as const, spamAt: now, readAt: sql`coalesce(${inquiries.readAt}, ${now.toISOString()}::timestamptz)` };
  const updated = await db
    .update(inquiries)
    .set({ ...change, updatedAt: now })
    .where(mine)
    .returning({ id: inquiries.id });
  return updated.length > 0 ? DONE : refuse("NOT_FOUND");
}

/**
 * What the cabinet needs of the inquiries on every tab (the new ones' count on the tab's label) and, with the tab open,
 * the page `after` points at (a malformed cursor shows the first page).
 */
export async function getInquiryInbox(
  db: Database,
  viewer: { id: string; isPro: boolean },
  isOpen: boolean,
  after: string | null,
): Promise<{ newInquiries: number; inquiriesPanel: InquiriesPanelData | null }> {
  const position = decodeCursor(after, timeAndId);
  const [newInquiries, page] = await Promise.all([countNewInquiries(db, viewer.id), isOpen ? listInquiries(db, viewer.id, position) : null]);
  return { newInquiries, inquiriesPanel: page && { ...page, isFirstPage: position === null, isPro: viewer.isPro } };
}
