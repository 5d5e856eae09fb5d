import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../app';
import { type DatabaseHandle, openPostgres } from '../../db/client';
import { queryRows } from '../../db/raw';
import { ventures } from '../../db/schema/ventures';
import { ventureIdByRef } from '../../test/fixtures';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';
import { databaseUrlFor, requiredDatabaseUrl } from '../../test/test-database';
import { occurrenceCounts } from '../bookings/bookings.fixtures';
import { createPersonWithNoShows } from './no-show-penalties.fixtures';
import { runNoShowPenalties } from './no-show-penalties.service';

// Two app instances (two server processes) on one PostgreSQL database run their no-show penalty rounds
// at once: the round's advisory lock lets one of them suspend, so each offender is suspended once and
// its pending booking cancelled once. PGlite is one process: no-show-penalties.test.ts runs two rounds
// of one app at once there.

const ROUNDS = 5;
const pendingDay = addDays(todayInSaoPaulo(), 2);

describe.runIf(process.env.TEST_DB === 'postgres')('no-show penalty rounds of two app instances', () => {
  let t: TestApp;
  let second: DatabaseHandle;
  let other: BuiltApp;
  let praia: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    // The second instance opens its own pool on the first one's database.
    const [own] = await queryRows<{ name: string }>(t.database.db, sql`SELECT current_database() AS name`);
    second = await openPostgres(databaseUrlFor(requiredDatabaseUrl(), own?.name as string));
    other = await buildApp(testConfig(), second.db);
    await other.app.ready();
    praia = await ventureIdByRef(t.database.db, 'PRAIA');
    ({ admin } = await t.tokens({ admin: 'admin@reserva.dev' }));
    // Praia: 2 no-shows within 30 days suspend for 7 days.
    await t.database.db
      .update(ventures)
      .set({ noShowPenaltyCount: 2, noShowPenaltyDays: 30, noShowSuspensionDays: 7 })
      .where(eq(ventures.id, praia));
    // The demo's offenders are suspended first, so that each round counts only its own.
    await runNoShowPenalties(t.ctx);
  }, 180_000);
  afterAll(async () => {
    await other?.app.close();
    await second?.close();
    await t?.close();
  });

  it('suspends each offender once and cancels its pending booking once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const offenders = await Promise.all(
        Array.from({ length: 3 }, () => createPersonWithNoShows(t.database.db, praia, [3, 2])),
      );
      for (const { scheduleId, userId } of offenders) {
        const pending = await t.call(admin, 'POST', '/bookings', {
          activityScheduleId: scheduleId,
          userId,
          bookedDate: pendingDay,
        });
        expect(pending.statusCode, pending.body).toBe(201);
      }

      const rounds = await Promise.all([runNoShowPenalties(t.ctx), runNoShowPenalties(other.ctx)]);

      expect(rounds.some((one) => one.ran)).toBe(true);
      // Whichever rounds ran, together they suspended each offender once.
      expect(rounds.reduce((sum, one) => sum + one.suspended, 0)).toBe(offenders.length);
      for (const { userId, scheduleId } of offenders) {
        const [facts] = await queryRows<{ penalties: number; cancellations: number; blocked: boolean }>(
          t.database.db,
          sql`SELECT (SELECT count(*)::int FROM no_show_penalties WHERE user_id = ${userId}) AS penalties,
              (SELECT count(*)::int FROM cancellation_histories h JOIN bookings b ON b.id = h.booking_id
                WHERE b.user_id = ${userId}) AS cancellations,
              (SELECT blocked_until > now() FROM users WHERE id = ${userId}) AS blocked`,
        );
        expect(facts).toEqual({ penalties: 1, cancellations: 1, blocked: true });
        expect(await occurrenceCounts(t.database.db, scheduleId, pendingDay)).toEqual({
          booked: 0,
          guestBooked: 0,
          lodgerBooked: 0,
          live: 0,
        });
      }
    }
  }, 90_000);
});
