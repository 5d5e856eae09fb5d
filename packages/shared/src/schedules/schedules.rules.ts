import { countText } from '../common/count-text';
import type { WaveSide } from './schedules.schemas';

// How events read on every screen (spec 001 s.2-3, s.9).

/** Places left of an occurrence, never below 0 (a forced booking may pass the total); null: unlimited. */
export function vacanciesLeft(totalVacancies: number | null, booked: number): number | null {
  return totalVacancies === null ? null : Math.max(totalVacancies - booked, 0);
}

/** An occurrence without places left: 'Lotado'. An unlimited one (null) never is. */
export function isFull(vacancies: number | null): boolean {
  return vacancies === 0;
}

/** The calendar's title of an occurrence: 'Ilimitado', '1 vaga', 'N vagas' or 'Lotado' (spec: 'N vaga(s)'). */
export function vacancyTitle(vacancies: number | null): string {
  if (vacancies === null) return 'Ilimitado';
  return isFull(vacancies) ? 'Lotado' : countText(vacancies, 'vaga', 'vagas');
}

export const WAVE_SIDE_LABELS: Record<WaveSide, string> = {
  COMBO: 'Combo',
  LEFT: 'Esquerda',
  RIGHT: 'Direita',
};

export function waveSideLabel(side: WaveSide | null): string {
  return side === null ? 'Indefinido' : WAVE_SIDE_LABELS[side];
}

/** Experience codes of spec 001 s.9 (the levels each stands for), for an event's minimum experience. */
export const EXPERIENCE_OPTIONS = [
  { value: 0, label: 'Nível 1 e 2' },
  { value: 1, label: 'Nível 3 e 4' },
  { value: 2, label: 'Nível 5' },
  { value: 3, label: 'Nível 6' },
  { value: 4, label: 'Nível 6 e 7' },
  { value: 5, label: 'Nível 7' },
  { value: 6, label: 'Nível 8' },
  { value: 7, label: 'Especial' },
] as const;

export function experienceLabel(code: number): string {
  return EXPERIENCE_OPTIONS.find((option) => option.value === code)?.label ?? `Nível ${code}`;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day whose month the event form's blocked-dates picker opens on: the event's, not the calendar's.
 * Its start while that is ahead, today while it runs, its end once it has ended (dates `YYYY-MM-DD`;
 * an unfilled one is left out).
 */
export function blockedDatesOpening(startDate: string | null, endDate: string | null, today: string): string {
  const start = startDate && ISO_DATE.test(startDate) ? startDate : today;
  const end = endDate && ISO_DATE.test(endDate) ? endDate : null;
  const opening = start > today ? start : today;
  return end !== null && end < opening ? end : opening;
}

/** Weekdays Sunday first, as the form's day picker and the schedule list name them. */
export const WEEKDAY_LABELS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;

/** `[1, 2, 3, 4, 5]` as 'Seg, Ter, Qua, Qui, Sex'; every day as 'Todos os dias'. */
export function weekdaysLabel(days: readonly number[]): string {
  if (days.length === 7) return 'Todos os dias';
  return days.map((day) => WEEKDAY_LABELS[day] ?? String(day)).join(', ');
}

/** The public booking form's path for an event (the reports issue builds the form). */
export function bookingPath(scheduleId: string): string {
  return `/bookings/register?scheduleId=${scheduleId}`;
}

/** The page the public form's mailed link opens, with `?token=` (docs/decisions.md, Public booking form). */
export const EXTERNAL_BOOKING_CONFIRMATION_PATH = '/bookings/register/confirm';
