import { z } from 'zod';
import { activityOption } from '../activities/activities.schemas';
import { listQuery, paged, queryBoolean } from '../common/list.schemas';

export const notification = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  isUnread: z.boolean(),
  bookingId: z.uuid().nullable(),
  bookingQueueId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof notification>;

export const notificationListQuery = listQuery(['createdAt'], 'createdAt').extend({
  isUnread: queryBoolean.optional(),
});
export const notificationList = paged(notification);

export const notificationUpdate = z.strictObject({ isUnread: z.boolean() });

/** A notice a manager sends to the staff of the current venture. */
export const notificationBroadcast = z.strictObject({
  title: z.string().trim().min(1, 'Requerido').max(120),
  description: z.string().trim().max(500).nullish(),
});

export { SOCKET_EVENTS } from './socket-events';

export const cancelBookingEvent = z.object({
  bookingId: z.uuid().nullable(),
  bookingQueueId: z.uuid().nullable(),
});
export type CancelBookingEvent = z.infer<typeof cancelBookingEvent>;

/**
 * What a notice tells, as a staff user chooses what reaches their bell: bookings made, bookings
 * cancelled, the queue (entries and places freed for it), blocks. A manager's notice to the staff
 * (`MESSAGE`, stored only) is not chosen: it always reaches them.
 */
export const NOTICE_KINDS = ['BOOKING', 'CANCELLATION', 'QUEUE', 'BLOCK'] as const;
export const noticeKind = z.enum(NOTICE_KINDS);
export type NoticeKind = z.infer<typeof noticeKind>;

const distinct = <T>(values: T[]) => [...new Set(values)];

/** PUT /notifications/preferences: the kinds and activities (none = every one) of the session's venture. */
export const noticePreferencesUpdate = z.strictObject({
  kinds: z.array(noticeKind).max(20).transform(distinct),
  activityIds: z.array(z.uuid()).max(500).transform(distinct),
});
export type NoticePreferencesUpdate = z.output<typeof noticePreferencesUpdate>;

export const noticePreferences = z.object({
  kinds: z.array(noticeKind),
  activityIds: z.array(z.uuid()),
  /** Never chosen in this venture: the defaults of the user's group. */
  isDefault: z.boolean(),
  /** The kinds the user's permissions let them read, in `NOTICE_KINDS` order. */
  availableKinds: z.array(noticeKind),
  /** The venture's activities to choose from. */
  activities: z.array(activityOption),
});
export type NoticePreferences = z.infer<typeof noticePreferences>;
