/**
 * The constraint of a unique violation (SQLSTATE 23505) anywhere in an error's cause chain, from
 * node-postgres or PGlite (Drizzle wraps both), else null.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      if (typeof candidate.constraint === 'string') return candidate.constraint;
      const match = /unique constraint "([^"]+)"/.exec(
        typeof candidate.message === 'string' ? candidate.message : '',
      );
      return match?.[1] ?? 'unknown';
    }
    current = candidate.cause;
  }
  return null;
}

/** The SQLSTATE of a database error anywhere in an error's cause chain (node-postgres or PGlite), else null. */
export function sqlStateOf(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate.code;
    current = candidate.cause;
  }
  return null;
}
