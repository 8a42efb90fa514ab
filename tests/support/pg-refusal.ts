import { pgErrorCode, pgErrorConstraint } from "~/adapters/db/pg-error";

/**
 * What a statement the database refused says about itself: the SQLSTATE and the constraint it names, read
 * through Drizzle's wrapper from node-postgres's or PGlite's error. A statement that succeeds answers
 * `{ code: null, constraint: null }`, so a test expecting a named refusal fails on it too.
 */
export async function refusal(statement: PromiseLike<unknown>): Promise<{ code: string | null; constraint: string | null }> {
  const error = await Promise.resolve(statement).then(
    () => null,
    (caught: unknown) => caught,
  );
  return { code: pgErrorCode(error), constraint: pgErrorConstraint(error) };
}
