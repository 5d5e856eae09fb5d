import type { DeskBooking, DeskEvent } from '@reserva/shared/desk/desk.schemas';
import type { FaceIdentifyResponse, RecognisedPerson } from '@reserva/shared/faces/faces.schemas';
import { describe, expect, it } from 'vitest';
import { gateVerdictOf } from './gate-verdict';

const person: RecognisedPerson = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Bruno Barbosa Silva',
  avatarUrl: null,
  group: { key: 'MEMBER', name: 'Sócio' },
  host: null,
  isBlocked: false,
  blockedUntil: null,
  blockReason: null,
  hostBlocked: false,
};

let ids = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;

function event(
  startTime: string,
  endTime: string,
  bookings: Partial<DeskBooking>[],
  isExpired = false,
): DeskEvent {
  return {
    activityScheduleId: uuid(),
    activity: { id: uuid(), name: `Tênis ${startTime}` },
    spot: { id: uuid(), name: 'Quadra 1' },
    modalityTitle: null,
    startTime,
    endTime,
    totalVacancies: 4,
    vacancies: 3,
    isFull: false,
    isExpired,
    counts: { booked: 1, checkedIn: 0, noShow: 0 },
    bookings: bookings.map((booking) => ({
      id: uuid(),
      person: { id: person.id, name: person.name, groupName: 'Sócio', hostName: null, avatarUrl: null },
      startTime,
      endTime,
      checkedIn: false,
      checkedInAt: null,
      noShow: false,
      paymentStatus: null,
      ...booking,
    })) as DeskBooking[],
    queue: null,
  };
}

const recognised = (events: DeskEvent[], extra: Partial<RecognisedPerson> = {}): FaceIdentifyResponse => ({
  outcome: 'RECOGNISED',
  person: { ...person, ...extra },
  events,
  autoCheckin: false,
});
// 15:30 in São Paulo (UTC-3).
const now = new Date('2026-11-28T18:30:00Z');

describe('gateVerdictOf', () => {
  it('waits without a face, and names nobody for an unknown face or a spoof', () => {
    const nobody = { person: null, events: [], autoCheckin: false };
    expect(gateVerdictOf({ outcome: 'NO_FACE', ...nobody }, now)).toEqual({ kind: 'waiting' });
    expect(gateVerdictOf({ outcome: 'NOT_RECOGNISED', ...nobody }, now)).toEqual({
      kind: 'not-recognised',
      spoof: false,
    });
    expect(gateVerdictOf({ outcome: 'SPOOF', ...nobody }, now)).toEqual({
      kind: 'not-recognised',
      spoof: true,
    });
  });

  it('stops a blocked person, a suspended one until the end of the suspension, and one whose host is blocked', () => {
    const booked = [event('15:00:00', '16:00:00', [{}])];
    expect(
      gateVerdictOf(recognised(booked, { isBlocked: true, blockReason: 'Inadimplente' }), now),
    ).toMatchObject({
      kind: 'blocked',
      reason: 'Inadimplente',
    });
    const until = (iso: string) =>
      recognised(booked, { blockedUntil: iso, blockReason: 'Suspenso por 3 no-shows' });
    expect(gateVerdictOf(until('2026-11-30T03:00:00Z'), now).kind).toBe('blocked');
    expect(gateVerdictOf(until('2026-11-27T03:00:00Z'), now).kind).toBe('check-in');
    expect(gateVerdictOf(recognised(booked, { hostBlocked: true }), now)).toMatchObject({ kind: 'blocked' });
  });

  it('offers the check-in of the earliest booking of now, from an hour before its start', () => {
    const soon = event('16:20:00', '17:00:00', [{}]);
    const current = event('15:00:00', '16:00:00', [{}]);
    const verdict = gateVerdictOf(recognised([soon, current]), now);
    expect(verdict).toMatchObject({ kind: 'check-in', event: { startTime: '15:00:00' } });
    const later = event('16:40:00', '17:00:00', [{}]);
    expect(gateVerdictOf(recognised([later]), now)).toMatchObject({
      kind: 'no-booking',
      next: { event: { startTime: '16:40:00' } },
    });
  });

  it('says the check-in is done once every booking of now has one, and ignores ended events', () => {
    const done = event('15:00:00', '16:00:00', [{ checkedIn: true, checkedInAt: '2026-11-28T18:05:00Z' }]);
    const ended = event('08:00:00', '09:00:00', [{}], true);
    expect(gateVerdictOf(recognised([ended, done]), now)).toMatchObject({ kind: 'checked-in', event: done });
    expect(gateVerdictOf(recognised([ended]), now)).toEqual({ kind: 'no-booking', person, next: null });
  });
});
