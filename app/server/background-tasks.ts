import { logger } from "~/adapters/logger.server";

/**
 * Work a request starts but does not wait for (the password-reset mail: waiting for the mail server
 * would tell an asker, by the answer's delay, that the address has an account). A failure is logged;
 * a stopping server waits for what is still under way.
 */
const running = new Set<Promise<void>>();

export function runInBackground(task: Promise<unknown>): void {
  const settled = task.then(
    () => undefined,
    (error: unknown) => logger.error({ err: error }, "background task failed"),
  );
  running.add(settled);
  void settled.finally(() => running.delete(settled));
}

/** Resolves once every task started so far has settled. */
export async function settleBackgroundTasks(): Promise<void> {
  await Promise.all(running);
}
