import type {
  QueueEntry,
  QueueInput,
  QueueListQuery,
  QueueUpdateInput,
} from '@reserva/shared/bookings/queues.schemas';
import { todayInSaoPaulo } from '@reserva/shared/common/dates';
import type { Paged } from '@reserva/shared/common/list.schemas';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { toPaged } from '../../db/paging';
import { iso, queryRows } from '../../db/raw';
import {
  bookingQueueItems,
  bookingQueueModalities,
  bookingQueueScheduleItems,
  bookingQueues,
} from '../../db/schema/queues';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../../plugins/principal';
import { notifyVentureStaff, publish } from '../notifications/notifications.service';
import * as facts from './booking-facts.repository';
import * as rules from './booking-rules';
import { pickActivityItems } from './booking-store.repository';
import { brDate } from './create-booking.service';
import { announceCancellations } from './pending-bookings';
import { closeQueueEntry, lockQueueEntry } from './queue-entries.repository';
import * as repository from './queues.repository';

// Waiting-queue entries (spec 001 s.4, Queue): the checks of booking creation up to
// `user-already-queued` (server-rules.md, steps 1-5), an entry per person per occurrence, expired
// entries read-only. Converting an entry is POST /bookings with its bookingQueueId.

const ventureScope = (principal: Principal) => (principal.isMaster ? null : principal.ventureId);

export async function list(
  ctx: AppContext,
  principal: Principal,
  query: QueueListQuery,
): Promise<Paged<QueueEntry>> {
  const { items, total } = await repository.list(ctx.db, principal.ventureId, query);
  return toPaged(items.map(toEntry), total, query.limit);
}

export async function details(ctx: AppContext, principal: Principal, id: string): Promise<QueueEntry> {
  const row = await repository.findEntry(ctx.db, id, ventureScope(principal));
  if (!row) throw new AppError('booking-queue-not-found');
  return toEntry(row);
}

export async function create(
  ctx: AppContext,
  principal: Principal,
  input: QueueInput,
): Promise<{ id: string }> {
  const { id, delivered } = await ctx.db.transaction(async (tx) => {
    const target = await checkedTarget(tx, principal, input, input.userId);
    if (await hasLiveEntry(tx, input.userId, target.scheduleId, input.bookedDate, input.activityId)) {
      throw new AppError('user-already-queued');
    }
    const [row] = await tx
      .insert(bookingQueues)
      .values({
        ventureId: target.ventureId,
        userId: input.userId,
        activityId: input.activityId,
        scheduleId: target.scheduleId,
        bookedDate: input.bookedDate,
        description: input.description ?? null,
        createdBy: principal.userId,
      })
      .returning({ id: bookingQueues.id });
    const entryId = row?.id as string;
    await replaceOptions(tx, entryId, target.activityItemIds, input);
    const notices = await notifyVentureStaff(
      tx,
      target.ventureId,
      'QUEUE',
      {
        title: 'Nova reserva na fila',
        description: `${target.personName}: ${target.activityName}, ${brDate(input.bookedDate)}`,
        activityId: input.activityId,
        bookingQueueId: entryId,
      },
      principal.userId,
    );
    return { id: entryId, delivered: notices };
  });
  publish(ctx.realtime, delivered);
  return { id };
}

export async function update(
  ctx: AppContext,
  principal: Principal,
  id: string,
  input: QueueUpdateInput,
): Promise<{ id: string }> {
  await ctx.db.transaction(async (tx) => {
    const entry = await lockQueueEntry(tx, id, ventureScope(principal));
    if (entry.isExpired) throw new AppError('booking-expired');
    const target = await checkedTarget(tx, principal, input, entry.userId);
    if (await hasLiveEntry(tx, entry.userId, target.scheduleId, input.bookedDate, input.activityId, id)) {
      throw new AppError('user-already-queued');
    }
    await tx.execute(sql`UPDATE booking_queues SET activity_id = ${input.activityId}, schedule_id = ${target.scheduleId},
      booked_date = ${input.bookedDate}, description = ${input.description ?? null}, updated_at = now()
      WHERE id = ${id}`);
    await replaceOptions(tx, id, target.activityItemIds, input);
  });
  return { id };
}

