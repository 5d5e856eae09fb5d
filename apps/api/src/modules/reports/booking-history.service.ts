import type { BookingListQuery } from '@reserva/shared/bookings/bookings.schemas';
import type { Paged } from '@reserva/shared/common/list.schemas';
import type {
  CancellationExportInput,
  CancellationExportQuery,
  CancellationHistoryItem,
  CancellationHistoryQuery,
  NoShowExportInput,
  NoShowExportQuery,
} from '@reserva/shared/reports/booking-history.schemas';
import { toPaged } from '../../db/paging';
import { iso } from '../../db/raw';
import type { AppContext } from '../../plugins/context';
import type { Principal } from '../../plugins/principal';
import * as bookings from '../bookings/bookings.repository';
import { listScopeOf } from '../bookings/bookings.service';
import {
  type CancellationRow,
  countCancellations,
  listCancellations,
  readCancellations,
} from './booking-history.repository';
import { CANCELLATIONS_SHEET, NO_SHOWS_SHEET } from './booking-history.xlsx';
import { EXPORT_BATCH, type PreparedExport, prepareXlsxExport } from './xlsx-export';

// The cancellations report (spec 001 s.2). Always the session's venture: a report reads one club.
// The no-shows report is GET /bookings?noShowOnly=true (bookings.service.ts, listScopeOf).

export async function cancellations(
  ctx: AppContext,
  principal: Principal,
  query: CancellationHistoryQuery,
): Promise<Paged<CancellationHistoryItem>> {
  const { items, total } = await listCancellations(ctx.readDb, principal.ventureId, query);
  return toPaged(items.map(toItem), total, query.limit);
}

/** The cancellations of the list's filters (a year at most: the shared schema), as a spreadsheet. */
export function exportCancellations(
  ctx: AppContext,
  principal: Principal,
  input: CancellationExportInput,
  query: CancellationExportQuery,
): Promise<PreparedExport> {
  const { ventureId } = principal;
  return prepareXlsxExport(ctx, principal, {
    sheet: CANCELLATIONS_SHEET,
    count: () => countCancellations(ctx.readDb, ventureId, input),
    batches: () => readCancellations(ctx.readDb, ventureId, input, query, EXPORT_BATCH),
  });
}

/**
 * The no-shows of the list's filters (a year at most), as a spreadsheet: the list's query with
 * noShowOnly, so the same keys read the same rows (bookings.service.ts, listScopeOf).
 */
export function exportNoShows(
  ctx: AppContext,
  principal: Principal,
  input: NoShowExportInput,
  query: NoShowExportQuery,
): Promise<PreparedExport> {
  const list: BookingListQuery = {
    ...input,
    ...query,
    showPendingBookingsOnly: false,
    noShowOnly: true,
  };
  const scope = listScopeOf(principal, list);
  return prepareXlsxExport(ctx, principal, {
    sheet: NO_SHOWS_SHEET,
    count: () => bookings.countAll(ctx.readDb, scope, list),
    batches: () => bookings.readAll(ctx.readDb, scope, list, EXPORT_BATCH),
  });
}

function toItem(row: CancellationRow): CancellationHistoryItem {
  return {
    id: row.id,
    bookingId: row.bookingId,
    booking: {
      user: { id: row.memberId, name: row.memberName },
      activity: { id: row.activityId, name: row.activityName },
      spot: { id: row.spotId, name: row.spotName },
      bookedDate: row.bookedDate,
      startTime: row.startTime,
      endTime: row.endTime,
      paymentStatus: row.paymentStatus,
    },
    user: row.cancelledById ? { id: row.cancelledById, name: row.cancelledByName ?? '' } : null,
    reason: row.reason,
    minutesBeforeScheduleStart: row.minutesBeforeScheduleStart,
    exceedCancellationDeadline: row.exceedCancellationDeadline,
    createdAt: iso(row.createdAt),
  };
}
