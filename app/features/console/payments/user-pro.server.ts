import { eq } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { users } from "~/adapters/db/schema";
import type { PaymentHistoryItem } from "~/features/payments";
import { listUserPayments } from "~/features/payments/index.server";

export interface UserPro {
  id: string;
  email: string;
  name: string;
  proPlan: string | null;
  proExpiresAt: string | null;
  payments: PaymentHistoryItem[];
}

/** The account the grant form is about: its Pro now and its payments; null for an unknown id. */
export async function getUserPro(db: Database, userId: string): Promise<UserPro | null> {
  const [account] = await db
    .select({ id: users.id, email: users.email, name: users.name, proPlan: users.proPlan, proExpiresAt: users.proExpiresAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) return null;
  return { ...account, proExpiresAt: account.proExpiresAt?.toISOString() ?? null, payments: await listUserPayments(db, userId) };
}
