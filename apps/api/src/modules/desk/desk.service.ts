import { todayInSaoPaulo } from '@reserva/shared/common/dates';
import { groupBy } from '@reserva/shared/common/group-by';
import type {
  DeskBooking,
  DeskEvent,
  DeskQueueEntry,
  DeskToday,
  DeskTodayQuery,
} from '@reserva/shared/desk/desk.schemas';
import { grantsAny } from '@reserva/shared/permissions/permissions';
import { isFull } from '@reserva/shared/schedules/schedules.rules';
import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../../plugins/context';
import { publicFileUrl } from '../../plugins/files';
import type { Principal } from '../../plugins/principal';
import { listOccurrences } from '../schedules/occurrences.repository';
import { toOccurrence } from '../schedules/schedules.service';
import * as repository from './desk.repository';

// GET /desk/today: the session's venture's day on one screen. Four statements whatever the number of
// events (occurrences, activities, bookings, queue), run side by side where the pool allows; a search
// expands only the events of the people it found.

const QUEUE_READ = ['BOOKING_QUEUE_FULL_ACCESS', 'BOOKING_QUEUE_READ_ACCESS'];

export function today(ctx: AppContext, principal: Principal, query: DeskTodayQuery): Promise<DeskToday> {
  return dayOf(ctx, principal, query.q ? repository.personMatching(query.q) : undefined);
}

/**
 * The day of the session's venture; with `search` (a condition on `users`), only the events where the
 * people it finds are booked or queued, with their bookings and entries alone (the gate's camera asks
 * for one person's).
 */
export async function dayOf(
  ctx: AppContext,
  principal: Principal,
  search: SQL | undefined,
): Promise<DeskToday> {
  const date = todayInSaoPaulo();
  const { ventureId } = principal;
  const key = { ventureId, date, ...(search && { matching: search }) };
  // The queue keeps its own read keys (spec 001 s.6), the desk's included.
  const readsQueue = grantsAny(principal.features, QUEUE_READ);
  const people = Promise.all([
    repository.listDayBookings(ctx.db, key),
    readsQueue ? repository.listDayQueue(ctx.db, key) : Promise.resolve([]),
  ]);
  const expand = (scheduleIds?: string[]) =>
    listOccurrences(ctx.db, { ventureId, from: date, to: date, ...(scheduleIds && { scheduleIds }) });
  const [activities, [bookings, queue], occurrences] = await Promise.all([
    repository.listActivities(ctx.db, ventureId),
    people,
    search ? people.then((rows) => expand(foundEvents(rows.flat()))) : expand(),
  ]);
  const activityById = new Map(activities.map((activity) => [activity.id, activity]));
  const bookingsBySchedule = groupBy(bookings, (row) => row.scheduleId);
  const queueBySchedule = groupBy(queue, (row) => row.scheduleId);
  const events: DeskEvent[] = [];
  // Occurrences come by start time. Bookings of a date the event no longer runs on (blocked, the
  // event deleted) have no occurrence and are not the day's.
  for (const row of occurrences) {
    const activity = activityById.get(row.activityId);
    const booked = bookingsBySchedule.get(row.activityScheduleId) ?? [];
    const waiting = positioned(queueBySchedule.get(row.activityScheduleId) ?? []);
    // An event or activity turned off takes no booking: it shows only for the bookings it kept.
    if (!activity || (!(row.isActive && activity.isActive) && booked.length === 0)) continue;
    const found = booked.filter((booking) => booking.matches);
    const foundWaiting = waiting.filter((entry) => entry.matches);
    if (search && found.length === 0 && foundWaiting.length === 0) continue;
    const { vacancies } = toOccurrence(row);
    events.push({
      activityScheduleId: row.activityScheduleId,
      activity: { id: activity.id, name: activity.name },
      spot: { id: activity.spotId, name: activity.spotName },
      modalityTitle: row.modalityTitle,
      startTime: row.startTime,
      endTime: row.endTime,
      totalVacancies: row.totalVacancies,
      vacancies,
      isFull: isFull(vacancies),
      isExpired: row.isExpired,
      counts: {
        booked: booked.length,
        checkedIn: booked.filter((booking) => booking.checkedIn).length,
        noShow: booked.filter((booking) => booking.noShow).length,
      },
      bookings: found.map(toDeskBooking),
      queue: readsQueue ? foundWaiting.map(({ matches: _, ...entry }) => entry) : null,
    });
  }
  return { date, events };
}

/** The events where the people found are booked or queued. */
function foundEvents(rows: { scheduleId: string; matches: boolean }[]): string[] {
  return [...new Set(rows.filter((row) => row.matches).map((row) => row.scheduleId))];
}

function toDeskBooking(row: repository.DayBookingRow): DeskBooking {
  return {
    id: row.id,
    person: {
      id: row.userId,
      name: row.userName,
      avatarUrl: publicFileUrl(row.avatarPath),
      groupKey: row.groupKey,
      groupName: row.groupName,
      hostName: row.hostName,
    },
    startTime: row.startTime,
    endTime: row.endTime,
    checkedIn: row.checkedIn,
    checkedInAt: row.checkedInAt === null ? null : new Date(Number(row.checkedInAt)).toISOString(),
    noShow: row.noShow,
    paymentStatus: row.paymentStatus,
  };
}

/** A queue's entries, in its order, with their places in it (before any search narrows them). */
function positioned(
  rows: { id: string; userId: string; userName: string; matches: boolean }[],
): (DeskQueueEntry & { matches: boolean })[] {
  return rows.map((row, index) => ({
    id: row.id,
    person: { id: row.userId, name: row.userName },
    position: index + 1,
    matches: row.matches,
  }));
}
