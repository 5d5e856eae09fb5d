import type { Paged } from '@reserva/shared/common/list.schemas';
import { defaultNoticeKinds } from '@reserva/shared/notifications/notifications.rules';
import type {
  NoticeKind,
  NoticePreferences,
  NoticePreferencesUpdate,
  Notification,
} from '@reserva/shared/notifications/notifications.schemas';
import { SOCKET_EVENTS } from '@reserva/shared/notifications/notifications.schemas';
import type { Executor } from '../../db/client';
import { toPaged } from '../../db/paging';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../../plugins/principal';
import type { Realtime } from '../../plugins/realtime';
import { readableKinds, type StoredKind } from './audiences';
import { type Choice, EVERY_ACTIVITY, nextHeardSince } from './heard-since';
import { noticeRooms, readerRooms } from './notice-rooms';
import * as repository from './notifications.repository';

/** Who reads the bell, and what: the session's user, venture, group and keys. */
export type ReaderIdentity = Pick<Principal, 'userId' | 'ventureId' | 'groupKey' | 'features'>;

/**
 * What the user hears in the venture: what it chose, or its group's defaults, within what its keys
 * read. A chosen activity deleted since is no longer chosen; with none left, every activity is heard
 * from when the last went.
 */
async function choiceOf(db: Executor, identity: ReaderIdentity, lock = false) {
  const stored = await repository.findPreferences(db, identity.userId, identity.ventureId, lock);
  const chosen: Choice = stored ?? {
    kinds: defaultNoticeKinds(identity.groupKey),
    activityIds: [],
    heardSince: {},
  };
  const heardSince = { ...chosen.heardSince };
  if (stored && stored.chosen > 0 && stored.activityIds.length === 0 && stored.goneAt) {
    heardSince[EVERY_ACTIVITY] = stored.goneAt;
  }
  const available = readableKinds(identity.features);
  return {
    isDefault: stored === undefined,
    available,
    kinds: available.filter((kind) => chosen.kinds.includes(kind)),
    choice: { kinds: chosen.kinds, activityIds: chosen.activityIds, heardSince },
  };
}

async function readerOf(db: Executor, identity: ReaderIdentity): Promise<repository.Reader> {
  const { kinds, choice } = await choiceOf(db, identity);
  return {
    userId: identity.userId,
    ventureId: identity.ventureId,
    kinds: ['MESSAGE', ...kinds],
    activityIds: choice.activityIds,
    heardSince: choice.heardSince,
  };
}

/** The rooms of the notices a screen of this session hears live (plugins/realtime.ts). */
export async function readerRoomsOf(db: Executor, identity: ReaderIdentity): Promise<string[]> {
  return readerRooms(await readerOf(db, identity));
}

export async function listInbox(
  ctx: AppContext,
  principal: Principal,
  query: { isUnread?: boolean | undefined; limit: number; page: number; order: 'ASC' | 'DESC' },
): Promise<Paged<Notification>> {
  const reader = await readerOf(ctx.db, principal);
  const { items, total } = await repository.listInbox(ctx.db, reader, query.isUnread, query);
  return toPaged(items.map(toNotification), total, query.limit);
}

/** GET /notifications/preferences: the user's choice in the session's venture, and what it may choose. */
export async function preferences(ctx: AppContext, principal: Principal): Promise<NoticePreferences> {
  const [current, activities] = await Promise.all([
    choiceOf(ctx.db, principal),
    repository.listActivities(ctx.db, principal.ventureId),
  ]);
  return {
    kinds: current.kinds,
    activityIds: [...current.choice.activityIds],
    isDefault: current.isDefault,
    availableKinds: current.available,
    activities,
  };
}

/**
 * PUT /notifications/preferences: stores the choice for the session's venture, whose live activities
 * are the only ones it may name, and moves the user's open screens there to the new rooms.
 */
