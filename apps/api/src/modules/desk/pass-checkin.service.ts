import { todayInSaoPaulo } from '@reserva/shared/common/dates';
import type { BookingPass, PassCheckin } from '@reserva/shared/desk/desk.schemas';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import { publicFileUrl } from '../../plugins/files';
import type { Principal } from '../../plugins/principal';
import { addCheckin } from '../bookings/booking-changes.service';
import * as bookings from '../bookings/bookings.repository';
import { findRow, toListItem } from '../bookings/bookings.service';

// Booking passes (docs/decisions.md, Concierge's desk): whoever reads a booking may show its pass; the
// desk scans it and checks the booking in through the one check-in path (its repeat window included).

/** GET /bookings/{id}/pass. */
export async function passOf(ctx: AppContext, principal: Principal, id: string): Promise<BookingPass> {
  await findRow(ctx, principal, id);
  return { code: ctx.passes.codeOf(id) };
}

/**
 * POST /desk/passes/check-in. The desk serves the session's venture, a MASTER's too: another venture's
 * booking answers as no booking, revealing nothing of it.
 */
export async function checkInByPass(
  ctx: AppContext,
  principal: Principal,
  code: string,
): Promise<PassCheckin> {
  const id = ctx.passes.bookingOf(code);
  if (!id) throw new AppError('pass-invalid');
  const [row] = await bookings.loadRows(ctx.db, [id]);
  if (!row || row.ventureId !== principal.ventureId) throw new AppError('booking-not-found');
  if (row.deletedAt !== null) throw new AppError('booking-cancelled');
  if (row.bookedDate !== todayInSaoPaulo()) {
    throw new AppError('booking-not-today', { bookedDate: row.bookedDate });
  }
  const { checkin, created } = await addCheckin(ctx, principal, id);
  // Read again: the booking as the check-in left it (its count, no longer cancelable).
  const [[after], extra] = await Promise.all([
    bookings.loadRows(ctx.db, [id]),
    bookings.findDetailsExtra(ctx.db, id),
  ]);
  const booking = toListItem(after ?? row);
  return {
    alreadyCheckedIn: !created,
    checkin,
    person: { ...booking.user, avatarUrl: publicFileUrl(extra?.avatarPath ?? null) },
    booking,
  };
}
