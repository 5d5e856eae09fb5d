import type { Paged } from '@reserva/shared/common/list.schemas';
import { grantsAny } from '@reserva/shared/permissions/permissions';
import type {
  SalesReportDates,
  SalesReportExportQuery,
  SalesReportItem,
  SalesReportQuery,
} from '@reserva/shared/reports/sales-report.schemas';
import { EXPERIENCE_LEVEL_READ_KEYS } from '@reserva/shared/ventures/experience-levels.rules';
import { toPaged } from '../../db/paging';
import { iso } from '../../db/raw';
import type { AppContext } from '../../plugins/context';
import type { Principal } from '../../plugins/principal';
import * as experienceLevels from '../categories/experience-levels.repository';
import * as repository from './sales-report.repository';
import { salesSheet } from './sales-report.xlsx';
import { EXPORT_BATCH, type PreparedExport, prepareXlsxExport } from './xlsx-export';

// The sales report ('Relatório de vendas'): the lines of the payments authorized in a range of São
// Paulo dates, always in the session's venture. Listing pages on the server; exporting writes every line
// of the range, in the list's order, as a spreadsheet.

export async function list(
  ctx: AppContext,
  principal: Principal,
  query: SalesReportQuery,
): Promise<Paged<SalesReportItem>> {
  const { items, total } = await repository.list(ctx.readDb, selectionOf(principal, query, query), query);
  return toPaged(items.map(toItem), total, query.limit);
}

/** Every line of the dates (at most a year: the shared schema), in the list's order, as a spreadsheet. */
export async function prepareExport(
  ctx: AppContext,
  principal: Principal,
  dates: SalesReportDates,
  query: SalesReportExportQuery,
): Promise<PreparedExport> {
  const selection = selectionOf(principal, dates, query);
  // The levels as the screens read them: only for users who may read them (else the codes' labels).
  const levels = grantsAny(principal.features, EXPERIENCE_LEVEL_READ_KEYS)
    ? await experienceLevels.listByVenture(ctx.readDb, principal.ventureId)
    : null;
  return prepareXlsxExport(ctx, principal, {
    sheet: salesSheet(levels),
    count: () => repository.countAll(ctx.readDb, selection),
    batches: () => repository.readAll(ctx.readDb, selection, query.order, EXPORT_BATCH),
  });
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
