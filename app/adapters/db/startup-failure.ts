/**
 * A start-up that cannot go on for a reason the operator can fix (another process holds the embedded
 * database, PostgreSQL does not answer): the server prints the message alone, without a stack, and
 * exits 1. Recognised by its marker, since the server's build holds its own copy of this class.
 */
export class StartupFailure extends Error {
  readonly isStartupFailure = true;
}

export function isStartupFailure(error: unknown): error is StartupFailure {
  return error instanceof Error && (error as Partial<StartupFailure>).isStartupFailure === true;
}
