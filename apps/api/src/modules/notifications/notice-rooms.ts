import type { StoredKind } from './audiences';
import type { Reader } from './notifications.repository';

// A live notice reaches the open screens through Socket.IO rooms named after what each reader hears in
// the session's venture: per kind, one room for the notices about no activity (blocks, managers'
// notices) and either one for every activity (`*`) or one per chosen activity. A notice is one emit to
// at most two rooms whatever the staff (a socket in both hears it once), the choice is applied when the
// socket joins, not per notice, and with the Redis adapter the rooms span every process.

export const NOTICE_ROOM_PREFIX = 'notices:';

const EVERY_ACTIVITY = '*';

const room = (ventureId: string, kind: StoredKind, activity?: string) =>
  `${NOTICE_ROOM_PREFIX}${ventureId}:${kind}${activity === undefined ? '' : `:${activity}`}`;

/** The rooms a reader's screens join. */
export function readerRooms(reader: Reader): string[] {
  const activities = reader.activityIds.length === 0 ? [EVERY_ACTIVITY] : reader.activityIds;
  return reader.kinds.flatMap((kind) => [
    room(reader.ventureId, kind),
    ...activities.map((activity) => room(reader.ventureId, kind, activity)),
  ]);
}

/** The rooms a notice of the venture goes to. */
export function noticeRooms(ventureId: string, kind: StoredKind, activityId: string | null): string[] {
  return activityId === null
    ? [room(ventureId, kind)]
    : [room(ventureId, kind, EVERY_ACTIVITY), room(ventureId, kind, activityId)];
}
