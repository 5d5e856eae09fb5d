// PostgreSQL reports a failure with a SQLSTATE code (and, for a broken constraint, its name); both
// drivers (node-postgres and PGlite) put them on their error, which Drizzle wraps in `cause`.

export interface PgErrorFields {
  code: string;
  constraint?: unknown;
}

/** The driver's error fields behind `error` (looked for a few `cause`s deep), or null if it has none. */
export function pgErrorOf(error: unknown): PgErrorFields | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 3; depth++) {
    const fields = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) {
      return fields as PgErrorFields;
    }
    current = fields.cause;
  }
  return null;
}
