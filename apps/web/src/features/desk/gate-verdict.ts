import { saoPauloWallClock } from '@reserva/shared/common/dates';
import type { DeskBooking, DeskEvent } from '@reserva/shared/desk/desk.schemas';
import type { FaceIdentifyResponse, RecognisedPerson } from '@reserva/shared/faces/faces.schemas';

// What the gate camera tells the concierge about an identification (issue 30, point 7), decided here
// once so the screen only draws it.

/** A booking counts as 'now' from this many minutes before its event starts until the event ends. */
export const GATE_EARLY_MINUTES = 60;

export interface BookingOfToday {
  event: DeskEvent;
  booking: DeskBooking;
}

export type GateVerdict =
  /** Nobody in the frame: the screen waits. */
  | { kind: 'waiting' }
  /** A face nobody enrolled matches, or one that looks like a photo or a screen. */
  | { kind: 'not-recognised'; spoof: boolean }
  /** The person, their host or titular is blocked, or they are suspended. */
  | { kind: 'blocked'; person: RecognisedPerson; reason: string | null }
  /** A booking of now waits for its check-in. */
  | ({ kind: 'check-in'; person: RecognisedPerson } & BookingOfToday)
  /** Every booking of now is checked in. */
  | ({ kind: 'checked-in'; person: RecognisedPerson } & BookingOfToday)
  /** Nothing of now; `next`, a later booking of today. */
  | { kind: 'no-booking'; person: RecognisedPerson; next: BookingOfToday | null };

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** Whether the person may not come in now (the same blocks the booking rules refuse). */
function blockOf(person: RecognisedPerson, now: Date): { reason: string | null } | null {
  if (person.isBlocked) return { reason: person.blockReason };
  if (person.blockedUntil && new Date(person.blockedUntil) > now) return { reason: person.blockReason };
  if (person.hostBlocked) return { reason: 'Titular ou anfitrião bloqueado' };
  return null;
}

export function gateVerdictOf(answer: FaceIdentifyResponse, now: Date = new Date()): GateVerdict {
  if (answer.outcome === 'NO_FACE') return { kind: 'waiting' };
  const { person } = answer;
  if (answer.outcome !== 'RECOGNISED' || !person) {
    return { kind: 'not-recognised', spoof: answer.outcome === 'SPOOF' };
  }
  const block = blockOf(person, now);
  if (block) return { kind: 'blocked', person, reason: block.reason };

  const clock = saoPauloWallClock(now);
  const minute = clock.getUTCHours() * 60 + clock.getUTCMinutes();
  const ofToday = answer.events
    .filter((event) => !event.isExpired)
    .flatMap((event) =>
      event.bookings
        .filter((booking) => booking.person.id === person.id)
        .map((booking) => ({ event, booking })),
    )
    .sort((a, b) => a.event.startTime.localeCompare(b.event.startTime));
  const ofNow = ofToday.filter(({ event }) => minutesOf(event.startTime) - GATE_EARLY_MINUTES <= minute);
  const waiting = ofNow.find(({ booking }) => !booking.checkedIn);
  if (waiting) return { kind: 'check-in', person, ...waiting };
  const done = ofNow.at(-1);
  if (done) return { kind: 'checked-in', person, ...done };
  return { kind: 'no-booking', person, next: ofToday[0] ?? null };
}
