import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { saoPauloWallClock } from '@reserva/shared/common/dates';
import { experienceLabel, waveSideLabel } from '@reserva/shared/schedules/schedules.rules';
import type ExcelJS from 'exceljs';
import type { SalesReportRow } from './sales-report.repository';

// The sales report as a spreadsheet (spec 001 s.9: a binary file), written with exceljs' streaming
// writer: each batch of rows is committed to the zip as it arrives, so the file's size never sits in
// memory. Dates and times are real Excel dates (São Paulo wall time: Excel has no time zones) and
// amounts are numbers in reais with a currency format, so the file sorts and sums as a sheet should.

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const DATE = 'dd/mm/yyyy';
const TIME = 'hh:mm';
const CURRENCY = '"R$" #,##0.00';

const COLUMNS: Partial<ExcelJS.Column>[] = [
  { header: 'Atividade', key: 'activity', width: 28 },
  { header: 'Data reservada', key: 'bookedDate', width: 15, style: { numFmt: DATE } },
  { header: 'Início', key: 'start', width: 9, style: { numFmt: TIME } },
  { header: 'Fim', key: 'end', width: 9, style: { numFmt: TIME } },
  { header: 'Nível de experiência', key: 'experience', width: 20 },
  { header: 'Lado da onda', key: 'waveSide', width: 14 },
  { header: 'Comprador', key: 'customer', width: 28 },
  { header: 'Loja', key: 'store', width: 24 },
  { header: 'Item', key: 'item', width: 28 },
  { header: 'Valor', key: 'amount', width: 14, style: { numFmt: CURRENCY } },
  { header: 'Autorizado em', key: 'authorizedAt', width: 18, style: { numFmt: `${DATE} ${TIME}` } },
  { header: 'Pedido', key: 'order', width: 24 },
];

/** `2026-05-01` as that day's serial date. */
function calendarDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** `08:30:00` as a time of day (Excel's day 0 plus the time). */
function timeOfDay(time: string): Date {
  return new Date(`1899-12-30T${time}Z`);
}

function toCells(row: SalesReportRow) {
  return {
    activity: row.activityName,
    bookedDate: calendarDate(row.bookedDate),
    start: timeOfDay(row.bookedStartTime),
    end: timeOfDay(row.bookedEndTime),
    experience: experienceLabel(row.scheduleExperience),
    waveSide: waveSideLabel(row.waveSide),
    customer: row.customerName,
    store: row.sellerName ?? '',
    item: row.itemName,
    amount: row.itemBilledAmount / 100,
    authorizedAt: saoPauloWallClock(row.authorizedAt),
    order: row.orderExternalId ?? '',
  };
}

/** Resolves once `output` takes more; rejects when it was closed first (the download went away). */
async function drained(output: Writable): Promise<void> {
  if (output.destroyed) throw new Error('export aborted: the download was closed');
  if (!output.writableNeedDrain) return;
  const stop = new AbortController();
  try {
    await Promise.race([
      once(output, 'drain', { signal: stop.signal }),
      once(output, 'close', { signal: stop.signal }).then(() => {
        throw new Error('export aborted: the download was closed');
      }),
    ]);
  } finally {
    stop.abort();
  }
}

/**
 * Writes the workbook to `output` as the batches arrive and ends it; the row count is returned. Waits
 * for `output` to drain between batches, so a slow download slows the reads instead of filling memory.
 */
export async function writeSalesWorkbook(
  output: Writable,
  batches: AsyncIterable<SalesReportRow[]>,
): Promise<number> {
  // Loaded on the first export, not at every start: exceljs and its zip libraries are many modules.
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  workbook.creator = 'Reserva';
  const sheet = workbook.addWorksheet('Relatório de vendas', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let count = 0;
  for await (const rows of batches) {
    for (const row of rows) sheet.addRow(toCells(row)).commit();
    count += rows.length;
    await drained(output);
  }
  sheet.commit();
  await workbook.commit();
  return count;
}
