import type { BookingInput } from '@reserva/shared/bookings/bookings.schemas';
import { errorText } from '@reserva/shared/errors';
import { experienceRefusalText } from '@reserva/shared/ventures/experience-levels.rules';
import { experienceRefusal } from '@reserva/shared/ventures/experience-levels.schemas';
import { BOOKING_KEYS, type CanAny } from './booking-rules';

// What the booking screens do with a failed POST /bookings (spec 001 s.4 and s.8): ask before a second
// booking at the spot, offer the queue or forcing past a limit, tell of an incomplete member record
// (the booking stands), say who may book an event the person's level may not, or show the error.

export const DUPLICATE_BOOKING_CODE = 'spot-already-booked';
export const EXPERIENCE_REFUSAL_CODE = 'user-experience-not-allowed';

/** Vacancy and daily-limit failures: the Booking confirmation dialog (queue or force). */
export const LIMIT_CODES = [
  'booking-no-vacancies-available',
  'guest-booking-no-vacancies-available',
  'lodger-booking-no-vacancies-available',
  'user-max-day-bookings',
  'user-guest-max-day-bookings',
] as const;

/** The booking was made, but the person's record lacks what a payment needs. */
export const INCOMPLETE_RECORD_CODES = [
  'user-address-missing',
  'user-birth-date-missing',
  'user-cpf-missing',
  'user-phone-missing',
] as const;

export type BookingFailure =
  | { kind: 'duplicate' }
  | { kind: 'limit'; code: string }
  /** `bookingId`: the booking made, from the answer's metadata (null if it did not say). */
  | { kind: 'incomplete'; code: string; bookingId: string | null }
  /** `text`: the refusal with who may book and the person's level (experienceRefusalMessage). */
  | { kind: 'experience'; text: string }
  | { kind: 'error' };

function codeOf(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

function metaDataOf(error: unknown): Record<string, unknown> | undefined {
  if (typeof error !== 'object' || error === null || !('metaData' in error)) return undefined;
  const { metaData } = error as { metaData?: unknown };
  return typeof metaData === 'object' && metaData !== null
    ? (metaData as Record<string, unknown>)
    : undefined;
}

export function bookingFailure(error: unknown): BookingFailure {
  const code = codeOf(error);
  if (code === undefined) return { kind: 'error' };
  if (code === DUPLICATE_BOOKING_CODE) return { kind: 'duplicate' };
  if (code === EXPERIENCE_REFUSAL_CODE) {
    return { kind: 'experience', text: experienceRefusalMessage(metaDataOf(error)) };
  }
  if ((LIMIT_CODES as readonly string[]).includes(code)) return { kind: 'limit', code };
  if ((INCOMPLETE_RECORD_CODES as readonly string[]).includes(code)) {
    const id = metaDataOf(error)?.id;
    return { kind: 'incomplete', code, bookingId: typeof id === 'string' ? id : null };
  }
  return { kind: 'error' };
}

/** POST /bookings' body: a booking that converts a queue entry names it (the server then closes it). */
export function bookingBody(
  body: Omit<BookingInput, 'bookingQueueId'>,
  queueEntryId: string | null,
): BookingInput {
  return { ...body, bookingQueueId: queueEntryId };
}

/**
 * What the Booking confirmation dialog offers past a limit. A booking that converts a queue entry
 * (`queueEntryId`) is not queued again: its person already waits in the queue.
 */
export function limitChoices(can: CanAny, queueEntryId: string | null) {
  return {
    canForce: can(...BOOKING_KEYS.forceLimits),
    canQueue: queueEntryId === null && can(...BOOKING_KEYS.queueCreate),
  };
}

/**
 * The experience refusal: the catalogue's text, then who may book the event and the person's level,
 * in the venture's levels the answer carries (the text alone if it carries none).
 */
export function experienceRefusalMessage(metaData: unknown): string {
  const text = errorText(EXPERIENCE_REFUSAL_CODE, '');
  const refusal = experienceRefusal.safeParse(metaData);
  return refusal.success ? `${text} ${experienceRefusalText(refusal.data)}` : text;
}

export const INCOMPLETE_RECORD_TITLE = 'Cadastro incompleto';

/** The warning after a booking was made for a person whose record is incomplete, with the reason. */
export function incompleteRecordMessage(code: string): string {
  return `A reserva foi efetuada, necessário completar o cadastro do membro para efetuar pagamento. ${errorText(code, '')}`.trim();
}
