import type { ErrorCode } from '@reserva/shared/errors';
import { uniqueViolationOf } from '../../db/constraint-errors';
import { AppError } from '../../plugins/errors';

// Uniqueness among live users is kept by partial unique indexes, so two concurrent writes cannot both
// win; the loser's violation is answered with the code of the index it hit.
const CODES_BY_INDEX: Record<string, ErrorCode> = {
  users_email_live_idx: 'email-already-in-use',
  users_cpf_live_idx: 'cpf-already-in-use',
  users_cnpj_live_idx: 'cnpj-already-in-use',
};

/** The `*-already-in-use` error for a unique violation on a user's e-mail, CPF or CNPJ; else `error`. */
export function asUserConflict(error: unknown): unknown {
  const code = CODES_BY_INDEX[uniqueViolationOf(error) ?? ''];
  return code ? new AppError(code) : error;
}
