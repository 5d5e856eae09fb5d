import type {
  BookingDetails,
  BookingListItem,
  BookingListQuery,
  BookingPayment,
  BookingScheduleItem,
} from '@reserva/shared/bookings/bookings.schemas';
import type { PaymentStatus } from '@reserva/shared/bookings/payment-status';
import type { Paged } from '@reserva/shared/common/list.schemas';
import { grantsAny } from '@reserva/shared/permissions/permissions';
import { toPaged } from '../../db/paging';
import { iso } from '../../db/raw';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import { publicFileUrl } from '../../plugins/files';
import type { Principal } from '../../plugins/principal';
import * as repository from './bookings.repository';

// Reading bookings: the lists and the details. Every read is scoped to the session's venture (a MASTER
// may name another); a seller who may read only its own sales sees the bookings it made.

/** Keys that read every booking of the venture. */
export const READ_ALL = ['BOOKING_FULL_ACCESS', 'BOOKING_READ_ACCESS'] as const;
/** Keys that read bookings: the venture's, or a seller's own sales. */
export const READ_ANY = [...READ_ALL, 'BOOKING_SELLER_READ_ACCESS'] as const;
const NO_SHOW_READ = ['BOOKING_NO_SHOW_HISTORY_FULL_ACCESS', 'BOOKING_NO_SHOW_HISTORY_READ_ACCESS'] as const;

export function scopeOf(principal: Principal, ventureId?: string): repository.BookingScope {
  return {
    ventureId: principal.isMaster && ventureId ? ventureId : principal.ventureId,
    sellerId: grantsAny(principal.features, READ_ALL) ? null : principal.userId,
  };
}

/**
 * The no-shows report's keys read the venture's no-shows (every seller's): the list with
 * noShowOnly=true and nothing else; any other list needs a bookings key (decisions.md, Reports).
 */
export function listScopeOf(principal: Principal, query: BookingListQuery): repository.BookingScope {
  if (query.noShowOnly && grantsAny(principal.features, NO_SHOW_READ)) {
    return { ...scopeOf(principal, query.ventureId), sellerId: null };
  }
  if (!grantsAny(principal.features, READ_ANY)) throw new AppError('insufficient-privilege');
  return scopeOf(principal, query.ventureId);
}

export async function list(
  ctx: AppContext,
  principal: Principal,
  query: BookingListQuery,
): Promise<Paged<BookingListItem>> {
  const { items, total } = await repository.list(ctx.db, listScopeOf(principal, query), query);
  return toPaged(items.map(toListItem), total, query.limit);
}

export function toListItem(row: repository.BookingRow): BookingListItem {
  return {
    id: row.id,
    activityScheduleId: row.activityScheduleId,
    activity: { id: row.activityId, name: row.activityName },
    spot: { id: row.spotId, name: row.spotName },
    user: {
      id: row.userId,
      name: row.userName,
      groupKey: row.groupKey,
      groupName: row.groupName,
      hostName: row.hostName,
    },
    experience: row.experience,
    bookedDate: row.bookedDate,
    startTime: row.startTime,
    endTime: row.endTime,
    createdAt: iso(row.createdAt),
    deletedAt: row.deletedAt === null ? null : iso(row.deletedAt),
    paymentStatus: row.paymentStatus,
    checkins: row.checkins,
    isExpired: row.isExpired,
    isCancelable: row.isCancelable,
    exceededCancellationDeadline: row.exceededCancellationDeadline,
  };
}

/** A booking of the caller's scope (a MASTER: any), or `booking-not-found`. */
export async function findRow(
  ctx: AppContext,
  principal: Principal,
  id: string,
): Promise<repository.BookingRow> {
  const [row] = await repository.loadRows(ctx.db, [id]);
  const scope = scopeOf(principal);
  if (!row || (!principal.isMaster && row.ventureId !== scope.ventureId))
    throw new AppError('booking-not-found');
  if (scope.sellerId && (await repository.findDetailsExtra(ctx.db, id))?.sellerId !== scope.sellerId) {
    throw new AppError('booking-not-found');
  }
  return row;
}

export async function details(ctx: AppContext, principal: Principal, id: string): Promise<BookingDetails> {
  const row = await findRow(ctx, principal, id);
  const [extra, bookingItems, scheduleItems, payment, cancellation] = await Promise.all([
    repository.findDetailsExtra(ctx.db, id),
    repository.listBookingItems(ctx.db, id),
    repository.listBookingScheduleItems(ctx.db, id),
    findPayment(ctx, id),
    repository.findCancellation(ctx.db, id),
  ]);
  if (!extra) throw new AppError('booking-not-found');
  const item = toListItem(row);
  return {
    ...item,
    ventureId: row.ventureId,
    activity: { ...item.activity, spotId: extra.spotIdOfActivity },
    activitySchedule: {
      id: row.activityScheduleId,
      startTime: extra.scheduleStartTime,
      endTime: extra.scheduleEndTime,
      minUserExperience: extra.minUserExperience,
      waveSide: extra.waveSide,
      modalityTitle: extra.modalityTitle,
      allowPartialTimeBookings: extra.allowPartialTimeBookings,
    },
    user: {
      ...item.user,
      email: extra.email,
      phone: extra.phone,
      cpf: extra.cpf,
      avatarUrl: publicFileUrl(extra.avatarPath),
    },
    seller: extra.sellerId ? { id: extra.sellerId, name: extra.sellerName ?? '' } : null,
    description: extra.description,
    bookingPrice: extra.bookingPrice,
    itemsPrice: extra.itemsPrice,
    totalPrice: extra.totalPrice,
    bookingItems,
    bookingScheduleItems: toBookingScheduleItems(scheduleItems),
    payment,
    cancellationHistory: cancellation && {
      user: cancellation.userId ? { id: cancellation.userId, name: cancellation.userName ?? '' } : null,
      reason: cancellation.reason,
      minutesBeforeScheduleStart: cancellation.minutesBeforeScheduleStart,
      exceedCancellationDeadline: cancellation.exceedCancellationDeadline,
      createdAt: iso(cancellation.createdAt),
    },
  };
}

export async function findPayment(ctx: AppContext, bookingId: string): Promise<BookingPayment | null> {
  const payment = await repository.findPayment(ctx.db, bookingId);
  if (!payment) return null;
  return {
    id: payment.id,
    status: payment.status as PaymentStatus,
    amount: payment.amount,
    updatedAt: iso(payment.updatedAt),
    items: payment.items.map((line) => ({
      type: line.type as BookingPayment['items'][number]['type'],
      name: line.name,
      price: line.price,
      quantity: line.quantity,
      updatedAt: iso(line.updatedAt),
    })),
  };
}

/** The event extras of a booking, each with its service provider. */
export function toBookingScheduleItems(
  rows: Awaited<ReturnType<typeof repository.listBookingScheduleItems>>,
): BookingScheduleItem[] {
  return rows.map(({ userId, userName, ...rest }) => ({
    ...rest,
    user: userId ? { id: userId, name: userName ?? '' } : null,
  }));
}
