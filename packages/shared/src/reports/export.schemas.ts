import type { z } from 'zod';
import { daysBetween } from '../common/dates';
import { whenFieldsValid } from '../common/fields.schemas';

// What the reports' spreadsheet exports (sales, cancellations, no-shows) share on both sides: the
// bound of their period, the header that carries the file's rows, and the screen's estimate of how
// far a download has come. A period is bounded so that no export reads years of rows (issue 28: a
// 25-year sales export ran 70-96 s and slowed every other request while it ran).

/** The end of an export's period may be at most this many days after its start: a year, leap or not. */
export const EXPORT_MAX_DAYS = 366;
export const EXPORT_PERIOD_MESSAGE = 'Período máximo de 1 ano (366 dias)';

/** Sent before the file's first byte: the rows the file will hold (its totals row apart). */
export const EXPORT_TOTAL_HEADER = 'X-Total-Count';

/**
 * The refinement (with its `when`) that refuses a period longer than EXPORT_MAX_DAYS, on the field
 * `on`. It runs once both dates are valid and in order (the schema's own checks say the rest).
 */
export function withinExportPeriod<Start extends string, End extends string>(
  start: Start,
  end: End,
  on: Start | End,
) {
  return [
    (value: Record<Start | End, string>, ctx: z.RefinementCtx) => {
      if (value[start] > value[end]) return;
      if (daysBetween(value[start], value[end]) > EXPORT_MAX_DAYS) {
        ctx.addIssue({ code: 'custom', path: [on], message: EXPORT_PERIOD_MESSAGE });
      }
    },
    { when: whenFieldsValid(start, end) },
  ] as const;
}

export type ExportReport = 'sales' | 'cancellations' | 'noShows';

/**
 * About how many bytes of the (compressed) file a row makes, measured on 20,000 rows of varied names
 * (the benchmark's shorter names make 70 a sales row): the file is written while it downloads, so its
 * size is known only at the end, and the screen's percentage is the bytes received over this estimate.
 */
const BYTES_PER_ROW: Record<ExportReport, number> = { sales: 80, cancellations: 80, noShows: 65 };
/** The parts of the file besides its rows (styles, theme, workbook, the totals row). */
const FIXED_BYTES = 6_600;

/**
 * How far a download has come, 0 to 99 (100 only once the file is whole, which the caller knows):
 * `rows` from EXPORT_TOTAL_HEADER, `bytes` received so far.
 */
export function exportPercent(report: ExportReport, rows: number, bytes: number): number {
  const expected = FIXED_BYTES + rows * BYTES_PER_ROW[report];
  return Math.max(0, Math.min(99, Math.floor((100 * bytes) / expected)));
}

/** `exportPercent` of an answer: its rows from EXPORT_TOTAL_HEADER (0 when absent). */
export function exportPercentOf(report: ExportReport) {
  return (bytes: number, headers: { get(name: string): string | null }): number =>
    exportPercent(report, Number(headers.get(EXPORT_TOTAL_HEADER) ?? 0), bytes);
}