export async function savePreferences(
  ctx: AppContext,
  principal: Principal,
  input: NoticePreferencesUpdate,
): Promise<NoticePreferences> {
  // The schema makes the ids distinct: each must be a live activity of the venture.
  const live = await repository.countLiveActivities(ctx.db, principal.ventureId, input.activityIds);
  if (live !== input.activityIds.length) {
    throw new AppError('activity-not-found');
  }
  await ctx.db.transaction(async (tx) => {
    const before = (await choiceOf(tx, principal, true)).choice;
    const heardSince = nextHeardSince(before, input, await repository.databaseNow(tx));
    await repository.savePreferences(tx, {
      userId: principal.userId,
      ventureId: principal.ventureId,
      kinds: input.kinds,
      activityIds: input.activityIds,
      heardSince,
    });
  });
  // The choice is saved: open screens that miss the move take their rooms when they next connect.
  await ctx.realtime
    .setNoticeRooms(principal.userId, principal.ventureId, await readerRoomsOf(ctx.db, principal))
    .catch((error: unknown) =>
      ctx.log.warn({ err: error }, 'moving open screens to their notice rooms failed'),
    );
  return preferences(ctx, principal);
}

export async function setUnread(
  ctx: AppContext,
  principal: Principal,
  id: string,
  isUnread: boolean,
): Promise<Notification> {
  // Only a reader of the notice, in the venture of the session, may mark it.
  const reader = await readerOf(ctx.db, principal);
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
  /** The activity it is about: only those who hear it (or every activity) are told. */
  activityId?: string | null;
  /** The booking it is about, by its key (its id and date: the bookings are partitioned by date). */
  booking?: { id: string; date: string } | null;
  bookingQueueId?: string | null;
}

/** A stored notice, to be sent live to those who hear it once its transaction commits. */
export interface Delivered {
  ventureId: string;
  kind: StoredKind;
  activityId: string | null;
  authorId: string | null;
  notification: Notification;
}

/**
 * Stores one notice of `kind` for the venture's staff who hear it but `authorId`, who did what it
 * tells. Call inside the writing transaction; hand the result to `publish` after it commits.
 */
export async function notifyVentureStaff(
  db: Executor,
  ventureId: string,
  kind: NoticeKind,
  message: StaffMessage,
  authorId: string | null = null,
): Promise<Delivered[]> {
  const notice = staffNotice(ventureId, kind, message, authorId);
  return deliveredNotice(notice, await repository.insertNotice(db, notice));
}

/** The row of a notice of `kind` for the venture's staff but `authorId`. */
export function staffNotice(
  ventureId: string,
  kind: StoredKind,
  message: StaffMessage,
  authorId: string | null = null,
): repository.NewNotice {
  return {
    ventureId,
    kind,
    activityId: message.activityId ?? null,
    authorId,
    title: message.title,
    description: message.description,
    bookingId: message.booking?.id ?? null,
    bookedDate: message.booking?.date ?? null,
    bookingQueueId: message.bookingQueueId ?? null,
  };
}

/** A notice stored (by `notifyVentureStaff`, or with its record in one statement), ready to `publish`. */
export function deliveredNotice(
  notice: repository.NewNotice,
  stored: { id: string; createdAt: Date },
): Delivered[] {
  const { ventureId, kind, activityId, authorId, title, description } = notice;
  const notification = toNotification({
    id: stored.id,
    title,
    description,
    bookingId: notice.bookingId ?? null,
    bookingQueueId: notice.bookingQueueId ?? null,
    createdAt: stored.createdAt,
    isUnread: true,
  });
  return [{ ventureId, kind, activityId, authorId, notification }];
}

/** Sends stored notices live to the open screens of those who hear them. */
export function publish(realtime: Realtime, delivered: Delivered[]): void {
  for (const { ventureId, kind, activityId, authorId, notification } of delivered) {
    realtime.toRooms(
      noticeRooms(ventureId, kind, activityId),
      authorId,
      SOCKET_EVENTS.bookingNotification,
      notification,
    );
  }
}

/** A notice from a manager to every staff member of the current venture; how many it reaches. */
export async function broadcast(
  ctx: AppContext,
  principal: Principal,
  message: { title: string; description?: string | null | undefined },
): Promise<{ delivered: number }> {
  // Not a kind anyone chooses: a manager's notice reaches every staff member.
  const notice = staffNotice(principal.ventureId, 'MESSAGE', {
    title: message.title,
    description: message.description ?? null,
  });
  publish(ctx.realtime, deliveredNotice(notice, await repository.insertNotice(ctx.db, notice)));
  return { delivered: await repository.countStaffIn(ctx.db, principal.ventureId) };
}

function toNotification(row: repository.NotificationRow): Notification {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
