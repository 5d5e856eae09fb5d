import type { Notification } from '@reserva/shared/notifications/notifications.schemas';
import { describe, expect, it } from 'vitest';
import {
  addNotification,
  type NotificationPage,
  removeCancelled,
  replaceNotification,
} from './notification-cache';

const notification = (id: string, links: Partial<Notification> = {}): Notification => ({
  id,
  title: `Reserva ${id}`,
  description: null,
  isUnread: true,
  bookingId: null,
  bookingQueueId: null,
  createdAt: '2024-05-01T12:00:00.000Z',
  ...links,
});

const page = (...items: Notification[]): NotificationPage => ({ items, pages: 1, total: items.length });

describe('notification cache', () => {
  it('puts a live notification on top once and counts it', () => {
    const next = addNotification(page(notification('a')), notification('b'));
    expect(next.items.map((item) => item.id)).toEqual(['b', 'a']);
    expect(next.total).toBe(2);
    expect(addNotification(next, notification('b'))).toBe(next);
  });

  it('keeps a viewed notification in place and lowers the unread count', () => {
    const next = replaceNotification(page(notification('a'), notification('b')), {
      ...notification('a'),
      isUnread: false,
    });
    expect(next.items.map((item) => [item.id, item.isUnread])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    expect(next.total).toBe(1);
  });

  it('removes the notifications of a cancelled booking or queue entry, never matching on null', () => {
    const current = page(
      notification('a', { bookingId: 'booking-1' }),
      notification('b', { bookingQueueId: 'queue-1' }),
      notification('c'),
    );
    expect(
      removeCancelled(current, { bookingId: 'booking-1', bookingQueueId: null }).items.map((i) => i.id),
    ).toEqual(['b', 'c']);
    const withoutQueue = removeCancelled(current, { bookingId: null, bookingQueueId: 'queue-1' });
    expect(withoutQueue.items.map((item) => item.id)).toEqual(['a', 'c']);
    expect(withoutQueue.total).toBe(2);
  });
});