export async function remove(ctx: AppContext, principal: Principal, id: string): Promise<void> {
  const closed = await ctx.db.transaction(async (tx) => {
    await lockQueueEntry(tx, id, ventureScope(principal));
    return closeQueueEntry(tx, id);
  });
  announceCancellations(ctx.realtime, [closed]);
}

/** PATCH /booking-queues/{id}/priority: toggles priorizedAt. */
export async function togglePriority(ctx: AppContext, principal: Principal, id: string) {
  return ctx.db.transaction(async (tx) => {
    const entry = await lockQueueEntry(tx, id, ventureScope(principal));
    const [row] = await queryRows<{ priorizedAt: Date | string | null }>(
      tx,
      sql`UPDATE booking_queues SET priorized_at = ${entry.priorizedAt ? null : sql`now()`}, updated_at = now()
        WHERE id = ${id} RETURNING priorized_at AS "priorizedAt"`,
    );
    return { id, priorizedAt: row?.priorizedAt ? iso(row.priorizedAt) : null };
  });
}

interface Target {
  ventureId: string;
  scheduleId: string | null;
  activityName: string;
  personName: string;
  activityItemIds: string[];
}

/** Steps 1-4 of a booking for the entry's activity, event (when it has one), date and person. */
async function checkedTarget(
  tx: Executor,
  principal: Principal,
  input: QueueUpdateInput,
  userId: string,
): Promise<Target> {
  const [activity] = await queryRows<{ ventureId: string; name: string; live: boolean }>(
    tx,
    sql`SELECT venture_id AS "ventureId", name, (deleted_at IS NULL AND is_active) AS live FROM activities
      WHERE id = ${input.activityId} ${principal.isMaster ? sql`` : sql`AND venture_id = ${principal.ventureId}`}`,
  );
  // Locked before the person is read, so that a block committed meanwhile is seen (booking-facts).
  await facts.lockPersonAndHosts(tx, userId);
  const person = await rules.personOf(tx, userId, activity?.ventureId ?? principal.ventureId);
  if (!activity?.live) throw new AppError('activity-not-found');
  const schedule = input.activityScheduleId
    ? await rules.scheduleOf(tx, input.activityScheduleId, activity.ventureId, {
        date: input.bookedDate,
        startTime: null,
      })
    : null;
  if (schedule && schedule.activityId !== input.activityId) throw new AppError('schedule-not-found');
  if (schedule) rules.checkOccurrence(schedule, input.bookedDate);
  else if (input.bookedDate < todayInSaoPaulo()) throw new AppError('past-start-time');
  rules.checkBlocks(person);
  await rules.checkOnboard(tx, person, schedule, activity.ventureId);
  if (schedule && (await facts.hasLiveBooking(tx, person.id, schedule.id, input.bookedDate))) {
    throw new AppError('schedule-already-booked');
  }
  return {
    ventureId: activity.ventureId,
    scheduleId: schedule?.id ?? null,
    activityName: activity.name,
    personName: person.name,
    activityItemIds: await pickActivityItems(tx, input.activityId, input.items),
  };
}

async function hasLiveEntry(
  tx: Executor,
  userId: string,
  scheduleId: string | null,
  date: string,
  activityId: string,
  exceptId: string | null = null,
): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`SELECT 1 FROM booking_queues WHERE user_id = ${userId} AND booked_date = ${date} AND deleted_at IS NULL
      AND activity_id = ${activityId} AND schedule_id IS NOT DISTINCT FROM ${scheduleId}::uuid
      AND id IS DISTINCT FROM ${exceptId}::uuid`,
  );
  return rows.length > 0;
}

