import { isoDate } from '@reserva/shared/common/fields.schemas';
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

/**
 * The filters a link into /bookings carries in its address (the dashboard's 'Ver reservas':
 * `?bookedDate=2025-05-01&showPendingBookingsOnly=false`); anything else there is ignored.
 */
export function bookingFiltersFromSearch(search: URLSearchParams): Partial<BookingFilters> {
  const filters: Partial<BookingFilters> = {};
  const date = isoDate.safeParse(search.get('bookedDate'));
  if (date.success) filters.bookedDate = date.data;
  const pending = search.get('showPendingBookingsOnly');
  if (pending === 'true' || pending === 'false') filters.showPendingBookingsOnly = pending === 'true';
  return filters;
}

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
