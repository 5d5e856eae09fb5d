import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import { brDate } from '../bookings/create-booking.service';
import { enqueuePersonMail } from './member-notices.repository';

/**
 * Tells the booked person, in the cancellation's transaction, that the booking `id` was cancelled
 * (unless they turned that mail off); whether a mail was written. Only cancellations someone asks for:
 * those a delete or a block makes are that act's, as with the staff's notices.
 */
export async function mailCancellation(tx: Executor, id: string): Promise<boolean> {
  const [row] = await queryRows<{
    userId: string;
    name: string;
    email: string;
    activityName: string;
    bookedDate: string;
    startTime: string;
    endTime: string;
  }>(
    tx,
    sql`SELECT b.user_id AS "userId", u.name, u.email, a.name AS "activityName",
        b.booked_date::text AS "bookedDate", b.start_time::text AS "startTime", b.end_time::text AS "endTime"
      FROM bookings b JOIN users u ON u.id = b.user_id JOIN activities a ON a.id = b.activity_id
      WHERE b.id = ${id}`,
  );
  if (!row) return false;
  return enqueuePersonMail(tx, row.userId, 'CANCELLATION', {
    to: row.email,
    subject: `Reserva cancelada: ${row.activityName}`,
    text: `Olá, ${row.name}. Sua reserva em ${row.activityName} no dia ${brDate(row.bookedDate)}, das ${row.startTime.slice(0, 5)} às ${row.endTime.slice(0, 5)}, foi cancelada.`,
  });
}
