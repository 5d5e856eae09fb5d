import { z } from 'zod';
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

// Socket.IO event names (server-rules.md, Realtime).
export const SOCKET_EVENTS = {
  connectedUsers: 'connected-users',
  bookingNotification: 'booking-notification',
  cancelBookingNotification: 'cancel-booking-notification',
} as const;

export const cancelBookingEvent = z.object({
  bookingId: z.uuid().nullable(),
  bookingQueueId: z.uuid().nullable(),
});
export type CancelBookingEvent = z.infer<typeof cancelBookingEvent>;
