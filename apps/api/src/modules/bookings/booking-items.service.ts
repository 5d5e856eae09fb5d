import { PAYABLE_AT_CLUB } from '@reserva/shared/bookings/bookings.schemas';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw';
import { bookingItems, bookingScheduleItems, paymentItems, payments } from '../../db/schema/bookings';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../../plugins/principal';
import * as facts from './booking-facts.repository';
import { missingForPayment } from './booking-rules';
import { pickActivityItems, pickExtras } from './booking-store.repository';
import * as repository from './bookings.repository';
import { scopeOf, toBookingScheduleItems } from './bookings.service';

// PUT /bookings/{id}/items: replaces a live booking's optionals. The occurrence is locked (after the
// booking), so a limited extra's last unit cannot go to two bookings; extras the booking keeps keep the
// price it paid; a new price is charged only while the payment is still open (WAITING, FAILED,
// REJECTED), and a booking priced for the first time gets a WAITING payment.

export async function changeItems(
  ctx: AppContext,
  principal: Principal,
  id: string,
  input: { itemsId: string[]; scheduleItemsId: string[] },
) {
  const scope = scopeOf(principal);
  const changed = await ctx.db.transaction(async (tx) => {
    const [booking] = await queryRows<{
      ventureId: string;
      scheduleId: string;
      activityId: string;
      activityName: string;
      bookedDate: string;
      bookingPrice: number;
      totalPrice: number;
      sellerId: string | null;
      userId: string;
      live: boolean;
    }>(
      tx,
      sql`SELECT b.venture_id AS "ventureId", b.schedule_id AS "scheduleId", b.activity_id AS "activityId",
          a.name AS "activityName", b.booked_date::text AS "bookedDate", b.booking_price AS "bookingPrice",
          b.total_price AS "totalPrice", b.seller_id AS "sellerId", b.user_id AS "userId",
          (b.deleted_at IS NULL AND ${repository.ENDS_AT} > now()) AS live
        FROM bookings b JOIN activities a ON a.id = b.activity_id
        WHERE b.id = ${id} ${principal.isMaster ? sql`` : sql`AND b.venture_id = ${scope.ventureId}`}
        FOR UPDATE OF b`,
    );
    if (!booking || (scope.sellerId && booking.sellerId !== scope.sellerId))
      throw new AppError('booking-not-found');
    if (!booking.live) throw new AppError('booking-expired');
    await facts.lockOccurrence(
      tx,
      { id: booking.scheduleId, ventureId: booking.ventureId },
      booking.bookedDate,
    );
    const activityItemIds = await pickActivityItems(tx, booking.activityId, input.itemsId);
    const extras = await pickExtras(tx, booking.scheduleId, booking.bookedDate, input.scheduleItemsId, id);
    const held = new Map(
      (await repository.listBookingScheduleItems(tx, id)).map((item) => [item.scheduleItemId, item.price]),
    );
    const priced = extras.map((extra) => ({ ...extra, price: held.get(extra.id) ?? extra.price }));
    const [payment] = await queryRows<{ id: string; status: string; guest: number }>(
      tx,
      sql`SELECT p.id, p.status, coalesce((SELECT sum(price * quantity) FROM payment_items
          WHERE payment_id = p.id AND type = 'GUEST_ADDITIONAL'), 0)::int AS guest
        FROM payments p WHERE p.booking_id = ${id} FOR UPDATE`,
    );
    const guestAdditional = payment?.guest ?? 0;
    const itemsPrice = guestAdditional + priced.reduce((sum, extra) => sum + extra.price, 0);
    const totalPrice = booking.bookingPrice + itemsPrice;
    const open = !payment || (PAYABLE_AT_CLUB as readonly string[]).includes(payment.status);
    if (!open && booking.totalPrice !== totalPrice) throw new AppError('payment-not-payable');

    await tx.delete(bookingItems).where(sql`${bookingItems.bookingId} = ${id}`);
    if (activityItemIds.length > 0) {
      await tx.insert(bookingItems).values(
        activityItemIds.map((activityItemId) => ({
          bookingId: id,
          bookedDate: booking.bookedDate,
          activityItemId,
        })),
      );
    }
    await tx.delete(bookingScheduleItems).where(sql`${bookingScheduleItems.bookingId} = ${id}`);
    if (priced.length > 0) {
      await tx.insert(bookingScheduleItems).values(
        priced.map((extra) => ({
          bookingId: id,
          bookedDate: booking.bookedDate,
          scheduleItemId: extra.id,
          price: extra.price,
        })),
      );
    }
    await tx.execute(sql`UPDATE bookings SET items_price = ${itemsPrice}, total_price = ${totalPrice},
      updated_at = now() WHERE id = ${id}`);
    if (!open) return { ...booking, priced: false };
    let paymentId = payment?.id;
    if (!paymentId && totalPrice > 0) {
      const [created] = await tx
        .insert(payments)
        .values({
          bookingId: id,
          bookedDate: booking.bookedDate,
          ventureId: booking.ventureId,
          sellerId: booking.sellerId,
          status: 'WAITING',
          amount: totalPrice,
        })
        .returning({ id: payments.id });
      paymentId = created?.id;
      if (booking.bookingPrice > 0) {
        await tx.insert(paymentItems).values({
          paymentId: paymentId as string,
          ventureId: booking.ventureId,
          type: 'BOOKING',
          name: booking.activityName,
          price: booking.bookingPrice,
          sellerId: booking.sellerId,
        });
      }
    }
    if (!paymentId) return { ...booking, priced: false };
    await tx.execute(
      sql`UPDATE payments SET amount = ${totalPrice}, updated_at = now() WHERE id = ${paymentId}`,
    );
    await tx.execute(
      sql`DELETE FROM payment_items WHERE payment_id = ${paymentId} AND type = 'SCHEDULE_ITEM'`,
    );
    const lines = priced.filter((extra) => extra.price > 0);
    if (lines.length > 0) {
      await tx.insert(paymentItems).values(
        lines.map((extra) => ({
          paymentId: paymentId as string,
          ventureId: booking.ventureId,
          type: 'SCHEDULE_ITEM' as const,
          name: extra.name,
          price: extra.price,
          sellerId: extra.userId ?? booking.sellerId,
        })),
      );
    }
    return { ...booking, priced: true };
  });
  const [itemsNow, extrasNow] = await Promise.all([
    repository.listBookingItems(ctx.db, id),
    repository.listBookingScheduleItems(ctx.db, id),
  ]);
  const answer = { bookingItems: itemsNow, bookingScheduleItems: toBookingScheduleItems(extrasNow) };
  // Spec 002 s.8: the change stands; the answer says what the record lacks for its payment.
  const person = changed.priced
    ? await facts.findPerson(ctx.db, changed.userId, changed.ventureId)
    : undefined;
  const missing = person ? missingForPayment(person) : null;
  if (missing) throw new AppError(missing, answer);
  return answer;
}
