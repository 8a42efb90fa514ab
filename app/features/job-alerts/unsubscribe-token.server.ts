import * as tokens from "~/server/unsubscribe-token.server";

/**
 * A saved search's one-click unsubscribe token (issue 17, RFC 8058): the site's unsubscribe token
 * (app/server/unsubscribe-token.server.ts) for the search's id and its owner, under the job alerts' own key.
 */
export interface UnsubscribeSubject {
  savedSearchId: string;
  userId: string;
}

const PURPOSE = "job-alert-unsubscribe:v1";
const subjectOf = ({ savedSearchId, userId }: UnsubscribeSubject) => ({ id: savedSearchId, userId });

/** The key for the alerts' unsubscribe tokens, derived from the site's secret. */
export const unsubscribeKey = (authSecret: string): Buffer => tokens.unsubscribeKey(authSecret, PURPOSE);

/** The configured site's key (AUTH_SECRET, or the one generated in DATA_DIR: the same secret sessions use). */
export const getUnsubscribeKey = (): Promise<Buffer> => tokens.getUnsubscribeKey(PURPOSE);

export const unsubscribeToken = (key: Buffer, subject: UnsubscribeSubject): string => tokens.unsubscribeToken(key, subjectOf(subject));

/** The saved search id a token claims, before it is checked against its owner; null for a token of the wrong shape. */
export const claimedSavedSearchId = (token: string): string | null => tokens.claimedUnsubscribeId(token);

/** Whether `token` is this subject's, compared in constant time. */
export const verifyUnsubscribeToken = (key: Buffer, token: string, subject: UnsubscribeSubject): boolean =>
  tokens.verifyUnsubscribeToken(key, token, subjectOf(subject));
