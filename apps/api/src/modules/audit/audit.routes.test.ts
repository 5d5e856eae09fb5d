import type { AuditLogItem } from '@reserva/shared/audit/audit.schemas';
import type { Paged } from '@reserva/shared/common/list.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsAuditActor } from '../../db/audit-actor';
import { queryRows } from '../../db/raw';
import { features } from '../../db/schema/access';
import { createPerson, createSchedule, saoPauloDate, ventureIdByRef } from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import { createBookableActivity, createPersonIn } from '../bookings/bookings.fixtures';

// The action log: every row a staff user's request writes is logged in the same transaction by the
// database's triggers, with who, the call, the venture and the changed fields; nothing else is.

let t: TestApp;
let praia: string;
let serra: string;
let masterId: string;
let tokens: Record<'master' | 'masterSerra' | 'admin', string>;

beforeAll(async () => {
  t = await createTestApp();
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  serra = await ventureIdByRef(t.database.db, 'SERRA');
  const master = await t.signIn('master@reserva.dev', praia);
  masterId = master.user.id;
  tokens = {
    master: master.token,
    ...(await t.tokens({ masterSerra: ['master@reserva.dev', serra], admin: ['admin@reserva.dev', praia] })),
  };
}, 120_000);
afterAll(() => t.close());

async function log(query: string, token = tokens.master): Promise<AuditLogItem[]> {
  const response = await t.call(token, 'GET', `/audit-logs?limit=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Paged<AuditLogItem>>().items;
}

const countLog = async () =>
  Number((await queryRows<{ n: string }>(t.database.db, sql`SELECT count(*) AS n FROM audit_log`))[0]?.n);

describe('what the log records', () => {
  it('logs nothing written outside a staff user’s request (fixtures, imports)', async () => {
    const before = await countLog();
    await createPerson(t.database.db, praia);
    expect(await countLog()).toBe(before);
  });

  it('shows the demo week’s bookings as their seller’s', async () => {
    const demo = await log('&subjectType=booking&action=create');
    expect(demo.length).toBeGreaterThan(0);
    expect(
      demo.every((row) => row.actorName === 'Vanessa Rocha' && row.route === 'Dados de demonstração'),
    ).toBe(true);
  });

  it('logs a spot created, changed and deleted, with the changed fields only', async () => {
    const created = await t.call(tokens.master, 'POST', '/spots', {
      name: 'Quadra auditada',
      description: 'Perto do mar',
      isActive: true,
      isLivingArea: false,
      ventureId: praia,
    });
    expect(created.statusCode, created.body).toBe(201);
    const spotId = created.json<{ id: string }>().id;
    const update = await t.call(tokens.master, 'PUT', `/spots/${spotId}`, {
      name: 'Quadra renomeada',
      description: 'Perto do mar',
      isActive: true,
      isLivingArea: false,
      ventureId: praia,
    });
    expect(update.statusCode, update.body).toBe(200);
    expect((await t.call(tokens.master, 'DELETE', `/spots/${spotId}?isVerified=true`)).statusCode).toBe(204);

    const history = await log(`&subjectType=spot&subjectId=${spotId}&order=ASC`);
    expect(history.map((row) => [row.action, row.recordType, row.route])).toEqual([
      ['create', 'spots', 'POST /api/spots'],
      ['update', 'spots', 'PUT /api/spots/:id'],
      ['delete', 'spots', 'DELETE /api/spots/:id'],
    ]);
    const [create, change, remove] = history as [AuditLogItem, AuditLogItem, AuditLogItem];
    expect(create).toMatchObject({
      actorId: masterId,
      actorName: 'Mariana Souza',
      subjectId: spotId,
      recordId: spotId,
    });
    expect(create.changes.name).toEqual([null, 'Quadra auditada']);
    expect(create.changes.venture_id).toEqual([null, praia]);
    expect(change.changes).toEqual({ name: ['Quadra auditada', 'Quadra renomeada'] });
    expect(Object.keys(remove.changes)).toEqual(['deleted_at']);
  });

  it('logs a bare single-statement write (a permission renamed) and nothing for a refused one', async () => {
    const [feature] = await t.database.db
      .insert(features)
      .values({ key: 'AUDIT_PROBE_ACCESS', name: 'Sonda' })
      .returning({ id: features.id });
    const before = await countLog();
    expectError(
      await t.call(tokens.master, 'PUT', `/features/${feature?.id}`, { key: 'x', name: '' }),
      400,
      'validation-error',
    );
    expect(await countLog()).toBe(before);
    const renamed = await t.call(tokens.master, 'PUT', `/features/${feature?.id}`, {
      key: 'AUDIT_PROBE_ACCESS',
      name: 'Sonda renomeada',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [row] = await log(`&subjectType=feature&subjectId=${feature?.id}`);
    expect(row?.changes).toEqual({ name: ['Sonda', 'Sonda renomeada'] });
  });

  it('keeps a booking and its check-in in the booking’s history', async () => {
    const db = t.database.db;
    const { activityId } = await createBookableActivity(db, praia);
    const scheduleId = await createSchedule(db, activityId, {});
    const userId = await createPersonIn(db, praia, { complete: true });
    const booked = await t.call(tokens.master, 'POST', '/bookings', {
      activityScheduleId: scheduleId,
      userId,
      // A future day: a slot of today may already have started; check-in takes any day.
      bookedDate: saoPauloDate(5),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json<{ id: string }>().id;
    const checkin = await t.call(tokens.master, 'POST', `/bookings/${bookingId}/checkins`);
    expect(checkin.statusCode, checkin.body).toBeLessThan(300);

    const history = await log(`&subjectType=booking&subjectId=${bookingId}&order=ASC`);
    expect(history[0]).toMatchObject({ action: 'create', recordType: 'bookings', recordId: bookingId });
    expect(history.map((row) => row.recordType)).toContain('checkins');
    expect(history.every((row) => row.route?.startsWith('POST /api/bookings'))).toBe(true);
  });

  it('never copies a password: a reset to the default password is logged as hidden', async () => {
    const personId = await createPerson(t.database.db, praia);
    const reset = await t.call(tokens.master, 'POST', `/users/${personId}/default-password`);
    expect(reset.statusCode, reset.body).toBeLessThan(300);
    const [row] = await log(`&subjectType=user&subjectId=${personId}`);
    expect(row?.changes.password_hash).toBe('hidden');
    const leaked = await queryRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM audit_log WHERE changes::text LIKE '%$argon2%'`,
    );
    expect(Number(leaked[0]?.n)).toBe(0);
  });

  it('writes the log in the same transaction: a rolled-back write leaves no row', async () => {
    const before = await countLog();
    const actor = { userId: masterId, name: 'Mariana Souza', ventureId: praia, route: 'TEST' };
    await expect(
      runAsAuditActor(actor, () =>
        t.database.db.transaction(async (tx) => {
          await tx.insert(features).values({ key: 'AUDIT_ROLLBACK_ACCESS', name: 'Desfeita' });
          throw new Error('rolled back');
        }),
      ),
    ).rejects.toThrow('rolled back');
    expect(await countLog()).toBe(before);
    // A builder runs when awaited: inside the actor's work, as a handler awaits it.
    await runAsAuditActor(actor, async () => {
      await t.database.db.insert(features).values({ key: 'AUDIT_KEPT_ACCESS', name: 'Mantida' });
    });
    expect(await countLog()).toBe(before + 1);
  });
});

