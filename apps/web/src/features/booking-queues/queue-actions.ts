import type { FeatureKey } from '@reserva/shared/permissions/permissions';
import { BOOKING_KEYS, type CanAny } from '../bookings/booking-rules';

// What a queue entry offers on every screen (spec 001 s.2, s.4 Queue, s.6). The server decides again;
// these only keep the screens from offering a refusal.

export const QUEUE_KEYS = {
  read: ['BOOKING_QUEUE_FULL_ACCESS', 'BOOKING_QUEUE_READ_ACCESS'],
  /** 'Editar' on the details page. */
  edit: ['BOOKING_QUEUE_FULL_ACCESS', 'BOOKING_QUEUE_WRITE_ACCESS'],
  /** Putting someone in a queue (as POST /booking-queues accepts). */
  create: BOOKING_KEYS.queueCreate,
  /** 'Reservar': converting the entry into a booking. */
  book: BOOKING_KEYS.write,
  priority: ['BOOKING_QUEUE_FULL_ACCESS', 'BOOKING_QUEUE_PRIORITY_ACCESS'],
  remove: ['BOOKING_FULL_ACCESS', 'BOOKING_DELETE_ACCESS'],
} as const satisfies Record<string, readonly FeatureKey[]>;

export interface QueueEntryState {
  isExpired: boolean;
  /** Set once booked or cancelled: the entry is then read-only. */
  deletedAt: string | null;
}

export interface QueueEntryActions {
  edit: boolean;
  book: boolean;
  priority: boolean;
  remove: boolean;
}

/** Editing, booking and priority need a live entry not expired; deleting a live one. */
export function queueEntryActions(entry: QueueEntryState, can: CanAny): QueueEntryActions {
  const live = entry.deletedAt === null;
  const open = live && !entry.isExpired;
  return {
    edit: open && can(...QUEUE_KEYS.edit),
    book: open && can(...QUEUE_KEYS.book),
    priority: open && can(...QUEUE_KEYS.priority),
    remove: live && can(...QUEUE_KEYS.remove),
  };
}

/** What the event-day dialog's queue tab offers for its occurrence and each of its (live) entries. */
export function occurrenceQueueActions(occurrence: { isActive: boolean; isExpired: boolean }, can: CanAny) {
  const open = occurrence.isActive && !occurrence.isExpired;
  return {
    add: open && can(...QUEUE_KEYS.create),
    book: open && can(...QUEUE_KEYS.book),
    priority: !occurrence.isExpired && can(...QUEUE_KEYS.priority),
  };
}
