import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { BOOKING_TIME_ZONE } from '@reserva/shared/common/dates';
import type { FastifyInstance } from 'fastify';

// The reports' spreadsheets (sales, cancellations, no-shows), written by one streaming writer: a report
// gives its columns and its rows in batches; each batch goes into exceljs' streaming writer and out to
// the download as it comes, so the file never sits in memory, and the writer gives the event loop back
// between batches and every few milliseconds within one, so that the server answers other requests
// while an export runs (issue 28: a long export took lists from 15 ms to 1.4 s p95).
//
// Dates and times are Excel serials (days since 1899-12-30, the time as a fraction of a day) computed
// here from whole days and minutes in São Paulo wall time (Excel has no time zones). A minute's serial
// has no exact binary value (1/1440 is 1/(2^5 * 45)): the writer takes the smallest double at or above
// it, so that no program, whether it rounds or truncates, reads a fraction under the minute. exceljs'
// conversion of a JavaScript Date landed up to a ten-millionth of a second under (an 08:00 class read
// 07:59 in LibreOffice, which truncates a time to the second). Times keep whole minutes; seconds are
// dropped, as the screens show them. The sheet ends with a totals row: 'Total', the rows' count, and
// the sums of the money columns.

export type CellKind = 'text' | 'money' | 'number' | 'date' | 'time' | 'date-time';

export interface XlsxColumn<Row> {
  header: string;
  /** In characters, as Excel counts them. */
  width: number;
  kind: CellKind;
  /**
   * text: a string; money: cents (an integer); number: a number; date: `YYYY-MM-DD`; time: `HH:mm[:ss]`;
   * date-time: an instant (a Date or a timestamp's text). null or undefined: an empty cell.
   */
  value: (row: Row) => string | number | Date | null | undefined;
}

export interface XlsxSheet<Row> {
  /** The sheet's tab (at most 31 characters). */
  name: string;
  columns: readonly XlsxColumn<Row>[];
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const FORMATS: Record<CellKind, string | undefined> = {
  text: undefined,
  number: undefined,
  money: '"R$" #,##0.00',
  date: 'dd/mm/yyyy',
  time: 'hh:mm',
  'date-time': 'dd/mm/yyyy hh:mm',
};
const COUNT_FORMAT = '#,##0" linhas"';
export const TOTAL_LABEL = 'Total';

/**
 * CPU time the writer takes before giving the event loop back (see `writeXlsx`): a request waits at
 * most about this long at each of its steps (8 ms gave a list 50 ms p95 beside an export, 4 ms 28 ms).
 */
export const SLICE_MS = 4;
/** A download that takes nothing for this long is given up: its export would hold its slot forever. */
export const STALL_MS = 60_000;

const DAY_MS = 86_400_000;
const MINUTES_PER_DAY = 1_440;
/** 1970-01-01 as a serial (Excel's day 0 is 1899-12-30, counting its fictitious 1900-02-29). */
const UNIX_EPOCH_SERIAL = 25_569;

const bits = new Float64Array(1);
const asInteger = new BigUint64Array(bits.buffer);

/** The next double above a positive `value`. */
function nextUp(value: number): number {
  bits[0] = value;
  asInteger[0] = (asInteger[0] as bigint) + 1n;
  return bits[0] as number;
}

/**
 * Whether `serial` * 1440 < `minutes`, exactly: `serial` split in two halves of 26 bits (Veltkamp),
 * whose products by 1440 (11 bits) are exact doubles, as is their comparison.
 */
function isUnder(serial: number, minutes: number): boolean {
  const scaled = 134_217_729 * serial;
  const high = scaled - (scaled - serial);
  const low = serial - high;
  return high * MINUTES_PER_DAY - minutes < -(low * MINUTES_PER_DAY);
}

/** The serial of `days` whole days and `minutes` minutes: the smallest double not under the exact value. */
export function serial(days: number, minutes: number): number {
  const total = days * MINUTES_PER_DAY + minutes;
  const nearest = total / MINUTES_PER_DAY;
  return isUnder(nearest, total) ? nextUp(nearest) : nearest;
}

/** `2026-05-01` as its serial. */
export function dateSerial(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return serial(Date.UTC(year, month - 1, day) / DAY_MS + UNIX_EPOCH_SERIAL, 0);
}

/** `08:30` or `08:30:59` as the fraction of a day of its minute. */
export function timeSerial(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return serial(0, hours * 60 + minutes);
}

// São Paulo's offset from UTC, by hour (offsets change on the hour; the city kept summer time until
// 2019): one Intl call per hour of the export's instants instead of one per cell.
const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: BOOKING_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});
const offsets = new Map<number, number>();

