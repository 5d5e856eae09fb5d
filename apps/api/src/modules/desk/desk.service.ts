import { todayInSaoPaulo } from '@reserva/shared/common/dates';
import { groupBy } from '@reserva/shared/common/group-by';
import type {
  DeskBooking,
  DeskEvent,
  DeskPeriod,
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
import { listOccurrences, type OccurrenceFilter, pageOccurrences } from '../schedules/occurrences.repository';
import { toOccurrence } from '../schedules/schedules.service';
import * as repository from './desk.repository';

// GET /desk/today: a page of the session's venture's day. The day's occurrences are expanded and paged
// in one statement, which builds only the page's rows; the bookings and queue are read for the page's
// events alone, so a page costs about the same on a day of 1,600 events and 7,700 bookings as on a
// quiet one. A search pages the events of the people it found.

const QUEUE_READ = ['BOOKING_QUEUE_FULL_ACCESS', 'BOOKING_QUEUE_READ_ACCESS'];

export function today(ctx: AppContext, principal: Principal, query: DeskTodayQuery): Promise<DeskToday> {
  const search = query.q ? repository.personMatching(query.q) : undefined;
  return dayOf(ctx, principal, search, query);
}

/** Which of the day's events, and which page of them: all of them when absent (the gate's one person). */
export interface DayWindow {
  period: DeskPeriod;
  page: number;
  limit: number;
}

/**
 * The day of the session's venture; with `search` (a condition on `users`), only the events where the
 * people it finds are booked or queued, with their bookings and entries alone (the gate's camera asks
 * for one person's). An event or activity turned off takes no booking: it shows only for the bookings
 * it kept. Bookings of a date the event no longer runs on (blocked, the event deleted) have no
 * occurrence and are not the day's.
 */
export async function dayOf(
  ctx: AppContext,
  principal: Principal,
  search: SQL | undefined,
  window?: DayWindow,
): Promise<DeskToday> {
  const date = todayInSaoPaulo();
  const { ventureId } = principal;
  const filter: OccurrenceFilter = {
    ventureId,
    from: date,
    to: date,
    upcomingOnly: window?.period === 'upcoming',
    onOrBooked: true,
    // A search pages only the events where the people it finds are booked or queued.
    ...(search && { scheduleIds: await repository.listEventsMatching(ctx.db, { ventureId, date }, search) }),
  };
  const { rows: onPage, total } = window
    ? await pageOccurrences(ctx.db, filter, { limit: window.limit, offset: (window.page - 1) * window.limit })
    : await listOccurrences(ctx.db, filter).then((rows) => ({ rows, total: rows.length }));
  // The page's events' bookings and queue: every one (counts and positions are the events'), each
  // saying whether its person is one of those searched for.
  const key = {
    ventureId,
    date,
    scheduleIds: onPage.map((row) => row.activityScheduleId),
    ...(search && { matching: search }),
  };
  // The queue keeps its own read keys (spec 001 s.6), the desk's included.
  const readsQueue = grantsAny(principal.features, QUEUE_READ);
  const [activities, bookings, queue] = await Promise.all([
    repository.listActivities(ctx.db, ventureId, [...new Set(onPage.map((row) => row.activityId))]),
    repository.listDayBookings(ctx.db, key),
    readsQueue ? repository.listDayQueue(ctx.db, key) : Promise.resolve([]),
  ]);
  const activityById = new Map(activities.map((activity) => [activity.id, activity]));
  const bookingsBySchedule = groupBy(bookings, (row) => row.scheduleId);
  const queueBySchedule = groupBy(queue, (row) => row.scheduleId);
  const events: DeskEvent[] = [];
  for (const row of onPage) {
    // The statement keeps only events of live activities: one deleted meanwhile is left out.
    const activity = activityById.get(row.activityId);
    if (!activity) continue;
    const booked = bookingsBySchedule.get(row.activityScheduleId) ?? [];
    const waiting = positioned(queueBySchedule.get(row.activityScheduleId) ?? []);
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
      bookings: booked.filter((booking) => booking.matches).map(toDeskBooking),
      queue: readsQueue
        ? waiting.filter((entry) => entry.matches).map(({ matches: _, ...entry }) => entry)
        : null,
    });
  }
  return { date, events, total, pages: window ? Math.ceil(total / window.limit) : 1 };
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
