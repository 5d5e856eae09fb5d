import { generateCPF } from '@brazilian-utils/brazilian-utils';
import type { MemberGuest, MemberGuests } from '@reserva/shared/members/member-guests.schemas';
import type { MemberBookings, MeResponse } from '@reserva/shared/members/members.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { saoPauloDate, ventureIdByRef } from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import { createEvent, createLimitedCategory } from '../bookings/bookings.fixtures';
import { appPerson, mailsTo } from '../member-notices/member-notices.fixtures';
import { INVITE_THROTTLE } from './member-guests.service';

// Sócio's guests (issue 31, point 7): a member invites a guest (a GUEST they host, mailed the
// invitation), sees them, and books for them under the category's guest limits and prices; nobody
// else invites, and an invitation never tells who exists nor takes an account over.

let t: TestApp;
let praia: string;
/** A category of the beach club: one guest a day, none free, R$ 40,00 each. */
let guestCategory: string;

beforeAll(async () => {
  t = await createTestApp();
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  guestCategory = await createLimitedCategory(t.database.db, praia, {
    maxDayBookings: 3,
    maxGuestDayBookings: 1,
    maxFreeGuestDayBookings: 0,
    guestBookingPrice: 4000,
  });
}, 180_000);
afterAll(() => t.close());

let invited = 0;
/** A well-formed invitation of a new person. */
function newGuest(values: Record<string, unknown> = {}) {
  invited += 1;
  return {
    name: `Convidada ${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[invited % 26]}`,
    email: `convidada-${invited}-${Date.now()}@teste.dev`,
    cpf: generateCPF(),
    ...values,
  };
}

const host = () => appPerson(t, praia, { categoryId: guestCategory });
const invite = (token: string, body: Record<string, unknown>) => t.call(token, 'POST', '/me/guests', body);
const guestsOf = async (token: string) =>
  (await t.call(token, 'GET', '/me/guests')).json<MemberGuests>().items;

