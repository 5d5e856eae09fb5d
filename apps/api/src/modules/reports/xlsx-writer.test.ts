import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { exactly, expectOnTheMinute, minutesOf, sheetRows } from '../../test/xlsx-sheet';
import {
  dateSerial,
  dateTimeSerial,
  SLICE_MS,
  serial,
  TOTAL_LABEL,
  timeSerial,
  writeXlsx,
  type XlsxSheet,
} from './xlsx-writer';

// The reports' one spreadsheet writer: serials on whole minutes of São Paulo wall time, the totals
// row, and the event loop given back while it writes.

interface Line {
  name: string;
  day: string;
  start: string;
  at: string;
  cents: number;
  extra: number;
  minutes: number;
}

const SHEET: XlsxSheet<Line> = {
  name: 'Teste',
  columns: [
    { header: 'Nome', width: 10, kind: 'text', value: (line) => line.name },
    { header: 'Dia', width: 10, kind: 'date', value: (line) => line.day },
    { header: 'Início', width: 10, kind: 'time', value: (line) => line.start },
    { header: 'Em', width: 10, kind: 'date-time', value: (line) => line.at },
    { header: 'Valor', width: 10, kind: 'money', value: (line) => line.cents },
    { header: 'Extra', width: 10, kind: 'money', value: (line) => line.extra },
    { header: 'Minutos', width: 10, kind: 'number', value: (line) => line.minutes },
  ],
};

