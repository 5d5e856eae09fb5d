import { countText } from '@reserva/shared/common/count-text';
import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { sql } from 'drizzle-orm';
import { nameAuditActor } from '../../db/audit-actor';
import { queryRows } from '../../db/raw';
import type { AppContext } from '../../plugins/context';
import { RepeatingJob } from '../../repeating-job';
import { brDate } from '../bookings/create-booking.service';
import type { CancelledBooking, CancelledQueueEntry } from '../bookings/pending-bookings';
import { settleCancellations } from '../bookings/queue-fill.service';
import { type Delivered, notifyVentureStaff, publish } from '../notifications/notifications.service';
import { blockInTransaction } from '../people/blocks.service';
import * as repository from './no-show-penalties.repository';

// No-show penalties (beyond the spec): a venture may suspend a person after N no-shows within D days
// for S days. One process at a time runs a round (a transaction-scoped advisory lock: another process
// that finds it taken skips its round), so a person is never suspended twice for the same no-shows;
// a later penalty counts only no-shows after the last one.

// Any number, the same in every process.
const PENALTY_LOCK_ID = 7_244_190_302;
/** What the action log names as the call that wrote. */
const PENALTY_ROUTE = 'Suspensão por no-show';

export interface PenaltyRound {
  /** False when another process was running a round. */
  ran: boolean;
  suspended: number;
}

export async function runNoShowPenalties(ctx: AppContext): Promise<PenaltyRound> {
  const today = todayInSaoPaulo();
  const cancelled: (CancelledBooking | CancelledQueueEntry)[] = [];
  const delivered: Delivered[] = [];
  const round = await ctx.db.transaction(async (tx) => {
    const [lock] = await queryRows<{ taken: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${PENALTY_LOCK_ID}) AS taken`,
    );
    if (!lock?.taken) return { ran: false, suspended: 0 };
    let suspended = 0;
    for (const rule of await repository.listRules(tx)) {
      // The action log shows the suspensions in the venture whose rule made them.
      await nameAuditActor(tx, {
        userId: null,
        name: 'Sistema',
        ventureId: rule.ventureId,
        route: PENALTY_ROUTE,
      });
      const until = addDays(today, rule.suspensionDays);
      for (const offender of await repository.listOffenders(tx, rule, today)) {
        const reason = `Suspenso por ${countText(offender.noShows, 'no-show', 'no-shows')} em ${countText(rule.days, 'dia', 'dias')}`;
        cancelled.push(
          ...(await blockInTransaction(tx, offender.userId, { isBlocked: false, until, reason })),
        );
        await repository.insertPenalty(tx, { ...offender, ventureId: rule.ventureId, until });
        const notice = {
          title: 'Suspensão por no-show',
          description: `${offender.name}: ${reason}, até ${brDate(until)}`,
        };
        delivered.push(...(await notifyVentureStaff(tx, rule.ventureId, 'BLOCK', notice)));
        suspended++;
      }
    }
    return { ran: true, suspended };
  });
  publish(ctx.realtime, delivered);
  await settleCancellations(ctx, cancelled);
  return round;
}

/** Runs a round every `intervalMs` in this process (the lock keeps rounds of several processes apart). */
export function noShowPenaltyJob(ctx: AppContext, intervalMs: number): RepeatingJob {
  return new RepeatingJob(
    () => runNoShowPenalties(ctx),
    intervalMs,
    (error) => ctx.log.error({ err: error }, 'no-show penalty round failed'),
  );
}
