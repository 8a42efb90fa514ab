/** SQLSTATE codes the features react to (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const PG_ERROR = { uniqueViolation: "23505", checkViolation: "23514", foreignKeyViolation: "23503", insufficientPrivilege: "42501" } as const;

/**
 * The SQLSTATE of a failed statement, from node-postgres or PGlite; Drizzle wraps driver errors, so the
 * cause chain is followed.
 */
export function pgErrorCode(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The constraint a failed statement named (a CHECK, a UNIQUE, or a trigger raising with CONSTRAINT), or null. */
export function pgErrorConstraint(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === "string" && constraint !== "") return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
