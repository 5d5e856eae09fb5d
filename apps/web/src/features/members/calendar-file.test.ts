import type { MemberBooking } from '@reserva/shared/members/members.schemas';
import { describe, expect, it } from 'vitest';
import { calendarFileOf } from './calendar-file';

const booking = {
  id: '00000000-0000-4000-8000-000000000001',
  activity: { id: '00000000-0000-4000-8000-000000000002', name: 'Tênis; aula, duplas' },
  spot: { id: '00000000-0000-4000-8000-000000000003', name: 'Quadra 1' },
  bookedDate: '2026-12-01',
  startTime: '08:00:00',
  endTime: '09:30:00',
} as MemberBooking;

describe('calendarFileOf', () => {
  it("writes the booking's São Paulo times with their zone, and escapes the text", () => {
    const file = calendarFileOf(booking, 'Reserva Praia Clube');
    expect(file).toContain('DTSTART;TZID=America/Sao_Paulo:20261201T080000\r\n');
    expect(file).toContain('DTEND;TZID=America/Sao_Paulo:20261201T093000\r\n');
    expect(file).toContain('SUMMARY:Tênis\\; aula\\, duplas\r\n');
    expect(file).toContain('LOCATION:Quadra 1\\, Reserva Praia Clube\r\n');
    expect(file.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  });
});