function offsetAt(ms: number): number {
  const hour = Math.floor(ms / 3_600_000);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const at = hour * 3_600_000;
    const parts = Object.fromEntries(
      wallClock.formatToParts(new Date(at)).map((part) => [part.type, Number(part.value)]),
    ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
    offset = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - at;
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** The serial of what a clock in São Paulo read at `instant`, to the minute. */
export function dateTimeSerial(instant: Date | string): number {
  const ms = new Date(instant).getTime();
  const wall = ms + offsetAt(ms);
  const days = Math.floor(wall / DAY_MS);
  const minutes = Math.floor((wall - days * DAY_MS) / 60_000);
  return serial(days + UNIX_EPOCH_SERIAL, minutes);
}

type Cell = string | number | null;

function cellOf(kind: CellKind, value: string | number | Date | null | undefined): Cell {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'text':
      return String(value);
    case 'money':
      return (value as number) / 100;
    case 'number':
      return value as number;
    case 'date':
      return dateSerial(value as string);
    case 'time':
      return timeSerial(value as string);
    case 'date-time':
      return dateTimeSerial(value as Date | string);
  }
}

const closed = () => new Error('export aborted: the download was closed');

/** Resolves with `work`, or rejects when `output` takes nothing for STALL_MS meanwhile. */
async function unlessStalled<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('export aborted: the download stalled')), STALL_MS);
  });
  try {
    return await Promise.race([work, stalled]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves once `output` takes more; rejects when it was closed first (the download went away) or stalled. */
async function drained(output: Writable): Promise<void> {
  if (output.destroyed) throw closed();
  if (!output.writableNeedDrain) return;
  const stop = new AbortController();
  try {
    await unlessStalled(
      Promise.race([
        once(output, 'drain', { signal: stop.signal }),
        once(output, 'close', { signal: stop.signal }).then(() => {
          throw closed();
        }),
      ]),
    );
  } finally {
    stop.abort();
  }
}

const importExcel = () => import('exceljs');
let excelModule: ReturnType<typeof importExcel> | undefined;

/** exceljs, loaded once: it and its zip libraries are many modules, not loaded at every start. */
function loadExcel(): ReturnType<typeof importExcel> {
  excelModule ??= importExcel();
  return excelModule;
}

/**
 * Loads exceljs a moment after the server starts listening. Loading it holds the only thread about
 * 0.4 s, which made every request beside a process's first export wait that long (the bench's list
 * beside an export: one sample in twenty at 300-450 ms). After the start, so that the first answers
 * come first.
 */
export function loadXlsxWriterAfterListen(app: FastifyInstance): void {
  app.addHook('onListen', async () => {
    setTimeout(() => void loadExcel(), 2_000).unref();
  });
}

/**
 * Writes the sheet to `output` as the batches arrive, then its totals row, and ends the file; answers
 * the rows written (the totals row apart). Waits for `output` to drain between batches, so a slow
 * download slows the reads instead of filling memory; rejects when `output` closes before the end.
 */
export async function writeXlsx<Row>(
  output: Writable,
  sheet: XlsxSheet<Row>,
  batches: AsyncIterable<Row[]>,
): Promise<number> {
  const { default: excel } = await loadExcel();
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  workbook.creator = 'Reserva';
  const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  const { columns } = sheet;
  worksheet.columns = columns.map((column) => {
    const numFmt = FORMATS[column.kind];
    return { header: column.header, width: column.width, ...(numFmt && { style: { numFmt } }) };
  });
  worksheet.getRow(1).font = { bold: true };
  worksheet.getRow(1).commit();
  const money = columns.flatMap((column, index) => (column.kind === 'money' ? [index] : []));
  // Cents summed as integers: exact, whatever the count.
  const cents = money.map(() => 0);
  let count = 0;
  let slice = performance.now();
  for await (const rows of batches) {
    for (const row of rows) {
      const values = columns.map((column) => column.value(row));
      money.forEach((index, at) => {
        cents[at] = (cents[at] as number) + Number(values[index] ?? 0);
      });
      worksheet.addRow(values.map((value, index) => cellOf(columns[index]?.kind ?? 'text', value))).commit();
      count++;
      // A batch of a few thousand rows is tens of milliseconds of CPU (about 40 µs a row): other
      // requests get their turn every SLICE_MS.
      if (performance.now() - slice > SLICE_MS) {
        await nextTurn();
        if (output.destroyed) throw closed();
        slice = performance.now();
      }
    }
    await drained(output);
    await nextTurn();
    slice = performance.now();
  }
  const totals = worksheet.addRow(
    columns.map((_column, index) => {
      if (index === 0) return TOTAL_LABEL;
      const at = money.indexOf(index);
      return at === -1 ? null : (cents[at] as number) / 100;
    }),
  );
  // The count in the first column after the label that holds no money.
  const countColumn = columns.findIndex((column, index) => index > 0 && column.kind !== 'money');
  if (countColumn !== -1) {
    const cell = totals.getCell(countColumn + 1);
    cell.value = count;
    cell.numFmt = COUNT_FORMAT;
  }
  totals.font = { bold: true };
  totals.commit();
  worksheet.commit();
  // The workbook ends when `output` has taken its last byte; a download closed or stalled first ends it.
  await unlessStalled(Promise.all([workbook.commit(), finished(output)]));
  return count;
}
