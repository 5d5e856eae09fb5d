import type { AuditAction, AuditLogItem } from '@reserva/shared/audit/audit.schemas';
import { PAYMENT_STATUS_LABELS } from '@reserva/shared/bookings/payment-status';
import { WEEKDAY_LABELS } from '@reserva/shared/schedules/schedules.rules';
import { formatDate, formatDateTime, formatMoney, formatTime } from '../../ui/format';
import { columnLabel } from './audit-labels';

// The 'Alterações' of a log row in words: one line per changed column, its values as the screens
// show them. Creations show the values set, deletions the values the record had, changes both.

export interface ChangeLine {
  /** The database's column. */
  column: string;
  /** The column, in words. */
  field: string;
  /** 'antes → depois', each value shortened to `MAX_VALUE` characters. */
  short: string;
  /** The same with the values whole. */
  full: string;
}

/** What a changed password, token or photo shows: the log keeps only that it changed. */
export const HIDDEN_TEXT = 'alterado (não registrado)';
export const EMPTY_VALUE = '—';
const MAX_VALUE = 60;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const TIME_OF_DAY = /^\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;
// Cents, as every price of the schema.
const MONEY = /(^|_)price$|^amount$|^balance$/;

/** Names of records the screen knows (the session's venture, the log's users), by id. */
export type KnownNames = ReadonlyMap<string, string>;

const NO_NAMES: KnownNames = new Map();

/**
 * One column's value, readable: '—' for none, Sim/Não, dates and money as the screens show them, an
 * id by its record's name when `names` knows it.
 */
export function formatAuditValue(column: string, value: unknown, names: KnownNames = NO_NAMES): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number') {
    return MONEY.test(column) ? formatMoney(value) : value.toLocaleString('pt-BR');
  }
  if (typeof value === 'string') return names.get(value) ?? formatText(column, value);
  if (Array.isArray(value)) {
    if (value.length === 0) return EMPTY_VALUE;
    if (column === 'days_of_week') return value.map((day) => WEEKDAY_LABELS[day as number] ?? day).join(', ');
    return value.map((item) => formatAuditValue(column, item, names)).join(', ');
  }
  return JSON.stringify(value);
}

function formatText(column: string, value: string): string {
  if (value === '') return '(vazio)';
  if (DATE.test(value)) return formatDate(value);
  if (INSTANT.test(value)) return formatDateTime(value) || value;
  if (TIME_OF_DAY.test(value)) return formatTime(value);
  if (column === 'status' && value in PAYMENT_STATUS_LABELS) {
    return PAYMENT_STATUS_LABELS[value as keyof typeof PAYMENT_STATUS_LABELS];
  }
  return value;
}

const shorten = (text: string) => (text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text);

/**
 * The lines of a row's changes, by field name. A deletion that removed the row (every value after is
 * none) shows what it held; a soft deletion is a change of 'Excluído em'.
 */
export function formatChanges(
  changes: AuditLogItem['changes'],
  action: AuditAction,
  names: KnownNames = NO_NAMES,
): ChangeLine[] {
  const entries = Object.entries(changes);
  const removed =
    action === 'delete' && entries.every(([, change]) => change === 'hidden' || change[1] === null);
  const lines = entries.map(([column, change]): ChangeLine => {
    const field = columnLabel(column);
    const line = (full: string, short: string) => ({ column, field, short, full });
    if (change === 'hidden') return line(HIDDEN_TEXT, HIDDEN_TEXT);
    const before = formatAuditValue(column, change[0], names);
    const after = formatAuditValue(column, change[1], names);
    if (action === 'create') return line(after, shorten(after));
    if (removed) return line(before, shorten(before));
    return line(`${before} → ${after}`, `${shorten(before)} → ${shorten(after)}`);
  });
  return lines.sort((a, b) => a.field.localeCompare(b.field, 'pt-BR'));
}
