import { generateCPF } from '@brazilian-utils/brazilian-utils';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { createBooking, saoPauloDate, ventureIdByRef } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createEvent } from '../bookings/bookings.fixtures';
import { dropStaleSignups } from './stale-signups';

// Sign-ups never confirmed (docs/decisions.md, The members' app: Sign-up): deleted for good a week
// after their link expired, unless confirmed, fresher, or referred to by something.

let t: TestApp;
let praia: string;
const PUBLIC_URL = 'https://clube.example/';
const PASSWORD = 'senha-do-app-1';
const CONFIRM_LINK = /https:\/\/clube\.example\/signup\/confirm\?token=([\w%-]+)/;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
}, 180_000);
afterAll(() => t.close());

let sent = 0;

/** A sign-up through POST /app-signup, from an address of its own; its account's id and e-mail. */
async function signUp(
  email = `antigo${++sent}-${Date.now()}@teste.dev`,
): Promise<{ id: string; email: string }> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/app-signup',
    payload: { name: 'Carla Nunes', email, cpf: generateCPF(), birthDate: '1990-05-17', ventureId: praia },
    remoteAddress: `10.9.${Math.floor(++sent / 250)}.${sent % 250}`,
  });
  expect(answer.statusCode, answer.body).toBe(202);
  const [account] = await queryRows<{ id: string }>(
    t.database.db,
    sql`SELECT id FROM users WHERE email = ${email} AND deleted_at IS NULL`,
  );
  return { id: account?.id as string, email };
}

/** Moves the account's sign-up link's expiry `days` into the past. */
async function expiredDaysAgo(userId: string, days: number): Promise<void> {
  await t.database.db.execute(sql`UPDATE one_time_tokens SET expires_at = now() - make_interval(days => ${days})
    WHERE user_id = ${userId} AND purpose = 'SIGNUP_CONFIRM'`);
}

/** The account's row, deleted or not. */
const rowOf = (id: string) =>
  queryRows<{ deletedAt: string | null }>(
    t.database.db,
    sql`SELECT deleted_at AS "deletedAt" FROM users WHERE id = ${id}`,
  );

describe('sign-ups never confirmed', () => {
  it('are deleted for good a week after their link expired, which frees their e-mail', async () => {
    const stale = await signUp();
    await expiredDaysAgo(stale.id, 8);

    await dropStaleSignups(t.database.db);
    expect(await rowOf(stale.id)).toEqual([]);
    const left = await queryRows(t.database.db, sql`SELECT 1 FROM onboards WHERE user_id = ${stale.id}`);
    expect(left).toEqual([]);
    // Whoever owns the address may now sign up with it.
    const again = await signUp(stale.email);
    expect(again.id).toEqual(expect.any(String));
    expect(again.id).not.toBe(stale.id);
  });

  it('keep a fresh one, one expired less than a week ago, and a confirmed one', async () => {
    const fresh = await signUp();
    const recent = await signUp();
    await expiredDaysAgo(recent.id, 6);
    const confirmed = await signUp();
    const [mail] = await queryRows<{ text: string }>(
      t.database.db,
      sql`SELECT text_body AS text FROM mail_outbox WHERE to_address = ${confirmed.email}`,
    );
    const token = decodeURIComponent(mail?.text.match(CONFIRM_LINK)?.[1] ?? '');
    const confirmation = await t.app.inject({
      method: 'PUT',
      url: '/api/sessions/signup-confirm',
      payload: { token, password: PASSWORD, passwordConfirmation: PASSWORD },
    });
    expect(confirmation.statusCode, confirmation.body).toBe(200);
    await expiredDaysAgo(confirmed.id, 30);

    await dropStaleSignups(t.database.db);
    for (const kept of [fresh, recent, confirmed])
      expect(await rowOf(kept.id)).toEqual([{ deletedAt: null }]);
  });

  it('keep one that something refers to, and an APP_STORE_USER the employee form made', async () => {
    const booked = await signUp();
    const { scheduleId, activityId } = await createEvent(t.database.db, praia);
    await createBooking(t.database.db, {
      ventureId: praia,
      scheduleId,
      activityId,
      userId: booked.id,
      bookedDate: saoPauloDate(1),
    });
    await expiredDaysAgo(booked.id, 8);
    // The employee form registers no onboard.
    const employee = await signUp();
    await t.database.db.execute(sql`DELETE FROM onboards WHERE user_id = ${employee.id}`);
    await expiredDaysAgo(employee.id, 8);

    await dropStaleSignups(t.database.db);
    expect(await rowOf(booked.id)).toEqual([{ deletedAt: null }]);
    expect(await rowOf(employee.id)).toEqual([{ deletedAt: null }]);
  });
});
