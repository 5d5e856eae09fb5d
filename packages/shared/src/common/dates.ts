// Booking dates and "today" are São Paulo dates (server-rules.md, Contract), whatever the time zone of
// the server or the browser. Dates travel as `YYYY-MM-DD`; the arithmetic here runs in UTC on purpose,
// so that no local time zone (or its daylight-saving shift) can move a date by a day.

export const BOOKING_TIME_ZONE = 'America/Sao_Paulo';

const DAY_MS = 86_400_000;

// Made once: toLocaleDateString with a time zone builds a formatter per call, and "today" is asked
// several times by every booking (a profile of the members' bookings found 3% of the server there).
const saoPauloDate = new Intl.DateTimeFormat('en-CA', { timeZone: BOOKING_TIME_ZONE });

/** Today's date in São Paulo, as `YYYY-MM-DD`. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  return saoPauloDate.format(now);
}

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: BOOKING_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * What a clock in São Paulo reads at `instant`, as a Date whose UTC fields hold it: for files with no
 * time zones (spreadsheets) and for zone offsets. Seconds precision.
 */
export function saoPauloWallClock(instant: Date | string | number): Date {
  const parts = wallClock.formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  return new Date(
    Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')),
  );
}

function utcTime(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

/** `date` plus `days` (negative goes back), as `YYYY-MM-DD`. */
export function addDays(date: string, days: number): string {
  return new Date(utcTime(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcTime(to) - utcTime(from)) / DAY_MS);
}

/** 0 (Sunday) to 6 (Saturday), as JavaScript's getDay and PostgreSQL's EXTRACT(DOW). */
export function dayOfWeek(date: string): number {
  return new Date(utcTime(date)).getUTCDay();
}

/** The first and last dates of a month (1 to 12). */
export function monthRange(year: number, month: number): { from: string; to: string } {
  const from = new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { from, to };
}
