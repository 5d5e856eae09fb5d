import type { Paged } from '@reserva/shared/common/list.schemas';
import type { Notification } from '@reserva/shared/notifications/notifications.schemas';
import { SOCKET_EVENTS } from '@reserva/shared/notifications/notifications.schemas';
import type { Executor } from '../../db/client';
import { toPaged } from '../../db/paging';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../../plugins/principal';
import type { Realtime } from '../../plugins/realtime';
import { type Audience, audiencesOf } from './audiences';
import * as repository from './notifications.repository';

function readerOf(principal: Principal): repository.Reader {
  return {
    userId: principal.userId,
    ventureId: principal.ventureId,
    audiences: audiencesOf(principal.features),
  };
}

export async function listInbox(
  ctx: AppContext,
  principal: Principal,
  query: { isUnread?: boolean | undefined; limit: number; page: number; order: 'ASC' | 'DESC' },
): Promise<Paged<Notification>> {
  const reader = readerOf(principal);
  if (reader.audiences.length === 0) return toPaged([], 0, query.limit);
  const { items, total } = await repository.listInbox(ctx.db, reader, query.isUnread, query);
  return toPaged(items.map(toNotification), total, query.limit);
}

export async function setUnread(
  ctx: AppContext,
  principal: Principal,
  id: string,
  isUnread: boolean,
): Promise<Notification> {
  // Only a reader of the notice, in the venture of the session, may mark it.
  const reader = readerOf(principal);
  if (reader.audiences.length === 0) throw new AppError('notification-not-found');
  return ctx.db.transaction(async (tx) => {
    if (!(await repository.findForReader(tx, id, reader))) throw new AppError('notification-not-found');
    await repository.setUnread(tx, id, principal.userId, isUnread);
    const updated = await repository.findForReader(tx, id, reader);
    if (!updated) throw new AppError('notification-not-found');
    return toNotification(updated);
  });
}

export interface StaffMessage {
  title: string;
  description: string | null;
  bookingId?: string | null;
  bookingQueueId?: string | null;
}

/** A stored notice, to be sent live to its audience once its transaction commits. */
export interface Delivered {
  ventureId: string;
  audience: Audience;
  authorId: string | null;
  notification: Notification;
}

/**
 * Stores one notice for the venture's staff of `audience` but `authorId`, who did what it tells.
 * Call inside the writing transaction; hand the result to `publish` after it commits.
 */
export async function notifyVentureStaff(
  db: Executor,
  ventureId: string,
  audience: Audience,
  message: StaffMessage,
  authorId: string | null = null,
): Promise<Delivered[]> {
  const notice = staffNotice(ventureId, audience, message, authorId);
  return deliveredNotice(notice, await repository.insertNotice(db, notice));
}

/** The row of a notice for the venture's staff of `audience` but `authorId`. */
export function staffNotice(
  ventureId: string,
  audience: Audience,
  message: StaffMessage,
  authorId: string | null = null,
): repository.NewNotice {
  return {
    ventureId,
    audience,
    authorId,
    title: message.title,
    description: message.description,
    bookingId: message.bookingId ?? null,
    bookingQueueId: message.bookingQueueId ?? null,
  };
}

/** A notice stored (by `notifyVentureStaff`, or with its record in one statement), ready to `publish`. */
export function deliveredNotice(
  notice: repository.NewNotice,
  stored: { id: string; createdAt: Date },
): Delivered[] {
  const { ventureId, audience, authorId, title, description } = notice;
  const notification = toNotification({
    id: stored.id,
    title,
    description,
    bookingId: notice.bookingId ?? null,
    bookingQueueId: notice.bookingQueueId ?? null,
    createdAt: stored.createdAt,
    isUnread: true,
  });
  return [{ ventureId, audience, authorId, notification }];
}

/** Sends stored notices live to the open screens of their audiences. */
export function publish(realtime: Realtime, delivered: Delivered[]): void {
  for (const { ventureId, audience, authorId, notification } of delivered) {
    realtime.toAudience(ventureId, audience, authorId, SOCKET_EVENTS.bookingNotification, notification);
  }
}

/** A notice from a manager to every staff member of the current venture; how many it reaches. */
export async function broadcast(
  ctx: AppContext,
  principal: Principal,
  message: { title: string; description?: string | null | undefined },
): Promise<{ delivered: number }> {
  const stored = await notifyVentureStaff(ctx.db, principal.ventureId, 'STAFF', {
    title: message.title,
    description: message.description ?? null,
  });
  publish(ctx.realtime, stored);
  return { delivered: await repository.countStaffIn(ctx.db, principal.ventureId) };
}

function toNotification(row: repository.NotificationRow): Notification {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