async function replaceOptions(
  tx: Executor,
  id: string,
  activityItemIds: string[],
  input: QueueUpdateInput,
): Promise<void> {
  await tx.execute(sql`DELETE FROM booking_queue_items WHERE booking_queue_id = ${id}`);
  await tx.execute(sql`DELETE FROM booking_queue_schedule_items WHERE booking_queue_id = ${id}`);
  await tx.execute(sql`DELETE FROM booking_queue_modalities WHERE booking_queue_id = ${id}`);
  if (activityItemIds.length > 0) {
    await tx
      .insert(bookingQueueItems)
      .values(activityItemIds.map((activityItemId) => ({ bookingQueueId: id, activityItemId })));
  }
  const extras = input.activityScheduleId
    ? await queryRows<{ id: string }>(
        tx,
        sql`SELECT id FROM schedule_items WHERE schedule_id = ${input.activityScheduleId} AND deleted_at IS NULL
          AND is_active AND NOT is_required AND id IN (${sql.join(
            [...input.scheduleItems, '00000000-0000-0000-0000-000000000000'].map(
              (item) => sql`${item}::uuid`,
            ),
            sql`, `,
          )})`,
      )
    : [];
  if (extras.length !== input.scheduleItems.length) throw new AppError('schedule-item-not-found');
  if (extras.length > 0) {
    await tx
      .insert(bookingQueueScheduleItems)
      .values(extras.map((extra) => ({ bookingQueueId: id, scheduleItemId: extra.id })));
  }
  const modalities = await queryRows<{ id: string }>(
    tx,
    sql`SELECT m.id FROM modalities m JOIN activities a ON a.spot_id = m.spot_id
      WHERE a.id = ${input.activityId} AND m.deleted_at IS NULL AND m.id IN (${sql.join(
        [...input.modalities, '00000000-0000-0000-0000-000000000000'].map((item) => sql`${item}::uuid`),
        sql`, `,
      )})`,
  );
  if (modalities.length !== input.modalities.length) throw new AppError('modality-not-found');
  if (modalities.length > 0) {
    await tx
      .insert(bookingQueueModalities)
      .values(modalities.map((modality) => ({ bookingQueueId: id, modalityId: modality.id })));
  }
}

function toEntry(row: repository.QueueRow): QueueEntry {
  return {
    id: row.id,
    userId: row.userId,
    user: {
      id: row.userId,
      name: row.userName,
      cpf: row.cpf,
      foreignerDocument: row.foreignerDocument,
      groupKey: row.groupKey,
      experience: row.experience,
    },
    titularUser: row.titularId ? { id: row.titularId, name: row.titularName ?? '' } : null,
    activityId: row.activityId,
    activity: {
      id: row.activityId,
      name: row.activityName,
      isActive: row.activityIsActive,
      spotId: row.spotId,
      spot: { id: row.spotId, name: row.spotName },
    },
    activityScheduleId: row.activityScheduleId,
    activitySchedule:
      row.activityScheduleId && row.startTime && row.endTime
        ? {
            startDate: row.startDate ?? '',
            startTime: row.startTime,
            endTime: row.endTime,
            totalVacancies: row.totalVacancies,
            waveSide: row.waveSide,
            minUserExperience: row.minUserExperience ?? 0,
            modalityTitle: row.modalityTitle,
            allowPartialTimeBookings: row.allowPartialTimeBookings ?? false,
          }
        : null,
    bookedDate: row.bookedDate,
    description: row.description,
    items: row.items,
    scheduleItems: row.scheduleItems,
    modalities: row.modalities,
    createdAt: iso(row.createdAt),
    priorizedAt: row.priorizedAt ? iso(row.priorizedAt) : null,
    isExpired: row.isExpired,
    deletedAt: row.deletedAt ? iso(row.deletedAt) : null,
  };
}
