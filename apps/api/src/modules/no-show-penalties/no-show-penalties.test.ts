import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import type { UserDetails } from '@reserva/shared/users/users.schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { ventures } from '../../db/schema/ventures';
import { ventureIdByRef } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPersonWithNoShows } from './no-show-penalties.fixtures';
import { runNoShowPenalties } from './no-show-penalties.service';

// No-show penalties: N no-shows within D days suspend a person for S days, through the block path
// (pending bookings cancelled), with the reason on the card and a notice to the staff who manage
// blocks; one suspension however many rounds run at once; nothing for a venture without the rule.

let t: TestApp;
let praia: string;
let serra: string;
let tokens: Record<'admin', string>;
const today = todayInSaoPaulo();

beforeAll(async () => {
  t = await createTestApp();
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  serra = await ventureIdByRef(t.database.db, 'SERRA');
  tokens = await t.tokens({ admin: 'admin@reserva.dev' });
  // Praia: 2 no-shows within 30 days suspend for 7 days. Serra has no rule.
  await t.database.db
    .update(ventures)
    .set({ noShowPenaltyCount: 2, noShowPenaltyDays: 30, noShowSuspensionDays: 7 })
    .where(eq(ventures.id, praia));
}, 180_000);
afterAll(() => t.close());

const personWithNoShows = (ventureId: string, daysAgo: number[], options = { checkedIn: 0 }) =>
  createPersonWithNoShows(t.database.db, ventureId, daysAgo, options);

const person = async (id: string) =>
  (await t.call(tokens.admin, 'GET', `/v2/users/${id}`)).json<UserDetails>();
const penaltiesOf = async (userId: string) =>
  (
    await queryRows<{ count: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS count FROM no_show_penalties WHERE user_id = ${userId}`,
    )
  )[0]?.count;

describe('no-show penalties', () => {
  it('suspends after the venture’s count of no-shows, cancels what is pending and tells the staff', async () => {
    const offender = await personWithNoShows(praia, [3, 2]);
    const once = await personWithNoShows(praia, [2]);
    const cameOnce = await personWithNoShows(praia, [3, 2], { checkedIn: 1 });
    const longAgo = await personWithNoShows(praia, [45, 40]);
    const pending = await t.call(tokens.admin, 'POST', '/bookings', {
      activityScheduleId: offender.scheduleId,
      userId: offender.userId,
      bookedDate: addDays(today, 2),
    });
    expect(pending.statusCode, pending.body).toBe(201);

    expect((await runNoShowPenalties(t.ctx)).ran).toBe(true);

    const suspended = await person(offender.userId);
    expect(suspended).toMatchObject({
      isBlocked: false,
      blockReason: 'Suspenso por 2 no-shows em 30 dias',
    });
    const [until] = await queryRows<{ date: string }>(
      t.database.db,
      sql`SELECT (blocked_until AT TIME ZONE 'America/Sao_Paulo')::date::text AS date FROM users
        WHERE id = ${offender.userId}`,
    );
    expect(until?.date).toBe(addDays(today, 7));
    for (const other of [once, cameOnce, longAgo]) {
      expect(await person(other.userId)).toMatchObject({ blockedUntil: null, blockReason: null });
    }
    const [cancelled] = await queryRows<{ reason: string }>(
      t.database.db,
      sql`SELECT ch.reason FROM cancellation_histories ch JOIN bookings b ON b.id = ch.booking_id
        WHERE b.id = ${pending.json<{ id: string }>().id}`,
    );
    expect(cancelled?.reason).toBe('Usuário bloqueado');
    // The action log names the system, in the venture whose rule suspended.
    const [logged] = await queryRows<{ actor_id: string | null; actor_name: string; venture_id: string }>(
      t.database.db,
      sql`SELECT actor_id, actor_name, venture_id FROM audit_log
        WHERE subject_id = ${offender.userId} AND record_type = 'users'`,
    );
    expect(logged).toEqual({ actor_id: null, actor_name: 'Sistema', venture_id: praia });
    const inbox = await t.call(tokens.admin, 'GET', '/notifications?limit=50');
    expect(inbox.json<{ items: { title: string; description: string }[] }>().items).toContainEqual(
      expect.objectContaining({ title: 'Suspensão por no-show' }),
    );

    // A suspended person is not suspended again; lifted, the no-shows already punished do not count.
    await runNoShowPenalties(t.ctx);
    expect(await penaltiesOf(offender.userId)).toBe(1);
    const lifted = await t.call(tokens.admin, 'PATCH', `/users/${offender.userId}/blocks`, {
      isBlocked: false,
      blockExpiresAt: null,
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(await person(offender.userId)).toMatchObject({ blockedUntil: null, blockReason: null });
    await runNoShowPenalties(t.ctx);
    expect(await penaltiesOf(offender.userId)).toBe(1);
  });

  it('suspends once however many rounds run at once', async () => {
    const offender = await personWithNoShows(praia, [4, 3, 1]);
    const rounds = await Promise.all([runNoShowPenalties(t.ctx), runNoShowPenalties(t.ctx)]);
    expect(rounds.some((round) => round.ran)).toBe(true);
    expect(await penaltiesOf(offender.userId)).toBe(1);
    expect((await person(offender.userId)).blockReason).toBe('Suspenso por 3 no-shows em 30 dias');
  });

  it('suspends nobody in a venture without the rule', async () => {
    const offender = await personWithNoShows(serra, [3, 2, 1]);
    await runNoShowPenalties(t.ctx);
    expect(await penaltiesOf(offender.userId)).toBe(0);
  });
});
