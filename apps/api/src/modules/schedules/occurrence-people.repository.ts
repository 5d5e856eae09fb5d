import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { featureGroups } from '../../db/schema/access';
import { bookings, payments } from '../../db/schema/bookings';
import { onboards } from '../../db/schema/categories';
import { nameKey } from '../../db/schema/list-indexes';
import { bookingQueues } from '../../db/schema/queues';
import { activitySchedules } from '../../db/schema/schedules';
import { users } from '../../db/schema/users';

// Who is booked and who waits in one occurrence (schedule, date): the event-day dialog's tabs.

export interface OccurrenceKey {
  ventureId: string;
  scheduleId: string;
  bookedDate: string;
}

const hosts = alias(users, 'hosts');

export function listBookings(db: Executor, key: OccurrenceKey) {
  return db
    .select({
      id: bookings.id,
      userId: users.id,
      userName: users.name,
      groupKey: featureGroups.key,
      groupName: featureGroups.name,
      hostName: hosts.name,
      experience: onboards.experience,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      paymentStatus: payments.status,
      checkins: sql<number>`(SELECT count(*)::int FROM checkins c WHERE c.booking_id = ${bookings.id})`,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(featureGroups, eq(featureGroups.id, users.featureGroupId))
    .leftJoin(hosts, eq(hosts.id, users.hostId))
    .leftJoin(onboards, and(eq(onboards.userId, users.id), eq(onboards.ventureId, bookings.ventureId)))
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.ventureId, key.ventureId),
        eq(bookings.scheduleId, key.scheduleId),
        eq(bookings.bookedDate, key.bookedDate),
        isNull(bookings.deletedAt),
      ),
    )
    .orderBy(asc(bookings.startTime), asc(nameKey(users.name)), asc(bookings.id));
}

/** A queue's order: prioritized entries first (earliest priority first), then the oldest. */
export const QUEUE_ORDER = [
  sql`${bookingQueues.priorizedAt} ASC NULLS LAST`,
  asc(bookingQueues.createdAt),
  asc(bookingQueues.id),
];

export function listQueue(db: Executor, key: OccurrenceKey) {
  return db
    .select({
      id: bookingQueues.id,
      userId: users.id,
      userName: users.name,
      cpf: users.cpf,
      experience: onboards.experience,
      startTime: activitySchedules.startTime,
      endTime: activitySchedules.endTime,
      priorizedAt: bookingQueues.priorizedAt,
      createdAt: bookingQueues.createdAt,
    })
    .from(bookingQueues)
    .innerJoin(users, eq(users.id, bookingQueues.userId))
    .innerJoin(activitySchedules, eq(activitySchedules.id, bookingQueues.scheduleId))
    .leftJoin(onboards, and(eq(onboards.userId, users.id), eq(onboards.ventureId, bookingQueues.ventureId)))
    .where(
      and(
        eq(bookingQueues.ventureId, key.ventureId),
        eq(bookingQueues.scheduleId, key.scheduleId),
        eq(bookingQueues.bookedDate, key.bookedDate),
        isNull(bookingQueues.deletedAt),
      ),
    )
    .orderBy(...QUEUE_ORDER);
}
