import type { OperatorActor } from "./audit-log.server";

/**
 * The console's one rule about operators and themselves (issue 24, docs/decisions/018): no operator decides anything
 * about their own account, profile, reviews or payments — another operator does. Every console decision asks
 * `isOwnDecision` before it writes (on the row it locked, when the row says whose it is) and refuses with
 * `OWN_DECISION`, answered `OWN_DECISION_STATUS` with the console's one text for it (`ownDecision.refused` of the
 * console dictionaries, in the operator's language), changing nothing and writing no audit row; the pages ask it too
 * and say so in place of the forms. Jobs and employers' submissions belong to no account: the rule has nothing to say there.
 */

/** What a decision is about, by the accounts it belongs to. */
export type DecisionSubject =
  /** An account, its profile, or Pro granted to it: its owner. */
  | { account: string }
  /** A review: its author, and the specialist it is about. */
  | { review: { reviewerId: string; specialistId: string } }
  /** A payment (its refund): the account that paid. */
  | { payment: { userId: string } };

/** The refusal every console decision answers when it is about the operator (a key of each form's messages). */
export const OWN_DECISION = "SELF";
export type OwnDecisionRefusal = typeof OWN_DECISION;

/** Forbidden: the operator may make this kind of decision, but not about themselves. */
export const OWN_DECISION_STATUS = 403;

function accountsOf(subject: DecisionSubject): string[] {
  if ("account" in subject) return [subject.account];
  if ("review" in subject) return [subject.review.reviewerId, subject.review.specialistId];
  return [subject.payment.userId];
}

/**
 * Who decides: the signed-in operator, and — when an admin acts as them (impersonation, docs/decisions/020) — that
 * admin, the console's `actor`. Neither decides about themselves.
 */
export interface Decider {
  id: string;
  actor?: { id: string };
}

/** An operator deciding in a domain's write: who decides (for the rule above) and whom its audit row names. */
export interface Operator extends Decider {
  actor: OperatorActor;
}

/** Whether the decision is about the operator (or the admin acting as them) themselves, and so not theirs to make. */
export function isOwnDecision(operator: Decider, subject: DecisionSubject): boolean {
  const deciders = [operator.id, operator.actor?.id];
  return accountsOf(subject).some((account) => deciders.includes(account));
}