async function* inBatches<Row>(rows: Row[], size: number): AsyncGenerator<Row[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/** The file `writeXlsx` writes, whole. */
async function written<Row>(sheet: XlsxSheet<Row>, batches: AsyncIterable<Row[]>) {
  const chunks: Buffer[] = [];
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const count = await writeXlsx(output, sheet, batches);
  return { count, file: Buffer.concat(chunks) };
}

describe('the serials', () => {
  it('land on whole minutes, never a fraction under', () => {
    for (let minute = 0; minute < 1440; minute++) {
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      expectOnTheMinute(timeSerial(`${time}:00`), minute);
      const instant = new Date(Date.UTC(2026, 4, 14, 3) + minute * 60_000).toISOString();
      expectOnTheMinute(dateTimeSerial(instant), minutesOf('2026-05-14', time));
    }
    // A year of date-times, every 7 minutes.
    for (let minute = 0; minute < 366 * 1440; minute += 7) {
      expectOnTheMinute(serial(46_000, minute), 46_000 * 1440 + minute);
    }
    // Dates are whole days; 1900-03-01 is day 61 (Excel counts a 1900-02-29).
    expect(dateSerial('1900-03-01')).toBe(61);
    expect(dateSerial('2026-05-14')).toBe(46156);
    // What exceljs wrote for a Date of 08:00: under the minute, so 07:59 where a program truncates.
    const excelJs = 25569 + new Date('1899-12-30T08:00:00Z').getTime() / 86_400_000;
    expect(exactly(excelJs, 480).numerator < 0n).toBe(true);
    expectOnTheMinute(timeSerial('08:00'), 480);
  });

  it('read São Paulo wall time, its summer time too, and drop the seconds', () => {
    // 13:45:59.999 UTC is 10:45 in São Paulo (UTC-3).
    expectOnTheMinute(dateTimeSerial(new Date('2025-04-02T13:45:59.999Z')), minutesOf('2025-04-02', '10:45'));
    // 2018-12-01 fell in summer time (UTC-2): 10:00 UTC was 08:00 there.
    expectOnTheMinute(dateTimeSerial('2018-12-01T10:00:00Z'), minutesOf('2018-12-01', '08:00'));
    // A timestamp's text as PostgreSQL writes it; 02:30 UTC is still the day before in São Paulo.
    expectOnTheMinute(dateTimeSerial('2025-03-11 02:30:00+00'), minutesOf('2025-03-10', '23:30'));
    expectOnTheMinute(timeSerial('23:59:59'), 1439);
  });
});

describe('writeXlsx', () => {
  const lines: Line[] = [
    {
      name: 'Aula',
      day: '2026-05-14',
      start: '08:00:00',
      at: '2026-05-14T11:00:00Z',
      cents: 5000,
      extra: 1,
      minutes: 30,
    },
    {
      name: 'Trilha',
      day: '2026-05-15',
      start: '09:30:00',
      at: '2026-05-14T12:31:00Z',
      cents: 1999,
      extra: 2,
      minutes: -5,
    },
    {
      name: 'Vela',
      day: '2026-05-16',
      start: '23:59:00',
      at: '2026-05-15T02:59:00Z',
      cents: 1,
      extra: 0,
      minutes: 0,
    },
  ];

  it('writes each row, then the totals row: the count and the money sums', async () => {
    const { count, file } = await written(SHEET, inBatches(lines, 2));
    expect(count).toBe(3);
    const rows = sheetRows(file);
    expect(rows.map((row) => row.get('A')?.text)).toEqual(['Nome', 'Aula', 'Trilha', 'Vela', TOTAL_LABEL]);
    const numbers = (row: number, column: string) => Number(rows[row]?.get(column)?.text);
    // As written in the file's XML.
    expect(numbers(1, 'B')).toBe(46156);
    expectOnTheMinute(numbers(1, 'C'), 480);
    expectOnTheMinute(numbers(1, 'D'), minutesOf('2026-05-14', '08:00'));
    expectOnTheMinute(numbers(2, 'C'), 570);
    expectOnTheMinute(numbers(3, 'D'), minutesOf('2026-05-14', '23:59'));
    expect([numbers(1, 'E'), numbers(2, 'E'), numbers(3, 'E')]).toEqual([50, 19.99, 0.01]);
    const totals = rows[4] as Map<string, { text: string }>;
    // The count beside the label; the sums of the money columns, from the cents (exact).
    expect([...totals.keys()]).toEqual(['A', 'B', 'E', 'F']);
    expect([numbers(4, 'B'), numbers(4, 'E'), numbers(4, 'F')]).toEqual([3, 70, 0.03]);
  });

  it('writes a header and a totals row when there are no rows', async () => {
    const { count, file } = await written(SHEET, inBatches([], 1));
    expect(count).toBe(0);
    const rows = sheetRows(file);
    expect(rows.map((row) => row.get('A')?.text)).toEqual(['Nome', TOTAL_LABEL]);
    expect(rows[1]?.get('B')?.text).toBe('0');
  });

  it('gives the event loop back every few milliseconds, within a batch too', async () => {
    const many = Array.from({ length: 20_000 }, (_, i) => ({
      ...(lines[i % 3] as Line),
      name: `Linha ${i}`,
    }));
    // Timers' turns while it writes: without the slices, one batch is one turn of most of a second.
    const gaps: number[] = [];
    let last = performance.now();
    let ticking = true;
    const tick = () => {
      const now = performance.now();
      gaps.push(now - last);
      last = now;
      if (ticking) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    const started = performance.now();
    const { count } = await written(SHEET, inBatches(many, many.length));
    const took = performance.now() - started;
    ticking = false;
    expect(count).toBe(many.length);
    expect(took).toBeGreaterThan(30 * SLICE_MS);
    // A turn at least every few slices (a garbage collection or the zip's callbacks take some more,
    // and this machine is shared: the median and the 90th percentile, not the longest).
    const sorted = gaps.sort((a, b) => a - b);
    expect(gaps.length).toBeGreaterThan(took / (5 * SLICE_MS));
    expect(sorted[Math.floor(sorted.length * 0.5)]).toBeLessThan(3 * SLICE_MS);
    expect(sorted[Math.floor(sorted.length * 0.9)]).toBeLessThan(8 * SLICE_MS);
  });

  it('stops when the download closes, and answers why', async () => {
    const output = new PassThrough();
    const many = Array.from({ length: 5_000 }, () => lines[0] as Line);
    async function* closing(): AsyncGenerator<Line[]> {
      yield many;
      output.destroy();
      yield many;
    }
    output.resume();
    await expect(writeXlsx(output, SHEET, closing())).rejects.toThrow('the download was closed');
  });
});
