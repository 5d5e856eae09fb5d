import type { Paged } from '@reserva/shared/common/list.schemas';
import type {
  CancellationHistoryItem,
  CancellationHistoryQuery,
} from '@reserva/shared/reports/booking-history.schemas';
import { toPaged } from '../../db/paging';
import { iso } from '../../db/raw';
import type { AppContext } from '../../plugins/context';
import type { Principal } from '../../plugins/principal';
import { type CancellationRow, listCancellations } from './booking-history.repository';

// The cancellations report (spec 001 s.2). Always the session's venture: a report reads one club.
// The no-shows report is GET /bookings?noShowOnly=true (bookings.service.ts, listScopeOf).

export async function cancellations(
  ctx: AppContext,
  principal: Principal,
  query: CancellationHistoryQuery,
): Promise<Paged<CancellationHistoryItem>> {
  const { items, total } = await listCancellations(ctx.db, principal.ventureId, query);
  return toPaged(items.map(toItem), total, query.limit);
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
