import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';

dayjs.locale('pt-br');

type DateInput = string | number | Date | null | undefined;

// Spec 000, section 9: dates dd/MM/yyyy, money in BRL from cents.
const DATE = 'DD/MM/YYYY';
const TIME = 'HH:mm';
const TIME_OF_DAY = /^\d{2}:\d{2}(:\d{2})?$/;

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

function valid(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
}

/** `2024-05-01` (a booking date, kept as the local day) or an instant, as 01/05/2024; '' when empty. */
export function formatDate(value: DateInput): string {
  return valid(value)?.format(DATE) ?? '';
}

/** `14:30:00` (a time of day as the API sends it) or an instant, as 14:30; '' when empty. */
export function formatTime(value: DateInput): string {
  if (typeof value === 'string' && TIME_OF_DAY.test(value)) return value.slice(0, 5);
  return valid(value)?.format(TIME) ?? '';
}

/** An instant as 01/05/2024 14:30 in the browser's time zone; '' when empty. */
export function formatDateTime(value: DateInput): string {
  return valid(value)?.format(`${DATE} ${TIME}`) ?? '';
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