async function userCount(): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS count FROM users`,
  );
  return row?.count ?? 0;
}

describe('inviting a guest', () => {
  it('creates a GUEST hosted by the member in the venture, mails the invitation, and lists them', async () => {
    const member = await host();
    const body = newGuest();
    const answer = await invite(member.token, body);
    expect(answer.statusCode, answer.body).toBe(201);
    const guest = answer.json<MemberGuest>();
    expect(guest).toMatchObject({
      name: body.name,
      email: body.email,
      hasSetPassword: false,
      isBlocked: false,
    });
    const [stored] = await queryRows<{ hostId: string; groupKey: string; cpf: string; onboards: number }>(
      t.database.db,
      sql`SELECT u.host_id AS "hostId", g.key AS "groupKey", u.cpf,
          (SELECT count(*)::int FROM onboards o WHERE o.user_id = u.id AND o.venture_id = ${praia}) AS onboards
        FROM users u JOIN feature_groups g ON g.id = u.feature_group_id WHERE u.id = ${guest.id}`,
    );
    expect(stored).toEqual({ hostId: member.id, groupKey: 'GUEST', cpf: body.cpf, onboards: 1 });
    // The mail names who invited them, and to which club.
    const hostName = (await t.call(member.token, 'GET', '/me')).json<MeResponse>().person.name;
    const [venture] = await queryRows<{ name: string }>(
      t.database.db,
      sql`SELECT name FROM ventures WHERE id = ${praia}`,
    );
    const [mail] = await mailsTo(t.database.db, body.email);
    expect(mail?.subject).toBe(`${hostName} convidou você para o ${venture?.name}`);
    expect(mail?.text).toContain(`${hostName} convidou você para o ${venture?.name} no Reserva.`);
    expect(mail?.text).toContain('/signup/confirm?token=');
    expect(await guestsOf(member.token)).toEqual([guest]);
    // The booking dialog's 'Para quem' offers them.
    const me = (await t.call(member.token, 'GET', '/me')).json<MeResponse>();
    expect(me.canInviteGuests).toBe(true);
    expect(me.family).toContainEqual(expect.objectContaining({ id: guest.id, groupKey: 'GUEST' }));
  });

  it('takes a foreign document instead of a CPF, with the person form’s messages', async () => {
    const member = await host();
    const passport = newGuest({ cpf: null, useForeignerDocument: true, foreignerDocumentType: 'PASSPORT' });
    expectError(await invite(member.token, passport), 400, 'validation-error');
    const answer = await invite(member.token, { ...passport, foreignerDocument: `p${Date.now()}` });
    expect(answer.statusCode, answer.body).toBe(201);
    expectError(await invite(member.token, newGuest({ cpf: '111.111.111-11' })), 400, 'validation-error');
  });

  it('books the invited guest at the category’s guest price, within its guest limit', async () => {
    const member = await host();
    const first = (await invite(member.token, newGuest())).json<MemberGuest>();
    const second = (await invite(member.token, newGuest())).json<MemberGuest>();
    const date = saoPauloDate(3);
    const events = [
      await createEvent(t.database.db, praia, {
        bookingPrice: 1000,
        startTime: '10:00:00',
        endTime: '11:00:00',
      }),
      await createEvent(t.database.db, praia, {
        bookingPrice: 1000,
        startTime: '12:00:00',
        endTime: '13:00:00',
      }),
    ];
    const booked = await t.call(member.token, 'POST', '/me/bookings', {
      activityScheduleId: events[0]?.scheduleId,
      bookedDate: date,
      forUserId: first.id,
    });
    // The guest's record lacks what a payment needs (an address): the booking stands, and says so.
    expectError(booked, 422, 'user-address-missing');
    const { id } = booked.json<{ metaData: { id: string } }>().metaData;
    const bookings = (await t.call(member.token, 'GET', '/me/bookings')).json<MemberBookings>();
    const made = bookings.upcoming.find((item) => item.id === id);
    expect(made).toMatchObject({ person: { id: first.id }, total: 1000 + 4000 });
    // One guest a day for this category: the other guest waits for another day.
    expectError(
      await t.call(member.token, 'POST', '/me/bookings', {
        activityScheduleId: events[1]?.scheduleId,
        bookedDate: date,
        forUserId: second.id,
      }),
      422,
      'user-guest-max-day-bookings',
    );
  });
});

describe('who may invite', () => {
  it('refuses dependants, guests, lodgers and members without a category in the venture', async () => {
    for (const email of ['dependente@reserva.dev', 'convidado@reserva.dev', 'hospede@reserva.dev']) {
      const token = await t.signInPerson(email);
      expectError(await invite(token, newGuest()), 403, 'guest-invitation-not-allowed');
      expect((await t.call(token, 'GET', '/me')).json<MeResponse>().canInviteGuests, email).toBe(false);
    }
    const uncategorised = await appPerson(t, praia);
    expectError(await invite(uncategorised.token, newGuest()), 403, 'guest-invitation-not-allowed');
    const socio = await t.signInPerson('socio@reserva.dev');
    expect((await t.call(socio, 'GET', '/me')).json<MeResponse>().canInviteGuests).toBe(true);
  });

  it('shows each host their own guests only, and books none of another host’s', async () => {
    const [one, other] = [await host(), await host()];
    const guest = (await invite(one.token, newGuest())).json<MemberGuest>();
    expect(await guestsOf(other.token)).toEqual([]);
    const { scheduleId } = await createEvent(t.database.db, praia, {
      startTime: '15:00:00',
      endTime: '16:00:00',
    });
    expectError(
      await t.call(other.token, 'POST', '/me/bookings', {
        activityScheduleId: scheduleId,
        bookedDate: saoPauloDate(2),
        forUserId: guest.id,
      }),
      404,
      'user-not-found',
    );
  });
});

describe('an e-mail or document that is someone’s already', () => {
  it('answers an own guest as invited, by e-mail or document, and invites them again', async () => {
    const member = await host();
    const body = newGuest();
    const guest = (await invite(member.token, body)).json<MemberGuest>();
    const users = await userCount();
    const again = await invite(member.token, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(guest);
    const byDocument = await invite(member.token, { ...body, email: `outro-${Date.now()}@teste.dev` });
    expect(byDocument.json()).toEqual(guest);
    expect(await userCount()).toBe(users);
    // A new link each time, while they have no password.
    expect(await mailsTo(t.database.db, body.email)).toHaveLength(3);
  });

  it('refuses anyone else’s e-mail or document with one answer, changing and mailing nothing', async () => {
    const [member, other] = [await host(), await host()];
    const othersGuest = newGuest();
    await invite(other.token, othersGuest);
    const [socio] = await queryRows<{ cpf: string; updatedAt: string }>(
      t.database.db,
      sql`SELECT cpf, updated_at::text AS "updatedAt" FROM users WHERE email = 'socio@reserva.dev'`,
    );
    const users = await userCount();
    const typed = newGuest();
    const attempts = [
      newGuest({ email: 'socio@reserva.dev' }),
      newGuest({ email: 'admin@reserva.dev' }),
      newGuest({ email: othersGuest.email }),
      { ...typed, cpf: socio?.cpf },
      newGuest({ cpf: othersGuest.cpf }),
      newGuest({ email: member.email }),
    ];
    const bodies = new Set<string>();
    for (const attempt of attempts) {
      const answer = await invite(member.token, attempt);
      expectError(answer, 422, 'guest-invitation-refused');
      bodies.add(answer.body);
    }
    expect(bodies.size).toBe(1);
    expect(await userCount()).toBe(users);
    expect(await guestsOf(member.token)).toEqual([]);
    expect(await mailsTo(t.database.db, typed.email)).toEqual([]);
    const [after] = await queryRows<{ updatedAt: string }>(
      t.database.db,
      sql`SELECT updated_at::text AS "updatedAt" FROM users WHERE email = 'socio@reserva.dev'`,
    );
    expect(after?.updatedAt).toBe(socio?.updatedAt);
  });
});

describe('removing a guest', () => {
  const remove = (token: string, id: string) => t.call(token, 'DELETE', `/me/guests/${id}`);

  it('soft-deletes the guest as staff delete a person, cancelling their pending bookings', async () => {
    const member = await host();
    const body = newGuest();
    const guest = (await invite(member.token, body)).json<MemberGuest>();
    const { scheduleId } = await createEvent(t.database.db, praia, {
      startTime: '17:00:00',
      endTime: '18:00:00',
    });
    const booked = await t.call(member.token, 'POST', '/me/bookings', {
      activityScheduleId: scheduleId,
      bookedDate: saoPauloDate(2),
      forUserId: guest.id,
    });
    // The guest's record lacks what a payment needs: the booking stands either way.
    const answer = booked.json<{ id?: string; metaData?: { id: string } }>();
    const bookingId = answer.id ?? answer.metaData?.id;
    expect(bookingId, booked.body).toBeDefined();

    const removed = await remove(member.token, guest.id);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await guestsOf(member.token)).toEqual([]);
    const me = (await t.call(member.token, 'GET', '/me')).json<MeResponse>();
    expect(me.family.map((person) => person.id)).not.toContain(guest.id);
    const [row] = await queryRows<{ deleted: boolean; reason: string | null }>(
      t.database.db,
      sql`SELECT (SELECT deleted_at IS NOT NULL FROM users WHERE id = ${guest.id}) AS deleted,
          (SELECT reason FROM cancellation_histories WHERE booking_id = ${bookingId}) AS reason`,
    );
    expect(row).toEqual({ deleted: true, reason: 'Usuário excluído' });
    // Gone: a second removal finds nothing, and the e-mail and document may be invited again.
    expectError(await remove(member.token, guest.id), 404, 'user-not-found');
    expect((await invite(member.token, body)).statusCode).toBe(201);
  });

  it('answers another host’s guest as no record, and removes nothing', async () => {
    const [one, other] = [await host(), await host()];
    const guest = (await invite(one.token, newGuest())).json<MemberGuest>();
    const refused = await remove(other.token, guest.id);
    expectError(refused, 404, 'user-not-found');
    const missing = await remove(other.token, '00000000-0000-4000-8000-000000000000');
    expect(missing.body).toBe(refused.body);
    // Nor a member, nor oneself: only guests one hosts.
    expectError(await remove(other.token, one.id), 404, 'user-not-found');
    expectError(await remove(one.token, one.id), 404, 'user-not-found');
    expect(await guestsOf(one.token)).toEqual([guest]);
    const admin = (await t.signIn('admin@reserva.dev', praia)).token;
    expectError(await remove(admin, guest.id), 403, 'insufficient-privilege');
  });
});

describe('rate limit', () => {
  it('counts removals with the invitations (an id of no guest of theirs is not counted)', async () => {
    const member = await host();
    const unknown = await t.call(member.token, 'DELETE', `/me/guests/${crypto.randomUUID()}`);
    expectError(unknown, 404, 'user-not-found');
    const half = INVITE_THROTTLE.limit / 2;
    for (let i = 0; i < half; i++) {
      const guest = (await invite(member.token, newGuest())).json<MemberGuest>();
      expect((await t.call(member.token, 'DELETE', `/me/guests/${guest.id}`)).statusCode, `try ${i}`).toBe(
        204,
      );
    }
    expectError(await invite(member.token, newGuest()), 429, 'too-many-requests');
  });

  it('counts every invitation a person tries, then answers 429 for ten minutes', async () => {
    const member = await host();
    for (let i = 0; i < INVITE_THROTTLE.limit; i++) {
      const answer = await invite(member.token, newGuest({ email: 'socio@reserva.dev' }));
      expect(answer.statusCode, `try ${i}`).toBe(422);
    }
    expectError(await invite(member.token, newGuest()), 429, 'too-many-requests');
    // Another host is not held back.
    expect((await invite((await host()).token, newGuest())).statusCode).toBe(201);
  });
});
