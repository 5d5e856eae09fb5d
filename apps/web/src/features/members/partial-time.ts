import type { MemberEvent } from '@reserva/shared/members/members.schemas';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A partial-time event's chosen part, when it is one the server books: both times complete, inside the
 * event's time, the end after the start (as the booking rule, bookings/booking-rules.ts); else null.
 */
export function chosenPart(
  event: Pick<MemberEvent, 'startTime' | 'endTime'>,
  startTime: string | null,
  endTime: string | null,
): { startTime: string; endTime: string } | null {
  if (!startTime || !endTime || !TIME.test(startTime) || !TIME.test(endTime)) return null;
  const within = startTime >= event.startTime.slice(0, 5) && endTime <= event.endTime.slice(0, 5);
  return within && endTime > startTime ? { startTime, endTime } : null;
}

/** The part first offered: the event's first hour (or its whole time when shorter). */
export function firstHour(event: Pick<MemberEvent, 'startTime' | 'endTime'>): {
  startTime: string;
  endTime: string;
} {
  const startTime = event.startTime.slice(0, 5);
  const [hours = 0, minutes = 0] = startTime.split(':').map(Number);
  const hourLater = `${String(Math.min(hours + 1, 23)).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  const end = event.endTime.slice(0, 5);
  return { startTime, endTime: hourLater < end && hours < 23 ? hourLater : end };
}
