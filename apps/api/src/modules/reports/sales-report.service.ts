import type { Writable } from 'node:stream';
import type { Paged } from '@reserva/shared/common/list.schemas';
import type {
  SalesReportDates,
  SalesReportExportQuery,
  SalesReportItem,
  SalesReportQuery,
} from '@reserva/shared/reports/sales-report.schemas';
import { toPaged } from '../../db/paging';
import { iso } from '../../db/raw';
import type { AppContext } from '../../plugins/context';
import type { Principal } from '../../plugins/principal';
import * as repository from './sales-report.repository';
import { writeSalesWorkbook } from './sales-report.xlsx';

// The sales report ('Relatório de vendas'): the lines of the payments authorized in a range of São
// Paulo dates, always in the session's venture. Listing pages on the server; exporting writes every line
// of the range, in the list's order, as a spreadsheet.

export async function list(
  ctx: AppContext,
  principal: Principal,
  query: SalesReportQuery,
): Promise<Paged<SalesReportItem>> {
  const { items, total } = await repository.list(ctx.db, selectionOf(principal, query, query), query);
  return toPaged(items.map(toItem), total, query.limit);
}

/**
 * Reads the first batch of the export, then hands back what writes the workbook: a failure of that
 * first read still answers as an error, before any byte of the file has gone out.
 */
export async function prepareExport(
  ctx: AppContext,
  principal: Principal,
  dates: SalesReportDates,
  query: SalesReportExportQuery,
): Promise<(output: Writable) => Promise<number>> {
  const batches = repository.readAll(ctx.db, selectionOf(principal, dates, query), query.order);
  const first = await batches.next();
  async function* all(): AsyncGenerator<repository.SalesReportRow[]> {
    if (first.done) return;
    yield first.value;
    yield* batches;
  }
  return (output) => writeSalesWorkbook(output, all());
}

function selectionOf(
  principal: Principal,
  dates: SalesReportDates,
  query: SalesReportExportQuery,
): repository.SalesReportSelection {
  const { authorizationDateInit, authorizationDateEnd } = dates;
  return {
    ventureId: principal.ventureId,
    dates: { authorizationDateInit, authorizationDateEnd },
    sort: query.sort,
  };
}

function toItem(row: repository.SalesReportRow): SalesReportItem {
  return { ...row, authorizedAt: iso(row.authorizedAt) };
}
