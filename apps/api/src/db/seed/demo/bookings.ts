import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { type SQL, sql } from 'drizzle-orm';
import { bookInTransaction } from '../../../modules/bookings/create-booking.service';
import { cancelBookings } from '../../../modules/bookings/pending-bookings';
import { listOccurrences } from '../../../modules/schedules/occurrences.repository';
import { AppError } from '../../../plugins/errors';
import { nameAuditActor } from '../../audit-actor';
import { queryRows } from '../../raw';
import { bookingQueues } from '../../schema/queues';
import { DEMO_VENTURE_REFS, type DemoContext } from './context';
import { DEMO_APP_MEMBER } from './people';
import type { DemoStaff } from './staff';

// A week of bookings made through the product's own booking path (every rule applies: a refused one
// is simply not made), so that the lists, the calendar's places, the event-day dialog and a person's
// bookings tab show a club at work: each upcoming occurrence of the next days gets a few people, the
// smallest limited one tomorrow is filled to 'Lotado' with two people waiting in its queue (the only full
// one: the others keep a place free), and a few bookings of other occurrences are checked in, paid at
// the club or cancelled (a cancellation there would free a place of the full one).

const DAYS = 6;
const PER_OCCURRENCE = 3;
/** What the action log names as the call that wrote. */
const DEMO_ROUTE = 'Dados de demonstração';

/**
 * Checks the booking (its id and date) in, as the check-ins modal records it: now or at `at` (a past
 * occurrence's start).
 */
export async function checkIn(
  tx: DemoContext['tx'],
  bookingId: string,
  bookedDate: string,
  staffId: string,
  at: SQL = sql`now()`,
): Promise<void> {
  await tx.execute(sql`INSERT INTO checkins (booking_id, booked_date, user_id, created_at)
    VALUES (${bookingId}, ${bookedDate}, ${staffId}, ${at})`);
}