describe('GET /audit-logs', () => {
  it('filters by user, action and date, within the session’s venture', async () => {
    const mine = await log(`&actorId=${masterId}`);
    expect(mine.length).toBeGreaterThan(3);
    expect(mine.every((row) => row.actorId === masterId)).toBe(true);
    const deletes = await log('&action=delete');
    expect(deletes.length).toBeGreaterThan(0);
    expect(deletes.every((row) => row.action === 'delete')).toBe(true);
    const today = saoPauloDate(0);
    expect((await log(`&actorId=${masterId}&minDate=${today}&maxDate=${today}`)).length).toBe(mine.length);
    expect(await log(`&minDate=${saoPauloDate(1)}`)).toEqual([]);
    // Nothing of PRAIA is read from a session in SERRA.
    expect((await log('', tokens.masterSerra)).some((row) => row.subjectType === 'spot')).toBe(false);
    expectError(
      await t.call(tokens.master, 'GET', `/audit-logs?minDate=${today}&maxDate=${saoPauloDate(-1)}`),
      400,
      'validation-error',
    );
  });

  it('lists who wrote, and is the MASTER’s unless the key is granted', async () => {
    const actors = await t.call(tokens.master, 'GET', '/audit-logs/actors');
    expect(actors.json<{ name: string }[]>().map((actor) => actor.name)).toEqual([
      'Mariana Souza',
      'Vanessa Rocha',
    ]);
    expectError(await t.call(tokens.admin, 'GET', '/audit-logs'), 403, 'insufficient-privilege');
    expectError(await t.call(tokens.admin, 'GET', '/audit-logs/actors'), 403, 'insufficient-privilege');
  });
});
