import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { inquiries, specialistProfiles, users } from "~/adapters/db/schema";
import { consoleListQuery } from "~/features/console/console-list-query";
import { keysetPage, timeAndId, type KeysetPage } from "~/server/keyset-cursor";

/** The console's list of inquiries specialists marked as spam: no filters, newest mark first (docs/decisions/036). */
export const parseSpamInquiryQuery = consoleListQuery("inquiries", {}, timeAndId);
export type SpamInquiryQuery = ReturnType<typeof parseSpamInquiryQuery>;

export interface SpamInquiryEntry {
  id: string;
  clientEmail: string;
  clientName: string;
  specialistId: string;
  specialistName: string;
  specialistEmail: string;
  sentAt: string;
  markedAt: string;
  message: string;
}

/**
 * A page of the inquiries marked as spam, by keyset on (spam_at, id) along the partial index inquiry_spam_idx (scanned
 * backwards). Operators only view them: the block is automatic (INQUIRY.spamBlockCount within spamWindowDays).
 */
export async function listSpamInquiries(db: Database, query: SpamInquiryQuery): Promise<KeysetPage<SpamInquiryEntry>> {
  const position = sql`(${inquiries.spamAt}, ${inquiries.id})`;
  const found = await db
    .select({
      id: inquiries.id,
      clientEmail: inquiries.clientEmail,
      clientName: inquiries.clientName,
      specialistId: inquiries.specialistId,
      specialistName: sql<string>`btrim(${specialistProfiles.name} || ' ' || ${specialistProfiles.surname})`,
      specialistEmail: users.email,
      createdAt: inquiries.createdAt,
      spamAt: inquiries.spamAt,
      cursorAt: sql<string>`${inquiries.spamAt}::text`,
      message: inquiries.message,
    })
    .from(inquiries)
    .innerJoin(users, eq(users.id, inquiries.specialistId))
    .innerJoin(specialistProfiles, eq(specialistProfiles.userId, inquiries.specialistId))
    .where(and(eq(inquiries.status, "spam"), query.after ? sql`${position} < (${query.after[0]}::timestamptz, ${query.after[1]})` : undefined))
    .orderBy(desc(inquiries.spamAt), desc(inquiries.id))
    .limit(query.pageSize + 1);
  const page = keysetPage(found, query.pageSize, (row) => [row.cursorAt, row.id]);
  return {
    rows: page.rows.map(({ cursorAt: _cursor, createdAt, spamAt, ...row }) => ({
      ...row,
      sentAt: createdAt.toISOString(),
      markedAt: (spamAt ?? createdAt).toISOString(),
    })),
    next: page.next,
  };
}
