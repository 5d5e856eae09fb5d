import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { sql } from 'drizzle-orm';
import {
  listOccurrences,
  type OccurrenceRow as Occurrence,
} from '../../../modules/schedules/occurrences.repository';
import { localInstant } from '../../local-time';
import { ensureBookingMonths } from '../../partitions';
import { queryRows } from '../../raw';
import { checkIn } from './bookings';
import { DEMO_VENTURE_REFS, type DemoContext } from './context';
import type { DemoStaff } from './staff';

// Last days, so that the no-shows report, the bookings history and the dashboard's no-show rate have
// rows on a first start: three members in one ended occurrence a day for the past DAYS days, two
// checked in as it began and one who never came (a no-show: ended, no check-in, not cancelled). And
// today, so that the dashboard's day is not empty at whatever hour the first start happens: two members
// in today's first occurrence, both checked in (never no-shows, so the data does not depend on the
// hour). The booking path refuses started occurrences (past-start-time), so the rows are written as it
// leaves them: booking, occurrence counter and, for a priced event, its waiting payment with the
// booking's line.

const DAYS = 4;

/** Booked two days ahead, at 10:00 in São Paulo. */
const createdAt = (date: string) => localInstant(sql`${date}::date - 2`, sql`time '10:00'`);

/** Of the past occurrence's members, these many came. */
const CAME = 2;

const fits = (occurrence: Occurrence, people: number) =>
  occurrence.totalVacancies === null || occurrence.totalVacancies - occurrence.booked >= people;

export async function seedDemoPastBookings({
  tx,
  ventureIds,
  staff,
}: DemoContext & { staff: DemoStaff }): Promise<void> {
  const today = todayInSaoPaulo();
  const concierge = staff['portaria@reserva.dev'].id;
  for (const ref of DEMO_VENTURE_REFS) {
    const ventureId = ventureIds[ref];
    const members = await queryRows<{ id: string }>(
      tx,
      sql`SELECT u.id FROM users u JOIN feature_groups g ON g.id = u.feature_group_id
        JOIN onboards o ON o.user_id = u.id AND o.venture_id = ${ventureId}
        WHERE g.key = 'MEMBER' AND u.deleted_at IS NULL ORDER BY u.created_at, u.id LIMIT ${DAYS * (CAME + 1)}`,
    );
    if (members.length < 2) continue;
    const ended = await listOccurrences(tx, {
      ventureId,
      from: addDays(today, -DAYS),
      to: addDays(today, -1),
    });
    // One occurrence a day, a different event each day rather than always the earliest.
    const byDay = new Map<string, Occurrence[]>();
    for (const occurrence of ended) {
      if (occurrence.isActive && !occurrence.allowPartialTimeBookings && fits(occurrence, CAME + 1)) {
        byDay.set(occurrence.date, [...(byDay.get(occurrence.date) ?? []), occurrence]);
      }
    }
    const chosen = [...byDay.values()].map((day, index) => day[(index * 3) % day.length] as Occurrence);
    let next = 0;
    const nextMember = () => (members[next++ % members.length] as { id: string }).id;
    for (const occurrence of chosen) {
      const began = localInstant(sql`${occurrence.date}::date`, sql`${occurrence.startTime}::time`);
      for (let count = 0; count < CAME; count++) {
        const booking = await insertBooking(tx, ventureId, occurrence, nextMember());
        await checkIn(tx, booking, occurrence.date, concierge, began);
      }
      await insertBooking(tx, ventureId, occurrence, nextMember());
    }
    const [todays] = (await listOccurrences(tx, { ventureId, from: today, to: today })).filter(
      (occurrence) => fits(occurrence, 2) && occurrence.isActive && !occurrence.allowPartialTimeBookings,
    );
    if (todays) {
      for (let count = 0; count < 2; count++) {
        await checkIn(tx, await insertBooking(tx, ventureId, todays, nextMember()), todays.date, concierge);
      }
    }
  }
}

/** A booking as the booking path leaves it (counted in its occurrence, its payment if priced); its id. */
async function insertBooking(
  tx: DemoContext['tx'],
  ventureId: string,
  occurrence: Occurrence,
  userId: string,
): Promise<string> {
  const price = occurrence.bookingPrice;
  await ensureBookingMonths(tx, [occurrence.date]);
  const [booking] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO bookings (venture_id, schedule_id, activity_id, user_id, booked_date, start_time,
        end_time, booking_price, total_price, created_at, updated_at)
      VALUES (${ventureId}, ${occurrence.activityScheduleId}, ${occurrence.activityId}, ${userId},
        ${occurrence.date}, ${occurrence.startTime}, ${occurrence.endTime}, ${price}, ${price},
        ${createdAt(occurrence.date)}, ${createdAt(occurrence.date)})
      RETURNING id`,
  );
  const bookingId = (booking as { id: string }).id;
  await tx.execute(sql`INSERT INTO schedule_occurrences (schedule_id, venture_id, booked_date, booked)
    VALUES (${occurrence.activityScheduleId}, ${ventureId}, ${occurrence.date}, 1)
    ON CONFLICT (schedule_id, booked_date) DO UPDATE SET booked = schedule_occurrences.booked + 1`);
  if (price > 0) {
    await tx.execute(sql`WITH payment AS (INSERT INTO payments (booking_id, booked_date, status, amount)
        VALUES (${bookingId}, ${occurrence.date}, 'WAITING', ${price}) RETURNING id)
      INSERT INTO payment_items (payment_id, type, name, price)
      SELECT payment.id, 'BOOKING', a.name, ${price} FROM payment, activities a WHERE a.id = ${occurrence.activityId}`);
  }
  return bookingId;
}
