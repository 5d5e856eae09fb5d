import type { MemberBooking } from '@reserva/shared/members/members.schemas';

// 'Adicionar à agenda' (issue 31, point 6): an iCalendar file of one booking, made in the page. Times
// are São Paulo's wall clock with its zone named, as calendar apps read them.

const wallClock = (date: string, time: string) =>
  `${date.replaceAll('-', '')}T${time.replaceAll(':', '').slice(0, 6).padEnd(6, '0')}`;

/** Escapes the text values of RFC 5545 (backslash, semicolon, comma, new line). */
const text = (value: string) => value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\n/g, '\\n');

export function calendarFileOf(booking: MemberBooking, ventureName: string): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Reserva//Socio//PT-BR',
    'BEGIN:VEVENT',
    `UID:${booking.id}@reserva`,
    `DTSTAMP:${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
    `DTSTART;TZID=America/Sao_Paulo:${wallClock(booking.bookedDate, booking.startTime)}`,
    `DTEND;TZID=America/Sao_Paulo:${wallClock(booking.bookedDate, booking.endTime)}`,
    `SUMMARY:${text(booking.activity.name)}`,
    `LOCATION:${text(`${booking.spot.name}, ${ventureName}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
