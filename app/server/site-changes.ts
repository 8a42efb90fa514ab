import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "~/adapters/db/client.server";
import { listenForNotices, type NoticeListener } from "~/adapters/db/notices";
import { logger } from "~/adapters/logger.server";

/**
 * What changed, for whoever keeps reads or renders of it: "jobs" (an import wrote jobs), "directory" (a profile, its
 * projects or services, a review, a Pro activation). Every instance forgets what it kept of it on its next request:
 * this one at once, the others through PostgreSQL's NOTIFY (docs/decisions/013).
 */
export type SiteChange = "jobs" | "directory";
export const SITE_CHANGES: readonly SiteChange[] = ["jobs", "directory"];

const CHANNEL = "zvuk_site_changes";
/** This process, so it does not act twice on its own notices. */
const INSTANCE = randomUUID();

type Listener = (change: SiteChange) => void;
const listeners = new Set<Listener>();
let notifier: DatabaseHandle | undefined;
let listening: NoticeListener | undefined;

/** Registers what to forget on a change; returns the unregistration. */
export function onSiteChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function dispatch(change: SiteChange): void {
  for (const listener of listeners) {
    try {
      listener(change);
    } catch (error) {
      logger.error({ err: error, change }, "a site-change listener failed");
    }
  }
}

/** After a committed write: this instance forgets at once, the others when the notice arrives (a failed notice is logged; their reads expire anyway). */
export async function announceSiteChange(change: SiteChange): Promise<void> {
  dispatch(change);
  if (!notifier) return;
  try {
    await notifier.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ change, from: INSTANCE })})`);
  } catch (error) {
    logger.warn({ err: error, change }, "could not tell the other instances of a change");
  }
}

function receive(payload: string): void {
  try {
    const { change, from } = JSON.parse(payload) as { change: SiteChange; from: string };
    if (from !== INSTANCE && SITE_CHANGES.includes(change)) dispatch(change);
  } catch {
    logger.warn({ payload }, "an unreadable site-change notice");
  }
}

/** On PostgreSQL, sends and receives change notices between the instances sharing the database; the embedded database has one instance. */
export async function startSiteChangeNotices(handle: DatabaseHandle): Promise<void> {
  if (!handle.url) return;
  notifier = handle;
  listening = await listenForNotices({ url: handle.url, channel: CHANNEL, onNotice: receive, onGap: () => SITE_CHANGES.forEach(dispatch) });
}

export async function stopSiteChangeNotices(): Promise<void> {
  notifier = undefined;
  const open = listening;
  listening = undefined;
  await open?.close();
}
