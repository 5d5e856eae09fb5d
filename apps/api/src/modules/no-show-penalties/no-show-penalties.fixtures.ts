import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { createBooking, createSchedule } from '../../test/fixtures';
import { createBookableActivity, createPersonIn } from '../bookings/bookings.fixtures';

/**
 * A person of the venture with a no-show on each of `daysAgo` (an event of its own, 08:00-09:00), but
 * for the first `checkedIn` of them, checked in (by the demo admin).
 */
export async function createPersonWithNoShows(
  db: Database,
  ventureId: string,
  daysAgo: number[],
  options = { checkedIn: 0 },
) {
  const userId = await createPersonIn(db, ventureId);
  const { activityId } = await createBookableActivity(db, ventureId);
  const scheduleId = await createSchedule(db, activityId, { totalVacancies: 5 });
  const ids: string[] = [];
  for (const days of daysAgo) {
    ids.push(
      await createBooking(db, {
        ventureId,
        scheduleId,
        activityId,
        userId,
        bookedDate: addDays(todayInSaoPaulo(), -days),
      }),
    );
  }
  for (const id of ids.slice(0, options.checkedIn)) {
    await db.execute(sql`INSERT INTO checkins (booking_id, booked_date, user_id)
      SELECT b.id, b.booked_date, u.id FROM bookings b, users u WHERE b.id = ${id} AND u.email = 'admin@reserva.dev'`);
  }
  return { userId, activityId, scheduleId };
}
