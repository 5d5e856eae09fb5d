import type { ErrorCode } from '@reserva/shared/errors';
import { AppError } from '../plugins/errors';
import { pgErrorOf } from './pg-error';

// A broken constraint comes with its SQLSTATE and name (pg-error.ts). Mapping these to business
// codes keeps uniqueness and references race-safe: the database decides, not a prior SELECT.

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** The business codes of a write's broken constraints: unique ones by constraint or index name. */
export interface ConstraintCodes {
  unique?: Readonly<Record<string, ErrorCode>>;
  foreignKey?: ErrorCode;
}

/** Runs `write`; a constraint it breaks answers with the code `codes` give it, any other error as it is. */
export async function withConstraintErrors<T>(codes: ConstraintCodes, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = codeOf(error, codes);
    throw code ? new AppError(code) : error;
  }
}

function codeOf(error: unknown, codes: ConstraintCodes): ErrorCode | undefined {
  const fields = pgErrorOf(error);
  if (fields?.code === UNIQUE_VIOLATION) {
    // The name of the unique constraint or index the write broke.
    const name = String(fields.constraint ?? '');
    return codes.unique && Object.hasOwn(codes.unique, name) ? codes.unique[name] : undefined;
  }
  // A row still referenced, or a reference to nothing.
  return fields?.code === FOREIGN_KEY_VIOLATION ? codes.foreignKey : undefined;
}
