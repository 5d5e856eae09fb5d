import type {
  AvailableItems,
  ScheduleItem,
  ScheduleItemInput,
} from '@reserva/shared/schedules/schedule-items.schemas';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../../plugins/principal';
import { scopeOf } from '../activities/activities.service';
import { checkPendingBookings, SYSTEM_CANCELLATION_REASONS } from '../bookings/pending-bookings';
import { deleteWithPendingBookings } from '../bookings/pending-deletes';
import * as repository from './schedule-items.repository';
import { findSchedule, lockSchedule } from './schedules.service';

// Event extras (spec 001: Schedule extras dialog, s.5 'Extra'). They follow their event's venture.

export async function list(
  ctx: AppContext,
  principal: Principal,
  scheduleId: string,
  filter: { showInactiveItems: boolean; name?: string },
): Promise<ScheduleItem[]> {
  await findSchedule(ctx.db, principal, scheduleId);
  return (await repository.list(ctx.db, scheduleId, filter)).map(toItem);
}

export async function create(
  ctx: AppContext,
  principal: Principal,
  scheduleId: string,
  input: ScheduleItemInput,
): Promise<{ id: string }> {
  const id = await ctx.db.transaction(async (tx) => {
    // The lock keeps an extra from landing on an event being deleted at the same time.
    const schedule = await lockSchedule(tx, principal, scheduleId);
    await requireProvider(tx, schedule.ventureId, input.userId);
    return repository.insert(tx, scheduleId, input);
  });
  return { id };
}

export async function update(
  ctx: AppContext,
  principal: Principal,
  id: string,
  input: ScheduleItemInput,
  isVerified: boolean,
): Promise<{ id: string }> {
  await ctx.db.transaction(async (tx) => {
    const item = await lockItem(tx, principal, id);
    await requireProvider(tx, item.ventureId, input.userId);
    await checkPendingBookings(tx, { scheduleItemId: id }, isVerified);
    await repository.update(tx, id, input);
  });
  return { id };
}

export async function remove(ctx: AppContext, principal: Principal, id: string, isVerified: boolean) {
  await deleteWithPendingBookings(ctx, isVerified, {
    find: (tx) => lockItem(tx, principal, id),
    scopes: () => ({ scheduleItemId: id }),
    reason: SYSTEM_CANCELLATION_REASONS.scheduleItemDeleted,
    softDelete: (tx) => repository.softDelete(tx, id),
  });
}

/** What is left of each active extra on a date; required extras apart (every booking gets them). */
export async function available(
  ctx: AppContext,
  principal: Principal,
  scheduleId: string,
  bookedDate: string,
  bookingId: string | null,
): Promise<AvailableItems> {
  await findSchedule(ctx.db, principal, scheduleId);
  const rows = await repository.listWithUse(ctx.db, scheduleId, bookedDate, bookingId);
  const items = rows.map(({ used, ...row }) => {
    const { scheduleId: _event, isActive: _active, ...item } = toItem(row);
    return { ...item, available: row.totalAmount === null ? null : Math.max(row.totalAmount - used, 0) };
  });
  return {
    activityScheduleItems: items.filter((item) => !item.isRequired && item.available !== 0),
    activityScheduleRequiredItems: items.filter((item) => item.isRequired),
  };
}

export async function providers(ctx: AppContext, principal: Principal, name: string | undefined) {
  return repository.listProviders(ctx.db, principal.ventureId, name);
}

async function lockItem(db: Executor, principal: Principal, id: string) {
  const item = await repository.lockItem(db, scopeOf(principal), id);
  if (!item) throw new AppError('schedule-item-not-found');
  return item;
}

/** The service provider is a seller of the event's venture (spec 001 s.3). */
async function requireProvider(db: Executor, ventureId: string, userId: string | null): Promise<void> {
  if (userId && !(await repository.isProvider(db, ventureId, userId))) throw new AppError('user-not-found');
}

function toItem({ userName, ...row }: repository.ItemRow): ScheduleItem {
  return { ...row, user: row.userId && userName !== null ? { id: row.userId, name: userName } : null };
}
