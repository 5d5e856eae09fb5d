import {
  CANCELLATION_DEADLINE_MINUTES,
  PAID_GUEST_STATES,
  PAYABLE_AT_CLUB,
} from '@reserva/shared/bookings/bookings.schemas';
import type { PaymentStatus } from '@reserva/shared/bookings/payment-status';
import { saoPauloWallClock } from '@reserva/shared/common/dates';
import type { FeatureKey } from '@reserva/shared/permissions/permissions';

// What a booking offers on every screen (spec 001 s.4 and s.6): which actions show, and why a booking
// cannot be cancelled. The server decides again; these only keep the screens from offering a refusal.

/** The keys of each booking action (spec 001 s.6, any one of them). */
export const BOOKING_KEYS = {
  /** The check-ins button and list. */
  checkins: ['BOOKING_CHECKIN_FULL_ACCESS', 'BOOKING_CHECKIN_READ_ACCESS', 'BOOKING_CHECKIN_WRITE_ACCESS'],
  checkinWrite: ['BOOKING_CHECKIN_FULL_ACCESS', 'BOOKING_CHECKIN_WRITE_ACCESS'],
  checkinDelete: ['BOOKING_CHECKIN_FULL_ACCESS', 'BOOKING_CHECKIN_DELETE_ACCESS'],
  payAtClub: ['BOOKING_PAYMENT_FULL_ACCESS', 'BOOKING_PAYMENT_WRITE_ACCESS'],
  cancel: ['BOOKING_FULL_ACCESS', 'BOOKING_DELETE_ACCESS'],
  /** Creating bookings and changing their optionals. */
  write: ['BOOKING_FULL_ACCESS', 'BOOKING_WRITE_ACCESS'],
  forceLimits: ['BOOKING_FULL_ACCESS', 'BOOKING_FORCE_LIMITS_ACCESS'],
  /** Putting someone in an event's queue (as POST /booking-queues accepts). */
  queueCreate: [
    'BOOKING_QUEUE_FULL_ACCESS',
    'BOOKING_QUEUE_WRITE_ACCESS',
    'BOOKING_FULL_ACCESS',
    'BOOKING_WRITE_ACCESS',
  ],
  /** Searching lodgers as members in the booking form. */
  lodgerRead: ['LODGER_FULL_ACCESS', 'LODGER_READ_ACCESS'],
} as const satisfies Record<string, readonly FeatureKey[]>;

export type CanAny = (...keys: FeatureKey[]) => boolean;

export function isPayableAtClub(status: PaymentStatus | null): boolean {
  return status !== null && (PAYABLE_AT_CLUB as readonly string[]).includes(status);
}

/** What a table row or a details page knows of a booking to offer its actions. */
export interface BookingActionTarget {
  id: string;
  userName: string;
  paymentStatus: PaymentStatus | null;
  isExpired: boolean;
  /** Set once cancelled. */
  deletedAt: string | null;
  /** Unknown on rows that do not carry it: the cancel dialog then asks the server. */
  isCancelable?: boolean;
}

export interface BookingActions {
  checkins: boolean;
  payAtClub: boolean;
  cancel: boolean;
}

/** The actions a booking row offers: check-ins with the check-in keys, pay and cancel when they can apply. */
export function bookingActions(target: BookingActionTarget, can: CanAny): BookingActions {
  const live = target.deletedAt === null;
  return {
    checkins: can(...BOOKING_KEYS.checkins),
    payAtClub: live && isPayableAtClub(target.paymentStatus) && can(...BOOKING_KEYS.payAtClub),
    cancel: live && target.isCancelable !== false && can(...BOOKING_KEYS.cancel),
  };
}

/** Check-ins can be added or removed only while the booking is live and not expired (spec 001 s.2). */
export function checkinsLocked(target: Pick<BookingActionTarget, 'isExpired' | 'deletedAt'>): boolean {
  return target.isExpired || target.deletedAt !== null;
}

/** Milliseconds between what São Paulo's clock reads at `instant` and UTC. */
function saoPauloOffsetMs(instant: number): number {
  return saoPauloWallClock(instant).getTime() - Math.floor(instant / 1000) * 1000;
}

/** The instant a booking starts: its date and time of day are São Paulo's (server-rules.md, Contract). */
export function bookingStart(bookedDate: string, startTime: string): Date {
  const [year, month, day] = bookedDate.split('-').map(Number) as [number, number, number];
  const [hour, minute, second = 0] = startTime.split(':').map(Number) as [number, number, number?];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // The zone's offset at the wall time read as UTC, then at the instant found (a shift in between).
  const first = wall - saoPauloOffsetMs(wall);
  return new Date(wall - saoPauloOffsetMs(first));
}

export const CANCEL_BLOCK_REASONS = {
  checkedIn: 'checkin concluído',
  started: 'evento já iniciou',
  paidGuest:
    'reservas de convidados, com pagamento, só podem ser canceladas até 24 horas antes do início do evento',
} as const;

export interface CancelFacts {
  checkins: number;
  bookedDate: string;
  startTime: string;
  user: { groupKey: string };
  paymentStatus: PaymentStatus | null;
}

/** Why a booking cannot be cancelled now (spec 001 s.4, Cancellation); empty when it can. */
export function cancelBlockReasons(booking: CancelFacts, now: Date = new Date()): string[] {
  const reasons: string[] = [];
  const minutesLeft =
    (bookingStart(booking.bookedDate, booking.startTime).getTime() - now.getTime()) / 60_000;
  if (booking.checkins > 0) reasons.push(CANCEL_BLOCK_REASONS.checkedIn);
  if (minutesLeft <= 0) reasons.push(CANCEL_BLOCK_REASONS.started);
  const paidGuest =
    booking.user.groupKey.includes('GUEST') &&
    booking.paymentStatus !== null &&
    (PAID_GUEST_STATES as readonly string[]).includes(booking.paymentStatus);
  if (paidGuest && minutesLeft > 0 && minutesLeft <= CANCELLATION_DEADLINE_MINUTES) {
    reasons.push(CANCEL_BLOCK_REASONS.paidGuest);
  }
  return reasons;
}

export const CANCEL_REASON_REQUIRED =
  'Motivo requerido, ultrapassou tempo mínimo para cancelamento antes do início do evento';

/** The reason is required only once the cancellation deadline has passed (spec 001 s.5). */
export function cancelReasonError(reason: string, exceededDeadline: boolean): string | null {
  return exceededDeadline && reason.trim() === '' ? CANCEL_REASON_REQUIRED : null;
}
