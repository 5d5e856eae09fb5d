import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { saoPauloWallClock } from '@reserva/shared/common/dates';

dayjs.locale('pt-br');

type DateInput = string | number | Date | null | undefined;

// Spec 000, section 9: dates dd/MM/yyyy, money in BRL from cents.
const DATE = 'DD/MM/YYYY';
const TIME_OF_DAY = /^\d{2}:\d{2}(:\d{2})?$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

function valid(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as São Paulo's clock reads it, dd/MM/yyyy and HH:mm: the bookings' dates and times are
 * São Paulo's (server-rules.md, Contract), so a check-in at 14:30 at the club reads 14:30 beside a
 * 14:00 event on any device, whatever its time zone.
 */
function saoPauloParts(value: DateInput): { date: string; time: string } | null {
  const date = valid(value);
  if (!date) return null;
  const wall = saoPauloWallClock(date.valueOf());
  return {
    date: `${pad(wall.getUTCDate())}/${pad(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()}`,
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
  };
}

/** `2024-05-01` (a booking date, kept as the day it names) or an instant, as 01/05/2024; '' when empty. */
export function formatDate(value: DateInput): string {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return valid(value)?.format(DATE) ?? '';
  return saoPauloParts(value)?.date ?? '';
}

/** `14:30:00` (a time of day as the API sends it) or an instant in São Paulo, as 14:30; '' when empty. */
export function formatTime(value: DateInput): string {
  if (typeof value === 'string' && TIME_OF_DAY.test(value)) return value.slice(0, 5);
  return saoPauloParts(value)?.time ?? '';
}

/** An instant as 01/05/2024 14:30 in São Paulo; '' when empty. */
export function formatDateTime(value: DateInput): string {
  const parts = saoPauloParts(value);
  return parts ? `${parts.date} ${parts.time}` : '';
}

/** Integer cents as R$ 1.234,56. */
export function formatMoney(cents: number): string {
  return brl.format(cents / 100);
}

/** A booking limit: null means no limit (spec 002, section 9). */
export function formatLimit(n: number | null): string {
  return n === null ? 'Ilimitado' : String(n);
}

// Documents are stored as digits; partial or odd values are shown as they are.
const masked = (digits: string | null | undefined, pattern: RegExp, replacement: string) => {
  const value = (digits ?? '').replace(/\D/g, '');
  return pattern.test(value) ? value.replace(pattern, replacement) : (digits ?? '');
};

/** 12345678901 as 123.456.789-01; '' when empty. */
export function formatCpf(digits: string | null | undefined): string {
  return masked(digits, /^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

/** 11222333000181 as 11.222.333/0001-81; '' when empty. */
export function formatCnpj(digits: string | null | undefined): string {
  return masked(digits, /^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}

/** 01310100 as 01310-100; '' when empty. */
export function formatZipCode(digits: string | null | undefined): string {
  return masked(digits, /^(\d{5})(\d{3})$/, '$1-$2');
}
