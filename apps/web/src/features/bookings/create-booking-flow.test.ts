import { describe, expect, it } from 'vitest';
import {
  bookingBody,
  bookingFailure,
  INCOMPLETE_RECORD_CODES,
  incompleteRecordMessage,
  LIMIT_CODES,
  limitChoices,
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

  it("says who may book and the person's level when the experience refuses, from the answer's levels", () => {
    const levels = [
      { level: 1, title: 'Iniciante', minAllowedBookingExperience: 0, maxAllowedBookingExperience: 1 },
      { level: 2, title: 'Intermediário', minAllowedBookingExperience: 0, maxAllowedBookingExperience: 2 },
      { level: 3, title: 'Avançado', minAllowedBookingExperience: 0, maxAllowedBookingExperience: 3 },
    ];
    expect(
      bookingFailure(failure('user-experience-not-allowed', { experience: 1, minUserExperience: 2, levels })),
    ).toEqual({
      kind: 'experience',
      text: 'O nível de experiência do usuário não permite reservar este evento. Podem reservar este evento: 2 · Intermediário, 3 · Avançado. Nível do usuário: 1 · Iniciante.',
    });
    // An answer without the levels still refuses, in the catalogue's words.
    expect(bookingFailure(failure('user-experience-not-allowed'))).toEqual({
      kind: 'experience',
      text: 'O nível de experiência do usuário não permite reservar este evento.',
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

  it('names the queue entry a booking converts, and none for a booking of its own', () => {
    const body = {
      activityScheduleId: 'schedule-1',
      bookedDate: '2030-05-10',
      userId: 'user-1',
      startTime: null,
      endTime: null,
      items: [],
      scheduleItems: [],
      paymentType: null,
      description: null,
      notifyCustomer: false,
    };
    expect(bookingBody(body, 'entry-1')).toEqual({ ...body, bookingQueueId: 'entry-1' });
    expect(bookingBody(body, null)).toEqual({ ...body, bookingQueueId: null });
  });

  it('offers the queue past a limit only to a booking that is not already a queue entry', () => {
    const canOnly =
      (...held: string[]) =>
      (...keys: string[]) =>
        keys.some((key) => held.includes(key));
    const manager = canOnly('BOOKING_FULL_ACCESS');
    expect(limitChoices(manager, null)).toEqual({ canForce: true, canQueue: true });
    expect(limitChoices(manager, 'entry-1')).toEqual({ canForce: true, canQueue: false });
    const concierge = canOnly('BOOKING_WRITE_ACCESS');
    expect(limitChoices(concierge, null)).toEqual({ canForce: false, canQueue: true });
  });
});
