import { SOCKET_EVENTS } from '@reserva/shared/notifications/notifications.schemas';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import { type Delivered, notifyVentureStaff, publish } from '../notifications/notifications.service';
import { announceBooked, bookInTransaction, passPageOf } from './create-booking.service';
import { announceCancellations, type CancelledBooking, type CancelledQueueEntry } from './pending-bookings';
import { QUEUE_EXPIRED } from './queue-entries.repository';
import { inTransactionWithRetry } from './transactions';

// Beyond the spec: a freed place goes to the queue. For each place a cancellation, a block or a
// verified delete frees, the first entry of the occurrence's queue (prioritized first, then oldest)
// that passes every booking rule for it is found by really booking it, in its own transaction, through
// the same path as POST /bookings. With the venture's automatic conversion on, that booking commits
// (the entry closes, the person is mailed); otherwise it is rolled back and the venture's booking staff
// are told which entry may take the place. The entry's lock and its closing make a second conversion
// impossible; an entry offered once in a run is not offered again for the next place.

const CANDIDATES = 50;

interface Candidate {
  id: string;
  userId: string;
  activityScheduleId: string;
  bookedDate: string;
  userName: string;
  /** The titular or host, who books for the person in the members' app. */
  hostId: string | null;
  items: string[];
  scheduleItems: string[];
  autoConvert: boolean;
}

/** Thrown to roll back a trial booking: the entry would take the place. */
class WouldBook extends Error {}

/**
 * After cancellations commit: tell the screens, then the staff (`notices`, after the events that take
 * a cancelled booking's notices off the bells), then offer the freed places to the queues.
 */
export async function settleCancellations(
  ctx: AppContext,
  cancelled: readonly (CancelledBooking | CancelledQueueEntry)[],
  notices: Delivered[] = [],
): Promise<void> {
  announceCancellations(ctx.realtime, [...cancelled]);
  publish(ctx.realtime, notices);
  await fillFreedPlaces(
    ctx,
    cancelled.filter((item): item is CancelledBooking => 'bookingId' in item),
  );
}

export async function fillFreedPlaces(ctx: AppContext, freed: readonly CancelledBooking[]): Promise<void> {
  const places = new Map<string, { scheduleId: string; date: string; count: number }>();
  for (const booking of freed) {
    const key = `${booking.scheduleId}|${booking.bookedDate}`;
    const place = places.get(key) ?? { scheduleId: booking.scheduleId, date: booking.bookedDate, count: 0 };
    place.count += 1;
    places.set(key, place);
  }
  for (const place of places.values()) {
    try {
      await fillOccurrence(ctx, place.scheduleId, place.date, place.count);
    } catch (error) {
      // The cancellation has committed; a failed offer must not turn it into an error answer.
      ctx.log.error({ err: error, place }, 'filling a freed place from the queue failed');
    }
  }
}

async function fillOccurrence(
  ctx: AppContext,
  scheduleId: string,
  date: string,
  places: number,
): Promise<void> {
  const candidates = await queryRows<Candidate>(
    ctx.db,
    sql`SELECT q.id, q.user_id AS "userId", q.schedule_id AS "activityScheduleId", q.booked_date::text AS "bookedDate",
        u.name AS "userName", u.host_id AS "hostId", v.auto_convert_queue AS "autoConvert",
        ARRAY(SELECT activity_item_id::text FROM booking_queue_items WHERE booking_queue_id = q.id) AS items,
        ARRAY(SELECT schedule_item_id::text FROM booking_queue_schedule_items WHERE booking_queue_id = q.id)
          AS "scheduleItems"
      FROM booking_queues q JOIN activity_schedules s ON s.id = q.schedule_id
      JOIN users u ON u.id = q.user_id JOIN ventures v ON v.id = q.venture_id
      WHERE q.schedule_id = ${scheduleId} AND q.booked_date = ${date} AND q.deleted_at IS NULL
        AND NOT ${QUEUE_EXPIRED}
      ORDER BY q.priorized_at ASC NULLS LAST, q.created_at ASC, q.id ASC LIMIT ${CANDIDATES}`,
  );
  let left = places;
  for (const entry of candidates) {
    if (left === 0) return;
    if (await offer(ctx, entry)) left -= 1;
  }
}

/** Books the entry for real (automatic conversion) or on trial; true when it may take the place. */
async function offer(ctx: AppContext, entry: Candidate): Promise<boolean> {
  const input = {
    activityScheduleId: entry.activityScheduleId,
    bookedDate: entry.bookedDate,
    userId: entry.userId,
    bookingQueueId: entry.id,
    startTime: null,
    endTime: null,
    items: entry.items,
    scheduleItems: entry.scheduleItems,
    paymentType: null,
    description: null,
    notifyCustomer: true,
  };
  const flags = { isVerified: true, skipLimits: false, passPage: passPageOf(ctx) };
  try {
    const booked = await inTransactionWithRetry(ctx.db, async (tx) => {
      const result = await bookInTransaction(tx, { sellerId: null, ventureId: null }, input, flags);
      if (!entry.autoConvert) throw new WouldBook();
      return result;
    });
    announceBooked(ctx, booked);
    // The members' app of the person (and of whoever books for them) shows the booking at once.
    ctx.realtime.toUsers([entry.userId, ...(entry.hostId ? [entry.hostId] : [])], SOCKET_EVENTS.queueFilled, {
      bookingId: booked.id,
      title: 'Uma vaga da fila é sua',
      description: `Reserva feita para ${entry.userName}.`,
    });
    return true;
  } catch (error) {
    if (error instanceof WouldBook) {
      await offerToStaff(ctx, entry);
      return true;
    }
    if (error instanceof AppError) return false;
    throw error;
  }
}

async function offerToStaff(ctx: AppContext, entry: Candidate): Promise<void> {
  const delivered = await ctx.db.transaction(async (tx) => {
    const [queued] = await queryRows<{ ventureId: string; activityId: string }>(
      tx,
      sql`SELECT venture_id AS "ventureId", activity_id AS "activityId" FROM booking_queues WHERE id = ${entry.id}`,
    );
    if (!queued) return [];
    return notifyVentureStaff(tx, queued.ventureId, 'QUEUE', {
      title: 'Vaga liberada',
      description: `${entry.userName} está na fila e pode ocupar a vaga liberada.`,
      activityId: queued.activityId,
      bookingQueueId: entry.id,
    });
  });
  publish(ctx.realtime, delivered);
}
