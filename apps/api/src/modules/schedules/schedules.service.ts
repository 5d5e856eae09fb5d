import { addDays, monthRange, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { grants } from '@reserva/shared/permissions/permissions';
import { bookingPath, vacanciesLeft } from '@reserva/shared/schedules/schedules.rules';
import type {
  Occurrence,
  OccurrenceBooking,
  OccurrenceQuery,
  OccurrenceQueueEntry,
  OccurrenceWindowQuery,
  ScheduleInput,
  ScheduleView,
} from '@reserva/shared/schedules/schedules.schemas';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../../plugins/principal';
import { findActivity, lockActivity, scopeOf } from '../activities/activities.service';
import { checkPendingBookings, SYSTEM_CANCELLATION_REASONS } from '../bookings/pending-bookings';
import { deleteWithPendingBookings } from '../bookings/pending-deletes';
import * as people from './occurrence-people.repository';
import { listOccurrences, type OccurrenceRow } from './occurrences.repository';
import * as repository from './schedules.repository';

// Events (activity schedules) of an activity: spec 001 s.5 (Event form), server-rules.md (Events).
// An event belongs to its activity's venture; outside the caller's scope it answers its not-found.

export async function list(
  ctx: AppContext,
  principal: Principal,
  activityId: string,
  showExpired: boolean,
): Promise<ScheduleView[]> {
  const activity = await findActivity(ctx.db, principal, activityId);
  const rows = await repository.list(ctx.db, activity.ventureId, activityId, showExpired);
  return rows.map(({ blockedDates, ...row }) => ({
    ...row,
    scheduleBlocks: blockedDates.map((blockedDate) => ({ blockedDate })),
    bookingUrl: bookingPath(row.id),
  }));
}

/** The window of an occurrence call: a month, or startDate (today in São Paulo) plus addDay days. */
export function windowOf(
  query: OccurrenceWindowQuery,
  today = todayInSaoPaulo(),
): { from: string; to: string } {
  if (query.selectedMonth)
    return monthRange(query.selectedYear ?? Number(today.slice(0, 4)), query.selectedMonth);
  const from = query.startDate ?? today;
  return { from, to: addDays(from, query.addDay) };
}

export async function occurrences(
  ctx: AppContext,
  principal: Principal,
  activityId: string,
  query: OccurrenceQuery,
): Promise<Occurrence[]> {
  const activity = await findActivity(ctx.db, principal, activityId);
  const rows = await listOccurrences(ctx.db, {
    ventureId: activity.ventureId,
    activityId,
    ...windowOf(query),
    ...(query.activityScheduleId && { scheduleId: query.activityScheduleId }),
    upcomingOnly: !query.showExpired,
  });
  return rows.map(toOccurrence);
}

export function toOccurrence(row: OccurrenceRow): Occurrence {
  return { ...row, vacancies: vacanciesLeft(row.totalVacancies, row.booked) };
}

export async function create(
  ctx: AppContext,
  principal: Principal,
  activityId: string,
  input: ScheduleInput,
): Promise<{ id: string }> {
  return ctx.db.transaction(async (tx) => {
    const activity = await lockActivity(tx, principal, activityId);
    const values = await checkedValues(tx, principal, { ...activity, activityId }, input, null);
    const id = await repository.insert(tx, { activityId, ventureId: activity.ventureId }, values);
    await repository.replaceBlocks(tx, id, blockedDatesOf(input));
    return { id };
  });
}

export async function update(
  ctx: AppContext,
  principal: Principal,
  id: string,
  input: ScheduleInput,
  isVerified: boolean,
): Promise<{ id: string }> {
  await ctx.db.transaction(async (tx) => {
    const schedule = await lockSchedule(tx, principal, id);
    const values = await checkedValues(tx, principal, schedule, input, schedule);
    // Spec 001 s.4: a change to an event with pending bookings is confirmed first; they are kept.
    await checkPendingBookings(tx, { scheduleId: id }, isVerified);
    await repository.update(tx, id, values);
    await repository.replaceBlocks(tx, id, blockedDatesOf(input));
  });
  return { id };
}

/** Deleting an event with pending bookings is confirmed first, then cancels them ('Evento excluído'). */
export async function remove(ctx: AppContext, principal: Principal, id: string, isVerified: boolean) {
  await deleteWithPendingBookings(ctx, isVerified, {
    find: (tx) => lockSchedule(tx, principal, id),
    scopes: () => ({ scheduleId: id }),
    reason: SYSTEM_CANCELLATION_REASONS.scheduleDeleted,
    softDelete: (tx) => repository.softDelete(tx, id),
  });
}

export async function findSchedule(db: Executor, principal: Principal, id: string) {
  const schedule = await repository.findSchedule(db, scopeOf(principal), id);
  if (!schedule) throw new AppError('schedule-not-found');
  return schedule;
}

export async function lockSchedule(db: Executor, principal: Principal, id: string) {
  const schedule = await repository.lockSchedule(db, scopeOf(principal), id);
  if (!schedule) throw new AppError('schedule-not-found');
  return schedule;
}

export async function occurrenceBookings(
  ctx: AppContext,
  principal: Principal,
  scheduleId: string,
  bookedDate: string,
): Promise<OccurrenceBooking[]> {
  const { ventureId } = await findSchedule(ctx.db, principal, scheduleId);
  const rows = await people.listBookings(ctx.db, { ventureId, scheduleId, bookedDate });
  return rows.map(({ userId, userName, groupKey, groupName, hostName, createdAt, ...row }) => ({
    ...row,
    user: { id: userId, name: userName, groupKey, groupName, hostName },
    createdAt: createdAt.toISOString(),
  }));
}

export async function occurrenceQueue(
  ctx: AppContext,
  principal: Principal,
  scheduleId: string,
  bookedDate: string,
): Promise<OccurrenceQueueEntry[]> {
  const { ventureId } = await findSchedule(ctx.db, principal, scheduleId);
  const rows = await people.listQueue(ctx.db, { ventureId, scheduleId, bookedDate });
  return rows.map(({ userId, userName, cpf, priorizedAt, createdAt, ...row }) => ({
    ...row,
    user: { id: userId, name: userName, cpf },
    priorizedAt: priorizedAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  }));
}

interface Place {
  activityId: string;
  spotId: string;
  isLivingArea: boolean;
}

/**
 * The rules the server adds to the form's (spec 001 s.5): the modality is one of the spot's; wave
 * side and minimum experience mean nothing at a living area; lodger places are set only with
 * LODGER_VACANCIES_FULL_ACCESS (without it a new event gets none and an edit keeps the stored ones,
 * within the new total); an active event may not overlap another (`activity-schedule-conflict`).
 */
async function checkedValues(
  tx: Executor,
  principal: Principal,
  place: Place,
  input: ScheduleInput,
  current: { id: string; lodgerVacancies: number; isLodgerVacanciesExclusive: boolean } | null,
): Promise<repository.ScheduleValues> {
  const { scheduleBlocks: _blocks, ...values } = input;
  if (values.modalityId && !(await repository.modalityAtSpot(tx, values.modalityId, place.spotId))) {
    throw new AppError('modality-not-found');
  }
  if (place.isLivingArea) {
    values.waveSide = null;
    values.minUserExperience = 0;
  }
  if (!grants(principal.features, 'LODGER_VACANCIES_FULL_ACCESS') && !values.allowPartialTimeBookings) {
    const kept = current?.lodgerVacancies ?? 0;
    values.lodgerVacancies = values.totalVacancies === null ? kept : Math.min(kept, values.totalVacancies);
    values.isLodgerVacanciesExclusive = current?.isLodgerVacanciesExclusive ?? false;
  }
  if (values.isActive && (await repository.hasConflict(tx, place.activityId, values, current?.id ?? null))) {
    throw new AppError('activity-schedule-conflict');
  }
  return values;
}

function blockedDatesOf(input: ScheduleInput): string[] {
  return input.scheduleBlocks.map((block) => block.blockedDate);
}