export async function seedDemoBookings({
  tx,
  ventureIds,
  staff,
}: DemoContext & { staff: DemoStaff }): Promise<void> {
  const sellers = { PRAIA: staff['vendedor@reserva.dev'], SERRA: staff['admin@reserva.dev'] };
  const today = todayInSaoPaulo();
  for (const ref of DEMO_VENTURE_REFS) {
    const ventureId = ventureIds[ref];
    const people = await queryRows<{ id: string; email: string }>(
      tx,
      sql`SELECT u.id, u.email FROM users u JOIN onboards o ON o.user_id = u.id AND o.venture_id = ${ventureId}
        WHERE u.deleted_at IS NULL AND NOT u.is_blocked AND u.blocked_until IS NULL ORDER BY u.created_at, u.id`,
    );
    const occurrences = (
      await listOccurrences(tx, {
        ventureId,
        from: addDays(today, 1),
        to: addDays(today, DAYS),
        upcomingOnly: true,
      })
    ).filter((occurrence) => occurrence.isActive && !occurrence.allowPartialTimeBookings);
    const actor = { sellerId: sellers[ref].id, ventureId };
    // The action log shows the week's bookings as the seller's (the past ones, back-dated, are not logged).
    await nameAuditActor(tx, {
      userId: actor.sellerId,
      name: sellers[ref].name,
      ventureId,
      route: DEMO_ROUTE,
    });
    // The members' app's demo member waits first in the full event's queue (the app shows her place, and
    // a place freed by staff goes to her): she is never booked into it.
    const appMember = people.find((person) => person.email === DEMO_APP_MEMBER)?.id;
    let next = 0;
    /** The new booking's id, or the code that refused it. */
    const bookOne = async (
      scheduleId: string,
      date: string,
      userId: string,
    ): Promise<{ id?: string; refused?: string }> => {
      try {
        // A savepoint: a refused booking leaves the seed's transaction usable.
        return await tx.transaction(async (savepoint) => {
          const input = {
            activityScheduleId: scheduleId,
            bookedDate: date,
            userId,
            bookingQueueId: null,
            startTime: null,
            endTime: null,
            items: [],
            scheduleItems: [],
            paymentType: null,
            description: null,
            notifyCustomer: false,
          };
          const flags = { isVerified: true, skipLimits: false };
          return { id: (await bookInTransaction(savepoint, actor, input, flags)).id };
        });
      } catch (error) {
        if (error instanceof AppError) return { refused: error.code };
        throw error;
      }
    };
    // Tomorrow's smallest limited event open to every level and without places kept for lodgers (the
    // demo has too few to fill them), filled to 'Lotado' below with two people waiting: the people at
    // hand fill it whatever weekday tomorrow is.
    const full = occurrences
      .filter(
        (occurrence) =>
          occurrence.totalVacancies !== null &&
          occurrence.minUserExperience === 0 &&
          !occurrence.isLodgerVacanciesExclusive &&
          occurrence.date === addDays(today, 1),
      )
      .sort((a, b) => (a.totalVacancies ?? 0) - (b.totalVacancies ?? 0))[0];
    const made: { id: string; inFull: boolean }[] = [];
    for (const occurrence of occurrences) {
      const inFull = occurrence === full;
      // Every other limited occurrence keeps a place free: 'Lotado' is the one with a queue only.
      const places =
        occurrence.totalVacancies === null || inFull
          ? PER_OCCURRENCE
          : Math.min(PER_OCCURRENCE, occurrence.totalVacancies - 1);
      for (let count = 0; count < places && people.length > 0; count++) {
        let person = people[next++ % people.length] as { id: string };
        if (inFull && person.id === appMember) person = people[next++ % people.length] as { id: string };
        const { id } = await bookOne(occurrence.activityScheduleId, occurrence.date, person.id);
        if (id) made.push({ id, inFull });
      }
    }
    if (full) {
      // Booked until refused for want of places; the next two refused for it wait in its queue.
      const waiting: string[] = appMember ? [appMember] : [];
      for (const person of people.filter((each) => each.id !== appMember)) {
        const { refused } = await bookOne(full.activityScheduleId, full.date, person.id);
        if (refused === 'booking-no-vacancies-available') waiting.push(person.id);
        if (waiting.length === 2) break;
      }
      if (waiting.length > 0) {
        await tx.insert(bookingQueues).values(
          waiting.map((userId, place) => ({
            ventureId,
            userId,
            activityId: full.activityId,
            scheduleId: full.activityScheduleId,
            bookedDate: full.date,
            createdBy: actor.sellerId,
            // In this order: the statement's one now() would leave the line to the ids.
            createdAt: sql`now() - make_interval(mins => ${waiting.length - place})`,
          })),
        );
      }
    }
    // A few of the first bookings of other occurrences paid at the club or cancelled (none checked in:
    // they are from tomorrow on, and a check-in is made on the day; past-bookings.ts has check-ins).
    const others = made.filter((booking) => !booking.inFull).map((booking) => booking.id);
    for (const id of others.slice(2, 4)) {
      await tx.execute(sql`UPDATE payments SET status = 'PAYMENT_EXTERNAL', authorized_at = now() WHERE booking_id = ${id}
        AND status = 'WAITING'`);
    }
    await cancelBookings(tx, others.slice(4, 6), { reason: 'Mudança de planos', userId: actor.sellerId });
  }
  await nameAuditActor(tx, null);
  // The week's bookings are history by the time anyone signs in: their notices are in the bells, read.
  await tx.execute(sql`INSERT INTO notice_reads (user_id, notice_id)
    SELECT u.id, n.id FROM staff_notices n CROSS JOIN users u
    WHERE u.feature_group_id IN (SELECT gf.feature_group_id FROM feature_group_features gf
                                 JOIN features f ON f.id = gf.feature_id WHERE f.key = 'WEB_ACCESS')`);
}
