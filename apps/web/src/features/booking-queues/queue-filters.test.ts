import { describe, expect, it } from 'vitest';
import {
  type EventFacts,
  eventOptionLabel,
  eventOptions,
  QUEUE_PAGE_SIZE,
  toQueuesQuery,
  withEvent,
} from './queue-filters';

const today = '2030-05-10';
const complete = { bookedDate: today, activityId: 'a1', activityScheduleId: 's1' };

const event = (overrides: Partial<EventFacts> = {}): EventFacts => ({
  activityScheduleId: 's1',
  startTime: '08:00:00',
  endTime: '09:30:00',
  minUserExperience: 0,
  isActive: true,
  isExpired: false,
  ...overrides,
});

describe('queue list filters', () => {
  it('lists once date, activity and event are all chosen', () => {
    expect(toQueuesQuery(complete, 2, today)).toEqual({
      bookedDate: today,
      activityId: 'a1',
      activityScheduleId: 's1',
      limit: QUEUE_PAGE_SIZE,
      page: 2,
    });
  });

  it('asks nothing while a filter is missing', () => {
    expect(toQueuesQuery({ ...complete, bookedDate: null }, 1, today)).toBeNull();
    expect(toQueuesQuery({ ...complete, activityId: null }, 1, today)).toBeNull();
    expect(toQueuesQuery({ ...complete, activityScheduleId: null }, 1, today)).toBeNull();
  });

  it('takes no past date, today and later ones', () => {
    expect(toQueuesQuery({ ...complete, bookedDate: '2030-05-09' }, 1, today)).toBeNull();
    expect(toQueuesQuery({ ...complete, bookedDate: '2030-06-01' }, 1, today)?.bookedDate).toBe('2030-06-01');
  });
});

describe('event options', () => {
  it("read the time and who may book, in the venture's levels or by the code without them", () => {
    const levels = [
      { level: 1, title: 'Iniciante', minAllowedBookingExperience: 0, maxAllowedBookingExperience: 1 },
      { level: 3, title: 'Avançado', minAllowedBookingExperience: 0, maxAllowedBookingExperience: 3 },
    ];
    expect(eventOptionLabel(event({ minUserExperience: 2 }), levels)).toBe('08:00 às 09:30 — 3 · Avançado');
    expect(eventOptionLabel(event({ minUserExperience: 2 }), null)).toBe('08:00 às 09:30 — Nível 5');
    expect(
      eventOptionLabel(event({ minUserExperience: 7, startTime: '14:00', endTime: '15:00' }), null),
    ).toBe('14:00 às 15:00 — Especial');
    expect(eventOptionLabel(event(), null)).toBe('08:00 às 09:30 — Todos os níveis');
  });

  it('come by start time; the dialog leaves out inactive and ended events', () => {
    const day = [
      event({ activityScheduleId: 'late', startTime: '16:00:00', endTime: '17:00:00' }),
      event({ activityScheduleId: 'ended', startTime: '06:00:00', endTime: '07:00:00', isExpired: true }),
      event({ activityScheduleId: 'inactive', startTime: '10:00:00', endTime: '11:00:00', isActive: false }),
      event({ activityScheduleId: 'early' }),
    ];
    expect(eventOptions(day, false, null).map((option) => option.value)).toEqual([
      'ended',
      'early',
      'inactive',
      'late',
    ]);
    expect(eventOptions(day, true, null).map((option) => option.value)).toEqual(['early', 'late']);
  });

  it("keep the entry's own event offered when the day no longer lists it", () => {
    const own = { value: 'own', label: '07:00 às 08:00 · Nível 1 e 2' };
    const listed = [{ value: 's1', label: '08:00 às 09:30 · Nível 1 e 2' }];
    expect(withEvent(listed, own)).toEqual([own, ...listed]);
    expect(withEvent([own], own)).toEqual([own]);
    expect(withEvent(listed, null)).toBe(listed);
    expect(withEvent(undefined, own)).toBeUndefined();
  });
});
