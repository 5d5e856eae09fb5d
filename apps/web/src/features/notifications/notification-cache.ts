import type { Paged } from '@reserva/shared/common/list.schemas';
import type { CancelBookingEvent, Notification } from '@reserva/shared/notifications/notifications.schemas';

// Pure updates of the cached unread list. `total` is the server's count of unread notifications, so it
// moves with every change of an item's unread flag, while `items` is the first page.

export type NotificationPage = Paged<Notification>;

const unreadCount = (items: Notification[]) => items.filter((item) => item.isUnread).length;

/** A notification that arrived live goes on top, once. */
export function addNotification(page: NotificationPage, notification: Notification): NotificationPage {
  if (page.items.some((item) => item.id === notification.id)) return page;
  return {
    ...page,
    items: [notification, ...page.items],
    total: page.total + (notification.isUnread ? 1 : 0),
  };
}

/** The server's answer to marking one as viewed replaces it in place. */
export function replaceNotification(page: NotificationPage, updated: Notification): NotificationPage {
  const previous = page.items.find((item) => item.id === updated.id);
  if (!previous) return page;
  return {
    ...page,
    items: page.items.map((item) => (item.id === updated.id ? updated : item)),
    total: Math.max(0, page.total - unreadCount([previous]) + unreadCount([updated])),
  };
}

/** A cancelled booking or queue entry takes its notifications with it (spec 000, section 4). */
export function removeCancelled(page: NotificationPage, event: CancelBookingEvent): NotificationPage {
  const cancelled = (item: Notification) =>
    (event.bookingId !== null && item.bookingId === event.bookingId) ||
    (event.bookingQueueId !== null && item.bookingQueueId === event.bookingQueueId);
  const removed = page.items.filter(cancelled);
  if (removed.length === 0) return page;
  return {
    ...page,
    items: page.items.filter((item) => !cancelled(item)),
    total: Math.max(0, page.total - unreadCount(removed)),
  };
}
