/** PostgreSQL's code for a unique-index violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * The unique index a failed statement hit ('' when the driver did not name it), read through the
 * errors drizzle wraps around the driver's (`cause` chains, cycles safe); null for any other error.
 */
export function violatedConstraint(error: unknown): string | null {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) return typeof constraint === 'string' ? constraint : '';
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** True when `error` (possibly wrapped by drizzle) is a unique-index violation. */
export function isUniqueViolation(error: unknown): boolean {
  return violatedConstraint(error) !== null;
}
