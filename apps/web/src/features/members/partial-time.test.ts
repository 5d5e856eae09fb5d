import { describe, expect, it } from 'vitest';
import { chosenPart, firstHour } from './partial-time';

const court = { startTime: '08:00:00', endTime: '22:00:00' };

describe("a partial-time event's chosen part", () => {
  it('is the times chosen when both are inside the event and the end is after the start', () => {
    expect(chosenPart(court, '09:00', '10:30')).toEqual({ startTime: '09:00', endTime: '10:30' });
    expect(chosenPart(court, '08:00', '22:00')).toEqual({ startTime: '08:00', endTime: '22:00' });
  });

  it('is none while a time is incomplete, outside the event, or reversed', () => {
    expect(chosenPart(court, '09:0', '10:00')).toBeNull();
    expect(chosenPart(court, null, '10:00')).toBeNull();
    expect(chosenPart(court, '07:30', '09:00')).toBeNull();
    expect(chosenPart(court, '21:00', '22:30')).toBeNull();
    expect(chosenPart(court, '10:00', '10:00')).toBeNull();
    expect(chosenPart(court, '11:00', '10:00')).toBeNull();
  });

  it("offers the event's first hour, or its whole time when shorter", () => {
    expect(firstHour(court)).toEqual({ startTime: '08:00', endTime: '09:00' });
    expect(firstHour({ startTime: '21:30:00', endTime: '22:00:00' })).toEqual({
      startTime: '21:30',
      endTime: '22:00',
    });
  });
});
