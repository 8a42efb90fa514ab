import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { payments, users } from "~/adapters/db/schema";
import { CURRENCY } from "~/config/constants";
import { recordAudit } from "~/server/audit-log.server";
import { refuse, type Outcome } from "~/server/outcome";
import { isOwnDecision, OWN_DECISION, type OwnDecisionRefusal } from "~/server/own-decisions";
import { announceSiteChange } from "~/server/site-changes";

export type GrantProResult = Outcome<"USER_NOT_FOUND" | "STALE" | OwnDecisionRefusal, { paymentId: string; proExpiresAt: string }>;

/**
 * An admin grants or extends Pro (issue 16, docs/decisions/021): a zero-amount `manual` payment, succeeded at once, with
 * its days and reason, so the user's panel lists it like any other; the expiry moves on by those days from its current
 * end when Pro is running, else from now. `expectedExpiresAt` is the expiry the admin saw: when it has changed since
 * (a payment, a refund or another grant meanwhile), nothing is done; nor for the admin's own account (the console's
 * rule about oneself). The grant and its audit row are one transaction.
 */
export async function grantPro(
  db: Database,
  input: { userId: string; days: number; reason: string; expectedExpiresAt: string | null; actor: { id: string; email: string } },
): Promise<GrantProResult> {
  if (isOwnDecision(input.actor, { account: input.userId })) return refuse(OWN_DECISION);
  const result = await db.transaction(async (tx): Promise<GrantProResult> => {
    const [account] = await tx.select({ proExpiresAt: users.proExpiresAt, proPlan: users.proPlan }).from(users).where(eq(users.id, input.userId)).for("update");
    if (!account) return refuse("USER_NOT_FOUND");
    if ((account.proExpiresAt?.toISOString() ?? null) !== input.expectedExpiresAt) return refuse("STALE");
    const paymentId = randomUUID();
    await tx.insert(payments).values({
      id: paymentId,
      provider: "manual",
      idempotenceKey: randomUUID(),
      userId: input.userId,
      plan: "manual",
      amountKopecks: 0,
      currency: CURRENCY,
      status: "succeeded",
      returnUrl: "",
      paidAt: sql`now()`,
      grantDays: input.days,
      grantReason: input.reason,
    });
    const running = sql`coalesce(${users.proExpiresAt} > now(), false)`;
    const [granted] = await tx
      .update(users)
      .set({
        // A running plan stays the one the user paid for; otherwise the account holds a manual grant.
        proPlan: sql`case when ${running} then ${users.proPlan} else 'manual' end`,
        proActivatedAt: sql`case when ${running} then ${users.proActivatedAt} else now() end`,
        proExpiresAt: sql`greatest(now(), coalesce(${users.proExpiresAt}, now())) + make_interval(days => ${input.days})`,
      })
      .where(eq(users.id, input.userId))
      .returning({ proExpiresAt: users.proExpiresAt, proPlan: users.proPlan });
    const proExpiresAt = granted?.proExpiresAt?.toISOString() ?? "";
    await recordAudit(tx, {
      actor: { kind: "user", ...input.actor },
      action: "user.grant_pro",
      target: { type: "user", id: input.userId },
      before: { proExpiresAt: account.proExpiresAt?.toISOString() ?? null, proPlan: account.proPlan },
      after: { proExpiresAt, proPlan: granted?.proPlan ?? null, paymentId, days: input.days },
      reason: input.reason,
    });
    return { ok: true, paymentId, proExpiresAt };
  });
  // The user may now be listed in the directory.
  if (result.ok) await announceSiteChange("directory");
  return result;
}
