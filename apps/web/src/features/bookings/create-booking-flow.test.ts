import { describe, expect, it } from 'vitest';
import {
  bookingFailure,
  INCOMPLETE_RECORD_CODES,
  incompleteRecordMessage,
  LIMIT_CODES,
} from './create-booking-flow';

/** An API failure as the client throws it: the code as message, and the answer's metadata. */
const failure = (code: string, metaData?: Record<string, unknown>) =>
  Object.assign(new Error(code), { metaData });

describe('booking failure flow', () => {
  it('asks before a second booking at the same spot', () => {
    expect(bookingFailure(failure('spot-already-booked'))).toEqual({ kind: 'duplicate' });
  });

  it('offers the queue or forcing on every vacancy and daily-limit failure', () => {
    for (const code of LIMIT_CODES) expect(bookingFailure(failure(code))).toEqual({ kind: 'limit', code });
  });

  it('tells of an incomplete record and where the booking made is', () => {
    for (const code of INCOMPLETE_RECORD_CODES) {
      expect(bookingFailure(failure(code, { id: 'b1' }))).toEqual({
        kind: 'incomplete',
        code,
        bookingId: 'b1',
      });
    }
    expect(bookingFailure(failure('user-cpf-missing'))).toEqual({
      kind: 'incomplete',
      code: 'user-cpf-missing',
      bookingId: null,
    });
  });

  it('leaves everything else to the error toast', () => {
    expect(bookingFailure(failure('schedule-already-booked'))).toEqual({ kind: 'error' });
    expect(bookingFailure('boom')).toEqual({ kind: 'error' });
    expect(bookingFailure(null)).toEqual({ kind: 'error' });
  });

  it('adds the translated reason to the incomplete-record warning', () => {
    expect(incompleteRecordMessage('user-phone-missing')).toBe(
      'A reserva foi efetuada, necessário completar o cadastro do membro para efetuar pagamento. Telefone do usuário não cadastrado.',
    );
  });
});
