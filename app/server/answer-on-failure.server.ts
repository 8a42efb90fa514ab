import { logger } from "~/adapters/logger.server";

type FailureLog = { requestId: string; message: string } & Record<string, unknown>;

/**
 * A route action's work, answered even when it throws (docs/decisions/035): the error is logged with the request's id
 * and what was being done (`log`, or a function for what `run` learns on the way), and `failed` answers it — in the
 * user's language where the answer has words. An answer rather than a throw: a fetcher's thrown error would replace
 * the whole page with its error boundary.
 */
export async function answerOnFailure<Answer>(log: FailureLog | (() => FailureLog), run: () => Promise<Answer>, failed: () => Answer): Promise<Answer> {
  try {
    return await run();
  } catch (error) {
    const { message, ...fields } = typeof log === "function" ? log() : log;
    logger.error({ err: error, ...fields }, message);
    return failed();
  }
}
