import { inflateRawSync } from 'node:zlib';
import { expect } from 'vitest';

// A spreadsheet's first sheet as its XML stores it, for tests that check the numbers a file holds
// (an Excel serial exactly as written) rather than what a reader makes of them: exceljs' reader turns a
// date cell into a JavaScript Date, rounded to the millisecond, which hides a serial a fraction under
// the minute. Reads the zip's central directory and inflates the one entry (Node's zlib, no library).

export interface SheetCell {
  /** The cell's `<v>` (a number's text, or a string's index) or its inline string. */
  text: string;
  /** `t`: 's' shared string, 'inlineStr' / 'str' text, absent for a number. */
  type: string | undefined;
  /** `s`: the style's index. */
  style: number | undefined;
}

/** The entry `name` of a zip file. */
export function zipEntry(zip: Buffer, name: string): Buffer {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end === -1) throw new Error('not a zip file');
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < entries; i++) {
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + compressed);
      return method === 0 ? data : inflateRawSync(data);
    }
    at += 46 + skip;
  }
  throw new Error(`no ${name} in the zip file`);
}

const unescapeXml = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/** The first sheet's rows, each a map of its cells by column letter ('A', 'B', …), in order. */
export function sheetRows(xlsx: Buffer): Map<string, SheetCell>[] {
  const xml = zipEntry(xlsx, 'xl/worksheets/sheet1.xml').toString('utf8');
  const rows: Map<string, SheetCell>[] = [];
  for (const [, body] of xml.matchAll(/<row\b[^>]*>(.*?)<\/row>/gs)) {
    const cells = new Map<string, SheetCell>();
    for (const [, column, attributes = '', content = ''] of (body ?? '').matchAll(
      /<c r="([A-Z]+)\d+"([^>]*?)(?:\/>|>(.*?)<\/c>)/gs,
    )) {
      const value = content.match(/<v>(.*?)<\/v>/s)?.[1] ?? content.match(/<t[^>]*>(.*?)<\/t>/s)?.[1];
      if (value === undefined) continue;
      cells.set(column as string, {
        text: unescapeXml(value),
        type: attributes.match(/\bt="([^"]+)"/)?.[1],
        style: attributes.match(/\bs="(\d+)"/) ? Number(attributes.match(/\bs="(\d+)"/)?.[1]) : undefined,
      });
    }
    rows.push(cells);
  }
  return rows;
}

/** Minutes since 1899-12-30 (Excel's day 0) of a date and a `HH:mm` time. */
export function minutesOf(date: string, time = '00:00'): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const days = (Date.UTC(year, month - 1, day) - Date.UTC(1899, 11, 30)) / 86_400_000;
  return days * 1440 + Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** `minutesOf` what a clock in São Paulo read at `instant` (through Intl, as the tests' reference). */
export function wallMinutes(instant: string | Date): number {
  const wall = new Date(instant).toLocaleString('sv-SE', { timeZone: 'America/Sao_Paulo' });
  return minutesOf(wall.slice(0, 10), wall.slice(11, 16));
}

/** `value` * 1440 - `minutes`, exactly, as a fraction (BigInt): a serial's distance from the minute. */
export function exactly(value: number, minutes: number): { numerator: bigint; denominator: bigint } {
  const bits = new BigUint64Array(new Float64Array([value]).buffer)[0] as bigint;
  const exponent = Number((bits >> 52n) & 0x7ffn) - 1075;
  const mantissa = (bits & ((1n << 52n) - 1n)) | (exponent > -1075 ? 1n << 52n : 0n);
  const denominator = exponent < 0 ? 1n << BigInt(-exponent) : 1n;
  const scaled = exponent < 0 ? mantissa : mantissa << BigInt(exponent);
  return { numerator: scaled * 1440n - BigInt(minutes) * denominator, denominator };
}

/**
 * A serial lands on the minute: `value` * 1440 is the minute to well under a second, at or above it
 * exactly (never a fraction under, so a program that truncates still reads the minute), and the next
 * double down would be under (the closest such double).
 */
export function expectOnTheMinute(value: number, minutes: number): void {
  expect(Math.round(value * 1440), `${value} is not minute ${minutes}`).toBe(minutes);
  expect(Math.abs(value * 1440 - minutes)).toBeLessThan(1e-6);
  expect(exactly(value, minutes).numerator >= 0n, `${value} under minute ${minutes}`).toBe(true);
  if (value > 0) {
    const below = new Float64Array([value]);
    const bits = new BigUint64Array(below.buffer);
    bits[0] = (bits[0] as bigint) - 1n;
    expect(exactly(below[0] as number, minutes).numerator < 0n, `${value} not the closest`).toBe(true);
  }
}
