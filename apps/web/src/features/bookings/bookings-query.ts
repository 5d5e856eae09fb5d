import type { ListParams } from '../../ui/list/list-params';
import type { BookingsQuery } from './api';

// The bookings table's filters (spec 001 s.2, Booking list) and the GET /bookings query they make.

export type BookingSort = 'bookedDate' | 'createdAt';
/** The Membro / Convidados radio; 'all' lists both (the list's own, not the person tabs'). */
export type BookingAudience = 'all' | 'member' | 'guests';

export type BookingFilters = {
  activityName: string;
  spotName: string;
  sellerName: string;
  userName: string;
  /** Digits only. */
  userDocument: string;
  bookedDate: string | null;
  showPendingBookingsOnly: boolean;
  /** 'Minhas reservas': sold by the current user. */
  mine: boolean;
  audience: BookingAudience;
};

export type BookingTextFilter = 'activityName' | 'spotName' | 'sellerName' | 'userName' | 'userDocument';

export const EMPTY_BOOKING_FILTERS: BookingFilters = {
  activityName: '',
  spotName: '',
  sellerName: '',
  userName: '',
  userDocument: '',
  bookedDate: null,
  showPendingBookingsOnly: true,
  mine: false,
  audience: 'all',
};

/** What an embedded table always asks for. */
export interface BookingsScope {
  activityId?: string;
  sellerId?: string;
  userId?: string;
  hostId?: string;
  /** A person's own tab: 'Membro' lists its bookings, 'Convidados' those of the people it hosts. */
  personId?: string;
}

export function toBookingsQuery(
  params: ListParams<BookingSort, BookingFilters>,
  scope: BookingsScope,
  currentUserId: string,
): BookingsQuery {
  const { mine, audience, bookedDate, ...rest } = params;
  const { personId, ...fixed } = scope;
  const query: BookingsQuery = { ...rest, ...fixed, bookedDate: bookedDate ?? undefined };
  if (mine && !fixed.sellerId) query.sellerId = currentUserId;
  if (personId) {
    if (audience === 'guests') query.hostId = personId;
    else query.userId = personId;
  } else if (audience === 'member') query.guestBookings = false;
  else if (audience === 'guests') query.guestBookings = true;
  return query;
}
