import type { ExternalSchedule } from '@reserva/shared/schedules/external-links.schemas';
import { vacanciesLeft } from '@reserva/shared/schedules/schedules.rules';
import type { OccurrenceWindowQuery } from '@reserva/shared/schedules/schedules.schemas';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import { listItems } from '../activities/activities.repository';
import { lastSelfServiceDate } from '../bookings/booking-horizon';
import * as repository from './external-links.repository';
import { listOccurrences } from './occurrences.repository';
import * as items from './schedule-items.repository';
import { windowOf } from './schedules.service';

// The public booking form's data, answered without a sign-in (spec 001: External booking). An event
// that is not open to link bookings looks the same as a missing one.

export async function schedule(ctx: AppContext, scheduleId: string): Promise<ExternalSchedule> {
  const row = await repository.findOpenSchedule(ctx.db, scheduleId);
  if (!row) throw new AppError('schedule-not-found');
  const [activityItems, scheduleItems] = await Promise.all([
    listItems(ctx.db, row.activityId),
    items.list(ctx.db, scheduleId, { showInactiveItems: false }),
  ]);
  return {
    activityScheduleId: row.id,
    activityId: row.activityId,
    activity: {
      id: row.activityId,
      name: row.activityName,
      items: activityItems.filter((item) => item.isActive).map(({ description: _text, ...item }) => item),
    },
    modality:
      row.modalityId && row.modalityTitle !== null ? { id: row.modalityId, title: row.modalityTitle } : null,
    venture: { name: row.ventureName },
    spot: { name: row.spotName, address: row.spotAddress },
    startTime: row.startTime,
    endTime: row.endTime,
    allowPartialTimeBookings: row.allowPartialTimeBookings,
    bookingPrice: row.bookingPrice,
    // The extras' service providers are people: not named here.
    scheduleItems: scheduleItems.map(({ id, name, description, price, isRequired }) => ({
      id,
      name,
      description,
      price,
      isRequired,
    })),
  };
}

/**
 * The dates the form may offer: upcoming occurrences of the activity's open events with places left,
 * up to the last date the venture opens to self-service bookings (its booking horizon).
 */
export async function dates(ctx: AppContext, activityId: string, query: OccurrenceWindowQuery) {
  const venture = await repository.findOpenActivityVenture(ctx.db, activityId);
  if (!venture) throw new AppError('activity-not-found');
  const window = windowOf(query);
  const lastOpen = lastSelfServiceDate(venture.bookingHorizonDays);
  if (window.from > lastOpen) return [];
  const rows = await listOccurrences(ctx.db, {
    ventureId: venture.ventureId,
    activityId,
    from: window.from,
    // Dates as `YYYY-MM-DD` sort as text (Math.min would not take them).
    to: [window.to, lastOpen].sort()[0] as string,
    ...(query.activityScheduleId && { scheduleId: query.activityScheduleId }),
    upcomingOnly: true,
    linkBookingsOnly: true,
  });
  return rows
    .map((row) => ({
      activityScheduleId: row.activityScheduleId,
      date: row.date,
      startTime: row.startTime,
      endTime: row.endTime,
      vacancies: vacanciesLeft(row.totalVacancies, row.booked),
    }))
    .filter((date) => date.vacancies !== 0);
}
