// PostgreSQL reports a broken constraint with a SQLSTATE code and the constraint's name; both drivers
// (node-postgres and PGlite) put them on the error, which Drizzle wraps in `cause`. Mapping these to
// business codes keeps uniqueness and references race-safe: the database decides, not a prior SELECT.

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
}

function pgFields(error: unknown): PgErrorFields | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 3; depth++) {
    const fields = current as PgErrorFields & { cause?: unknown };
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    current = fields.cause;
  }
  return null;
}

/** The name of the unique constraint or index `error` broke, or null for any other error. */
export function uniqueViolationOf(error: unknown): string | null {
  const fields = pgFields(error);
  return fields?.code === UNIQUE_VIOLATION ? String(fields.constraint ?? '') : null;
}

/** Whether `error` is a foreign-key violation (a row still referenced, or a reference to nothing). */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgFields(error)?.code === FOREIGN_KEY_VIOLATION;
}
