import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { connectDatabase, disconnectDatabase } from "~/adapters/db/database.server";
import { keepPlannerStatistics, stopPlannerStatistics } from "~/adapters/db/planner-statistics.server";
import { logger } from "~/adapters/logger.server";
import { startMailSender } from "~/adapters/mail/mail-queue.server";
import { getSiteMailer } from "~/adapters/mail/site-mailer.server";
import { startQueue, stopQueue } from "~/adapters/queue/queue.server";
import { getPaymentProvider } from "~/adapters/payments/payment-provider.server";
import { getStorage } from "~/adapters/storage/storage.server";
import { UPLOAD_SWEEP } from "~/config/constants";
import { getEnv } from "~/config/env.server";
import { startAudioAnalysis } from "~/features/audio/index.server";
import { addDemoSpecialists } from "~/features/demo-content/index.server";
import { startImports, stopImports } from "~/features/imports/index.server";
import { startInquiries } from "~/features/inquiries/index.server";
import { JOB_ALERTS_MATCH_QUEUE, startSiteJobAlerts } from "~/features/job-alerts/index.server";
import { startSubmissionRetention } from "~/features/job-submissions/index.server";
import { startJobPublications, stopJobPublications } from "~/features/jobs/index.server";
import { startProfileStats, stopProfileStats } from "~/features/profile-stats/index.server";
import { startTelegram, stopTelegram } from "~/features/telegram/index.server";
import { startPaymentReconciliation } from "~/features/payments/index.server";
import { startUploadSweep } from "~/features/uploads/index.server";
import { settleBackgroundTasks } from "~/server/background-tasks";
import { lowerModulePreloadPriority } from "~/server/module-preload-priority";
import { requestInfoContext } from "~/server/request-context";
import { startSiteChangeNotices, stopSiteChangeNotices } from "~/server/site-changes";
import { StylesheetProvider } from "~/ui/inline-stylesheet";
import { NonceProvider } from "~/ui/nonce";
import stylesheet from "./app.css?inline";

export { createLoadContext } from "~/server/request-context";
/** The server forgets its cached renders on any change, here or on another instance (server/start.ts). */
export { onSiteChange } from "~/server/site-changes";

export const streamTimeout = 5_000;

/**
 * Called once by the server once it listens (`report` says what it waits for, for /readyz): opens the database (on
 * PostgreSQL with MIGRATE_ON_START=off, waiting for the release step to have migrated it), applies migrations and starts
 * the sheet imports (waiting only for a first import of demo rows, never for Google), adds the demo
 * specialists, keeps the embedded database's planner statistics, and starts the reconciliation of
 * payments whose notification was lost and the sweep of uploads never attached to a profile or project.
 */
export async function startServices(report: (phase: string) => void = () => undefined): Promise<void> {
  const handle = await connectDatabase(report);
  report("starting the services");
  const { db } = handle;
  await startSiteChangeNotices(handle);
  const env = getEnv();
  await startQueue(handle, { migrate: handle.kind === "pglite" || env.MIGRATE_ON_START === "on" });
  // Every mail a decision enqueued, sent and recorded once (docs/decisions/034).
  await startMailSender(db, getSiteMailer());
  await startImports(db, env);
  // Demo accounts sign in with a published password: their module is loaded only when asked for.
  if (env.hasDemoContent) await addDemoSpecialists(db);
  await keepPlannerStatistics(handle);
  await startPaymentReconciliation(db, await getPaymentProvider(), env.PAYMENT_RECONCILE_SECONDS);
  await startUploadSweep(db, getStorage(), UPLOAD_SWEEP.intervalSeconds);
  // Every recording analysed in the background, one at a time, and those without an analysis asked for once (docs/decisions/038).
  await startAudioAnalysis(db, getStorage());
  // The Telegram bot (docs/decisions/026), when TELEGRAM_BOT_TOKEN is set: updates, and the jobs channel's consumer queue.
  const telegramConsumers = await startTelegram(handle, { hasPublicUrl: env.PUBLIC_URL !== undefined, origin: env.origin });
  // Who announces a newly published job: each consumer queue gets every publication once (docs/decisions/023).
  await startSiteJobAlerts(db);
  // Employers' personal data is kept no longer than it serves (docs/decisions/027): a daily sweep.
  await startSubmissionRetention(db);
  // Profile statistics (docs/decisions/037): the beacons' counts written in batches, the retention and the Monday mail.
  await startProfileStats(db, { origin: env.origin, flushSeconds: env.STATS_FLUSH_SECONDS });
  // Project inquiries (docs/decisions/036): their Telegram messages, retried, and the daily retention round.
  await startInquiries(db);
  await startJobPublications(db, [JOB_ALERTS_MATCH_QUEUE, ...telegramConsumers]);
}

/**
 * Called once by the server on SIGINT/SIGTERM, after the last request: waits for an import round this process
 * runs and for background tasks, stops the job queue (its jobs under way — rounds, mails — finish first, up to
 * 10 s; what waits stays queued for the next start), and closes the database. An embedded
 * database killed mid-write can be left unable to start again, so this runs before the process exits.
 */
export async function stopServices(): Promise<void> {
  stopPlannerStatistics();
  stopJobPublications();
  await Promise.all([stopTelegram(), stopImports(), settleBackgroundTasks(), stopSiteChangeNotices(), stopProfileStats()]);
  await stopQueue();
  await disconnectDatabase();
}

/**
 * Renders the whole document, then answers with it in one piece. No page suspends on the server
 * (the lazy dialogs render only in the browser), so the shell is the whole page anyway; one buffer
 * is one socket write, where streaming wrote each of React's small chunks on its own.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(requestInfoContext);
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const body = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(lowerModulePreloadPriority(Buffer.concat(chunks).toString("utf8")), { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetProvider value={stylesheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady: () => pipe(body),
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          logger.error({ err: error, url: request.url }, "render failed");
        },
      },
    );
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const requestId = context.get(requestInfoContext).requestId;
  logger.error({ err: error, requestId, url: request.url }, "request failed");
};
