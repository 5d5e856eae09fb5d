import type { FeatureKey } from '@reserva/shared/permissions/permissions';
import { describe, expect, it } from 'vitest';
import { occurrenceQueueActions, queueEntryActions } from './queue-actions';

const canAll = () => true;
const canOnly =
  (...held: FeatureKey[]) =>
  (...keys: FeatureKey[]) =>
    keys.some((key) => held.includes(key));

const live = { isExpired: false, deletedAt: null };

describe('queue entry actions', () => {
  it('offer everything on a live entry to a user with every key', () => {
    expect(queueEntryActions(live, canAll)).toEqual({ edit: true, book: true, priority: true, remove: true });
  });

  it('go with their keys', () => {
    expect(queueEntryActions(live, canOnly('BOOKING_QUEUE_WRITE_ACCESS'))).toEqual({
      edit: true,
      book: false,
      priority: false,
      remove: false,
    });
    expect(queueEntryActions(live, canOnly('BOOKING_WRITE_ACCESS'))).toMatchObject({
      edit: false,
      book: true,
    });
    expect(queueEntryActions(live, canOnly('BOOKING_QUEUE_PRIORITY_ACCESS')).priority).toBe(true);
    expect(queueEntryActions(live, canOnly('BOOKING_DELETE_ACCESS')).remove).toBe(true);
    expect(queueEntryActions(live, canOnly('BOOKING_QUEUE_FULL_ACCESS'))).toEqual({
      edit: true,
      book: false,
      priority: true,
      remove: false,
    });
    expect(queueEntryActions(live, canOnly('BOOKING_QUEUE_READ_ACCESS'))).toEqual({
      edit: false,
      book: false,
      priority: false,
      remove: false,
    });
  });

  it('leave only the delete on an expired entry', () => {
    expect(queueEntryActions({ ...live, isExpired: true }, canAll)).toEqual({
      edit: false,
      book: false,
      priority: false,
      remove: true,
    });
  });

  it('leave a booked or cancelled entry read-only', () => {
    expect(queueEntryActions({ ...live, deletedAt: '2030-05-10T10:00:00.000Z' }, canAll)).toEqual({
      edit: false,
      book: false,
      priority: false,
      remove: false,
    });
  });
});

describe("the event-day dialog's queue actions", () => {
  const open = { isActive: true, isExpired: false };

  it('add to the queue with the queue or booking write keys', () => {
    expect(occurrenceQueueActions(open, canOnly('BOOKING_QUEUE_WRITE_ACCESS')).add).toBe(true);
    expect(occurrenceQueueActions(open, canOnly('BOOKING_WRITE_ACCESS')).add).toBe(true);
    expect(occurrenceQueueActions(open, canOnly('BOOKING_QUEUE_READ_ACCESS')).add).toBe(false);
  });

  it('book with the booking write keys and prioritize with the priority keys', () => {
    expect(occurrenceQueueActions(open, canOnly('BOOKING_FULL_ACCESS'))).toEqual({
      add: true,
      book: true,
      priority: false,
    });
    expect(occurrenceQueueActions(open, canOnly('BOOKING_QUEUE_PRIORITY_ACCESS'))).toEqual({
      add: false,
      book: false,
      priority: true,
    });
  });

  it('offer nothing on an ended occurrence, and no adding or booking on an inactive one', () => {
    expect(occurrenceQueueActions({ isActive: true, isExpired: true }, canAll)).toEqual({
      add: false,
      book: false,
      priority: false,
    });
    expect(occurrenceQueueActions({ isActive: false, isExpired: false }, canAll)).toEqual({
      add: false,
      book: false,
      priority: true,
    });
  });
});
