import type { Paged } from '@reserva/shared/common/list.schemas';
import type { Notification } from '@reserva/shared/notifications/notifications.schemas';
import { SOCKET_EVENTS } from '@reserva/shared/notifications/notifications.schemas';
import { grantsAny } from '@reserva/shared/permissions/permissions';
import type { Executor } from '../../db/client';
import { toPaged } from '../../db/paging';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../../plugins/principal';
import type { Realtime } from '../../plugins/realtime';
import * as repository from './notifications.repository';

export async function listInbox(
  ctx: AppContext,
  principal: Principal,
  query: { isUnread?: boolean | undefined; limit: number; page: number; order: 'ASC' | 'DESC' },
): Promise<Paged<Notification>> {
  const { items, total } = await repository.listInbox(
    ctx.db,
    { userId: principal.userId, ventureId: principal.ventureId, isUnread: query.isUnread },
    query,
  );
  return toPaged(items.map(toNotification), total, query.limit);
}

export async function setUnread(
  ctx: AppContext,
  principal: Principal,
  id: string,
  isUnread: boolean,
): Promise<Notification> {
  // Only the recipient, in the venture of the session, may touch a notification.
  const found = await repository.findForRecipient(ctx.db, id, principal.userId, principal.ventureId);
  if (!found) throw new AppError('notification-not-found');
  const updated = await repository.setUnread(ctx.db, id, isUnread);
  if (!updated) throw new AppError('notification-not-found');
  return toNotification(updated);
}

export interface StaffMessage {
  title: string;
  description: string | null;
  bookingId?: string | null;
  bookingQueueId?: string | null;
}

/**
 * Stores a notification for every staff member of the venture holding one of `requiredKeys` (but
 * `exceptUserId`, who did what the message tells). Call inside the writing transaction; hand the
 * result to `publish` after it commits.
 */
export async function notifyVentureStaff(
  db: Executor,
  ventureId: string,
  requiredKeys: readonly string[],
  message: StaffMessage,
  exceptUserId: string | null = null,
): Promise<Delivered[]> {
  // The keys are checked per group, then the group's members read: a venture's thousand employees
  // would otherwise each carry their group's keys through the query.
  const groupIds = (await repository.listStaffGroups(db))
    .filter((group) => grantsAny(group.features, requiredKeys))
    .map((group) => group.id);
  if (groupIds.length === 0) return [];
  const recipients = (await repository.listGroupMembersIn(db, ventureId, groupIds)).filter(
    (userId) => userId !== exceptUserId,
  );
  if (recipients.length === 0) return [];
  const rows = await repository.insertMany(
    db,
    recipients.map((userId) => ({ ...message, userId, ventureId })),
  );
  return rows.map((row) => ({ userId: row.userId, notification: toNotification(row) }));
}

export interface Delivered {
  userId: string;
  notification: Notification;
}

/** Sends stored notifications live to their recipients' open screens. */
export function publish(realtime: Realtime, delivered: Delivered[]): void {
  for (const { userId, notification } of delivered) {
    realtime.toUser(userId, SOCKET_EVENTS.bookingNotification, notification);
  }
}

/** A notice from a manager to every staff member of the current venture. */
export async function broadcast(
  ctx: AppContext,
  principal: Principal,
  message: { title: string; description?: string | null | undefined },
): Promise<{ delivered: number }> {
  const delivered = await ctx.db.transaction((tx) =>
    notifyVentureStaff(tx, principal.ventureId, ['WEB_ACCESS'], {
      title: message.title,
      description: message.description ?? null,
    }),
  );
  publish(ctx.realtime, delivered);
  return { delivered: delivered.length };
}

function toNotification(row: repository.NotificationRow): Notification {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
