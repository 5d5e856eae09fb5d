import { generateCNPJ, generateCPF } from '@brazilian-utils/brazilian-utils';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureGroups } from '../../db/schema/access';
import { bookingRequests, bookings, payments } from '../../db/schema/bookings';
import { onboards } from '../../db/schema/categories';
import { mailOutbox } from '../../db/schema/mail';
import { activitySchedules, scheduleItems } from '../../db/schema/schedules';
import { spots } from '../../db/schema/spots';
import { users, userVentures } from '../../db/schema/users';
import { ventures } from '../../db/schema/ventures';
import {
  createActivityItem,
  createBooking,
  createSchedule,
  createVenture,
  saoPauloDate,
  ventureIdByRef,
} from '../../test/fixtures';
import { burst, createTestApp, expectError, type TestApp } from '../../test/test-app';
import { createBookableActivity, createPersonIn, occurrenceCounts } from './bookings.fixtures';
import { dropExpiredRequests } from './external-bookings.repository';

// The public booking form (docs/decisions.md, Public booking form): a submission reads no person,
// books no one and answers alike whatever the e-mail or CPF name; the mailed link's owner confirms,
// and only then is the person found or registered (APP_STORE_USER) and booked under every rule.

let t: TestApp;
let praia: string;
let serra: string;
const day = saoPauloDate(3);
const PUBLIC_URL = 'https://clube.example/';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  serra = await ventureIdByRef(t.database.db, 'SERRA');
}, 180_000);
afterAll(() => t.close());

// Each call comes from its own address unless told, so the per-address limits meet only their own test.
let sent = 0;
const newAddress = () => `10.2.${Math.floor(++sent / 250)}.${sent % 250}`;
const newEmail = () => `visitante${++sent}-${Date.now()}@teste.dev`;

const submit = (body: Record<string, unknown>, remoteAddress = newAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings/external-links',
    payload: { bookedDate: day, name: 'Ana Souza', ...body },
    remoteAddress,
  });

const preview = (token: string, remoteAddress = newAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings/external-links/confirmations/preview',
    payload: { token },
    remoteAddress,
  });

const confirm = (token: string, query = '', remoteAddress = newAddress()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/external-links/confirmations${query}`,
    payload: { token },
    remoteAddress,
  });

/** A new open event (every day, 08:00-09:00 unless told) of a new activity in the venture. */
async function openEvent(values: Parameters<typeof createSchedule>[2] = {}, ventureId = praia) {
  const { activityId } = await createBookableActivity(t.database.db, ventureId);
  return createSchedule(t.database.db, activityId, { allowLinkBookings: true, ...values });
}

const LINK = /https:\/\/clube\.example\/bookings\/register\/confirm\?token=([\w-]+)/;

/** The newest mail to `email`. */
async function lastMailTo(email: string) {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** The token of the link mailed last to `email`. */
async function mailedToken(email: string): Promise<string> {
  const mail = await lastMailTo(email);
  const token = mail.textBody.match(LINK)?.[1];
  if (!token) throw new Error(`no confirmation link in the mail to ${email}:\n${mail.textBody}`);
  return token;
}

/** Submits the form and confirms through the link it mails. */
async function submitAndConfirm(body: Record<string, unknown>, query = '') {
  const submitted = await submit(body);
  expect(submitted.statusCode, submitted.body).toBe(202);
  return confirm(await mailedToken(body.email as string), query);
}

const accountsWith = (email: string) =>
  t.database.db
    .select({ id: users.id, name: users.name, cpf: users.cpf, phone: users.phone, group: featureGroups.key })
    .from(users)
    .innerJoin(featureGroups, eq(featureGroups.id, users.featureGroupId))
    .where(and(eq(users.email, email), isNull(users.deletedAt)));

async function recordOf(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  const ventures = await t.database.db
    .select({ id: userVentures.ventureId })
    .from(userVentures)
    .where(eq(userVentures.userId, id));
  const onboarded = await t.database.db
    .select({ id: onboards.ventureId })
    .from(onboards)
    .where(eq(onboards.userId, id));
  return { row, ventures: ventures.map((v) => v.id).sort(), onboards: onboarded.map((o) => o.id).sort() };
}

async function bookingOf(id: string) {
  const [row] = await t.database.db
    .select({ userId: bookings.userId, sellerId: bookings.sellerId, paymentStatus: payments.status })
    .from(bookings)
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .where(eq(bookings.id, id));
  return row;
}

const liveBookings = (scheduleId: string) =>
  t.database.db
    .select({ userId: bookings.userId })
    .from(bookings)
    .where(and(eq(bookings.scheduleId, scheduleId), isNull(bookings.deletedAt)));

/** A person of the venture with a CPF (valid check digits) and everything a payment needs. */
async function knownPerson(ventureId = praia): Promise<{ id: string; email: string; cpf: string }> {
  const id = await createPersonIn(t.database.db, ventureId, { complete: true });
  const cpf = generateCPF();
  const [row] = await t.database.db
    .update(users)
    .set({ cpf })
    .where(eq(users.id, id))
    .returning({ email: users.email });
  return { id, email: row?.email as string, cpf };
}

const usersCount = async () => (await t.database.db.select({ id: users.id }).from(users)).length;

/** Status and body exactly as a visitor receives them. */
const answerOf = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  type: response.headers['content-type'],
  body: response.body,
});

describe('POST /bookings/external-links: an anonymous submission exposes and binds no one', () => {
  it('leaves another venture’s staff at 404 for a person named by e-mail or CPF, and books nobody', async () => {
    const victim = await knownPerson(praia);
    const before = await recordOf(victim.id);
    const people = await usersCount();
    const scheduleId = await openEvent({}, serra);
    const attacker = newEmail();
    const byEmail = await submit({ activityScheduleId: scheduleId, email: victim.email, name: 'Outro Nome' });
    const byCpf = await submit({ activityScheduleId: scheduleId, email: attacker, cpf: victim.cpf });
    for (const response of [byEmail, byCpf]) expect(response.statusCode, response.body).toBe(202);

    const { serraAdmin } = await t.tokens({ serraAdmin: ['admin@reserva.dev', serra] });
    expectError(await t.call(serraAdmin, 'GET', `/v2/users/${victim.id}`), 404, 'user-not-found');
    expect(await liveBookings(scheduleId)).toEqual([]);
    expect(await recordOf(victim.id)).toEqual(before);
    expect(await usersCount()).toBe(people);

    // The attacker's own link, confirmed, still books no one: the CPF is another account's.
    expectError(await confirm(await mailedToken(attacker)), 422, 'user-identity-mismatch');
    expectError(await t.call(serraAdmin, 'GET', `/v2/users/${victim.id}`), 404, 'user-not-found');
    expect(await liveBookings(scheduleId)).toEqual([]);
    expect(await recordOf(victim.id)).toEqual(before);
    expect(await usersCount()).toBe(people);
    // The victim was only mailed a link they may ignore.
    expect((await lastMailTo(victim.email)).subject).toMatch(/^Confirme sua reserva: /);
  });

  it('answers a known, an unknown, a staff, a blocked e-mail and a repeated or booked one byte for byte alike', async () => {
    const scheduleId = await openEvent();
    const known = await knownPerson();
    const blocked = await knownPerson();
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.id));
    const booked = await knownPerson();
    await createBooking(t.database.db, {
      ventureId: praia,
      scheduleId,
      activityId: await activityOf(scheduleId),
      userId: booked.id,
      bookedDate: day,
    });
    const repeated = newEmail();
    const answers = [
      await submit({ activityScheduleId: scheduleId, email: known.email }),
      await submit({ activityScheduleId: scheduleId, email: newEmail() }),
      await submit({ activityScheduleId: scheduleId, email: 'portaria@reserva.dev' }),
      await submit({ activityScheduleId: scheduleId, email: blocked.email }),
      await submit({ activityScheduleId: scheduleId, email: booked.email }),
      await submit({ activityScheduleId: scheduleId, email: newEmail(), cpf: known.cpf }),
      await submit({ activityScheduleId: scheduleId, email: repeated }),
      await submit({ activityScheduleId: scheduleId, email: repeated }),
    ].map(answerOf);
    expect(answers[0]).toEqual({
      status: 202,
      type: 'application/json; charset=utf-8',
      body: '{"status":"CONFIRMATION_SENT"}',
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    // Nobody was booked by the submissions: only the booking made beforehand.
    expect(await liveBookings(scheduleId)).toEqual([{ userId: booked.id }]);
  });

  it('holds no place: an event of 1 place takes 5 submissions and still has its place', async () => {
    const scheduleId = await openEvent({ totalVacancies: 1 });
    const emails = Array.from({ length: 5 }, newEmail);
    for (const email of emails) {
      expect((await submit({ activityScheduleId: scheduleId, email })).statusCode).toBe(202);
    }
    expect(await occurrenceCounts(t.database.db, scheduleId, day)).toMatchObject({ booked: 0, live: 0 });
    // The first to confirm takes the place; the next is told there is none.
    const first = await confirm(await mailedToken(emails[3] as string));
    expect(first.statusCode, first.body).toBe(201);
    expectError(await confirm(await mailedToken(emails[0] as string)), 422, 'booking-no-vacancies-available');
    expect(await occurrenceCounts(t.database.db, scheduleId, day)).toMatchObject({ booked: 1, live: 1 });
    expect(await accountsWith(emails[0] as string)).toEqual([]);
  });

  it('mails the typed address a link to the confirmation page, in Portuguese, valid 24 hours', async () => {
    const scheduleId = await openEvent();
    const email = newEmail();
    const before = Date.now();
    expect((await submit({ activityScheduleId: scheduleId, email: email.toUpperCase() })).statusCode).toBe(
      202,
    );
    const mail = await lastMailTo(email);
    expect(mail.subject).toMatch(/^Confirme sua reserva: Atividade \d+$/);
    expect(mail.textBody).toContain(`no dia ${day.split('-').reverse().join('/')}, das 08:00 às 09:00`);
    expect(mail.textBody).toContain('A vaga só fica garantida depois que você confirmar a reserva.');
    expect(mail.textBody).not.toContain('Ana Souza');
    expect(mail.htmlBody).toContain('>Confirmar reserva</a>');
    const token = await mailedToken(email);
    expect(token).toMatch(/^[\w-]{43}$/);
    // Only the token's hash is kept.
    const [request] = await t.database.db
      .select()
      .from(bookingRequests)
      .where(eq(bookingRequests.email, email));
    expect(request?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(request?.tokenHash).not.toContain(token);
    const ttl = (request?.expiresAt.getTime() ?? 0) - before;
    expect(ttl).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(ttl).toBeLessThan(24 * 3600_000 + 60_000);
  });

  it('ends the link at the booking’s start when that comes sooner than 24 hours', async () => {
    const tomorrow = saoPauloDate(1);
    const scheduleId = await openEvent({ startTime: '00:00:00', endTime: '01:00:00' });
    const email = newEmail();
    expect((await submit({ activityScheduleId: scheduleId, email, bookedDate: tomorrow })).statusCode).toBe(
      202,
    );
    const [request] = await t.database.db
      .select({ expiresAt: bookingRequests.expiresAt })
      .from(bookingRequests)
      .where(eq(bookingRequests.email, email));
    expect(request?.expiresAt.toISOString()).toBe(new Date(`${tomorrow}T00:00:00-03:00`).toISOString());
  });
});

describe('POST /bookings/external-links: what depends on the event alone', () => {
  it('refuses events without link bookings, inactive or unknown, as not found', async () => {
    const { activityId } = await createBookableActivity(t.database.db, praia);
    const closed = await createSchedule(t.database.db, activityId);
    const inactive = await createSchedule(t.database.db, activityId, {
      allowLinkBookings: true,
      isActive: false,
    });
    for (const id of [closed, inactive, crypto.randomUUID()]) {
      expectError(await submit({ activityScheduleId: id, email: newEmail() }), 404, 'schedule-not-found');
    }
  });

  it('refuses a date or a time the event does not offer', async () => {
    const scheduleId = await openEvent({ daysOfWeek: [0] });
    const partial = await openEvent({
      allowPartialTimeBookings: true,
      startTime: '08:00:00',
      endTime: '12:00:00',
    });
    const past = await submit({
      activityScheduleId: partial,
      email: newEmail(),
      bookedDate: saoPauloDate(-1),
    });
    expectError(past, 422, 'past-start-time');
    const sunday = [1, 2, 3, 4, 5, 6, 7].map(saoPauloDate).find((date) => new Date(date).getUTCDay() === 0);
    const monday = [1, 2, 3, 4, 5, 6, 7].map(saoPauloDate).find((date) => new Date(date).getUTCDay() === 1);
    expect(
      (await submit({ activityScheduleId: scheduleId, email: newEmail(), bookedDate: sunday })).statusCode,
    ).toBe(202);
    expectError(
      await submit({ activityScheduleId: scheduleId, email: newEmail(), bookedDate: monday }),
      422,
      'schedule-finished',
    );
    expectError(
      await submit({ activityScheduleId: partial, email: newEmail(), startTime: '07:00', endTime: '09:00' }),
      422,
      'booking-time-range-invalid',
    );
  });

  it('validates the form with the spec’s messages', async () => {
    const response = await submit({
      activityScheduleId: await openEvent(),
      bookedDate: '',
      name: '',
      email: 'ana@',
      cpf: '123.456.789-00',
      startTime: '10:00',
      endTime: '09:00',
    });
    expectError(response, 400, 'validation-error');
    const fields = response.json<{ metaData: { fields: { path: string; message: string }[] } }>().metaData
      .fields;
    expect(Object.fromEntries(fields.map((field) => [field.path, field.message]))).toEqual({
      bookedDate: 'Requerido',
      name: 'Nome requerido',
      email: 'E-mail inválido',
      cpf: 'CPF inválido',
      endTime: 'Horário final deve ser maior que o inicial',
    });
  });
});

describe('POST /bookings/external-links/confirmations: who books', () => {
  it('registers an unknown visitor in APP_STORE_USER, out of the members list, and books them', async () => {
    const scheduleId = await openEvent();
    const email = newEmail();
    const cpf = generateCPF();
    const response = await submitAndConfirm({
      activityScheduleId: scheduleId,
      email,
      cpf: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
      phone: '+55 (11) 98765-4321',
      description: 'Primeira vez',
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<{ id: string }>();
    expect(answer).toEqual({
      id: expect.any(String),
      activityName: expect.stringMatching(/^Atividade \d+$/),
      modalityTitle: null,
      ventureName: 'Reserva Praia Clube',
      spotName: expect.stringMatching(/^Quadra \d+$/),
      spotAddress: null,
      bookedDate: day,
      startTime: '08:00:00',
      endTime: '09:00:00',
      items: [],
      extras: [],
      bookingPrice: 0,
      guestAdditionalPrice: 0,
      totalPrice: 0,
    });
    const [person] = await accountsWith(email);
    expect(person).toMatchObject({
      name: 'Ana Souza',
      cpf,
      phone: '+5511987654321',
      group: 'APP_STORE_USER',
    });
    const id = person?.id as string;
    expect(await bookingOf(answer.id)).toEqual({ userId: id, sellerId: null, paymentStatus: null });
    expect(await recordOf(id)).toMatchObject({ ventures: [praia], onboards: [praia] });
    expect((await lastMailTo(email)).subject).toMatch(/^Reserva confirmada: /);

    // Staff find the person on the booking and may open them; the members list leaves them out.
    const { admin } = await t.tokens({ admin: ['admin@reserva.dev', praia] });
    const members = await t.call(admin, 'GET', `/users?featureGroups=MEMBER,DEPENDANT,GUEST&email=${email}`);
    expect(members.statusCode, members.body).toBe(200);
    expect(members.json().total).toBe(0);
    const details = await t.call(admin, 'GET', `/v2/users/${id}`);
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().featureGroup.key).toBe('APP_STORE_USER');
    const list = await t.call(
      admin,
      'GET',
      `/bookings?userName=${encodeURIComponent('Ana Souza')}&bookedDate=${day}`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json<{ items: { id: string; user: { name: string; groupName: string } }[] }>().items;
    expect(rows.find((row) => row.id === answer.id)?.user).toMatchObject({
      name: 'Ana Souza',
      groupName: 'Usuário da loja de aplicativos',
    });
  });

  it('books the live account of the e-mail as it is, linking it to the venture of the event', async () => {
    const known = await knownPerson(serra);
    const before = await recordOf(known.id);
    const response = await submitAndConfirm({
      activityScheduleId: await openEvent(),
      email: known.email,
      name: 'Outro Nome',
      phone: '+55 (21) 91234-5678',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((await bookingOf(response.json().id))?.userId).toBe(known.id);
    const after = await recordOf(known.id);
    expect(after.row).toEqual(before.row);
    expect(after.ventures).toEqual([praia, serra].sort());
  });

  it('refuses a CPF of another account, a staff e-mail and a blocked person, booking no one', async () => {
    const scheduleId = await openEvent();
    const first = await knownPerson();
    const second = await knownPerson();
    const blocked = await knownPerson();
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.id));
    const people = await usersCount();
    const mixed = await submitAndConfirm({
      activityScheduleId: scheduleId,
      email: first.email,
      cpf: second.cpf,
    });
    expectError(mixed, 422, 'user-identity-mismatch');
    const unknownWithCpf = await submitAndConfirm({
      activityScheduleId: scheduleId,
      email: newEmail(),
      cpf: second.cpf,
    });
    expectError(unknownWithCpf, 422, 'user-identity-mismatch');
    const staff = await submitAndConfirm({ activityScheduleId: scheduleId, email: 'portaria@reserva.dev' });
    expectError(staff, 422, 'user-identity-mismatch');
    expectError(
      await submitAndConfirm({ activityScheduleId: scheduleId, email: blocked.email }),
      422,
      'user-blocked',
    );
    expect(await liveBookings(scheduleId)).toEqual([]);
    expect(await usersCount()).toBe(people);
  });

  it('registers one person when two links of the same new e-mail are confirmed at once', async () => {
    const email = newEmail();
    expect((await submit({ activityScheduleId: await openEvent(), email })).statusCode).toBe(202);
    const firstToken = await mailedToken(email);
    expect((await submit({ activityScheduleId: await openEvent(), email })).statusCode).toBe(202);
    const secondToken = await mailedToken(email);
    const [one, two] = await Promise.all([confirm(firstToken), confirm(secondToken)]);
    expect([one?.statusCode, two?.statusCode]).toEqual([201, 201]);
    expect(await accountsWith(email)).toHaveLength(1);
  });
});

describe('POST /bookings/external-links/confirmations: the link and the rules', () => {
  it('uses a link once, even when opened twice at the same time', async () => {
    const scheduleId = await openEvent();
    const email = newEmail();
    expect((await submit({ activityScheduleId: scheduleId, email })).statusCode).toBe(202);
    const token = await mailedToken(email);
    const answers = await Promise.all([confirm(token), confirm(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expectError(await confirm(token), 409, 'booking-request-already-confirmed');
    expect(await liveBookings(scheduleId)).toHaveLength(1);
  });

  it('refuses an expired link and an unknown token, booking no one', async () => {
    const scheduleId = await openEvent();
    const email = newEmail();
    expect((await submit({ activityScheduleId: scheduleId, email })).statusCode).toBe(202);
    await t.database.db
      .update(bookingRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookingRequests.email, email));
    expectError(await confirm(await mailedToken(email)), 422, 'booking-request-expired');
    expectError(await confirm('link-inventado'), 400, 'invalid-token');
    expect(await liveBookings(scheduleId)).toEqual([]);
    expect(await accountsWith(email)).toEqual([]);
  });

  it('drops what strangers typed into requests nobody confirmed a week after they expired, and only that', async () => {
    const scheduleId = await openEvent();
    const [old, recent, confirmed] = [newEmail(), newEmail(), newEmail()];
    for (const email of [old, recent]) {
      expect((await submit({ activityScheduleId: scheduleId, email })).statusCode).toBe(202);
    }
    expect((await submitAndConfirm({ activityScheduleId: scheduleId, email: confirmed })).statusCode).toBe(
      201,
    );
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    for (const [email, days] of [
      [old, 8],
      [recent, 6],
      [confirmed, 8],
    ] as const) {
      await t.database.db
        .update(bookingRequests)
        .set({ expiresAt: daysAgo(days) })
        .where(eq(bookingRequests.email, email));
    }
    // The hourly job's round (`expiredRequestsJob`).
    await dropExpiredRequests(t.database.db);
    const left = await t.database.db
      .select({ email: bookingRequests.email })
      .from(bookingRequests)
      .where(inArray(bookingRequests.email, [old, recent, confirmed]));
    expect(left.map((row) => row.email).sort()).toEqual([recent, confirmed].sort());
  });

  it('applies the rules of POST /bookings at the confirmation, the link staying usable after a refusal', async () => {
    const { activityId } = await createBookableActivity(t.database.db, praia);
    const morning = await createSchedule(t.database.db, activityId, { allowLinkBookings: true });
    const noon = await createSchedule(t.database.db, activityId, {
      allowLinkBookings: true,
      startTime: '12:00:00',
      endTime: '13:00:00',
    });
    const email = newEmail();
    expect((await submitAndConfirm({ activityScheduleId: morning, email })).statusCode).toBe(201);
    expectError(
      await submitAndConfirm({ activityScheduleId: morning, email }),
      409,
      'schedule-already-booked',
    );
    expect((await submit({ activityScheduleId: noon, email })).statusCode).toBe(202);
    const token = await mailedToken(email);
    expectError(await confirm(token), 409, 'spot-already-booked');
    expect((await confirm(token, '?isVerified=true')).statusCode).toBe(201);
  });

  it('refuses a link whose event stopped taking link bookings', async () => {
    const scheduleId = await openEvent();
    const email = newEmail();
    expect((await submit({ activityScheduleId: scheduleId, email })).statusCode).toBe(202);
    await t.database.db
      .update(activitySchedules)
      .set({ allowLinkBookings: false })
      .where(eq(activitySchedules.id, scheduleId));
    expectError(await confirm(await mailedToken(email)), 404, 'schedule-not-found');
  });

  it('books the chosen part of a partial-time event and a priced event, its payment waiting', async () => {
    const partial = await openEvent({
      allowPartialTimeBookings: true,
      startTime: '08:00:00',
      endTime: '12:00:00',
      bookingPrice: 4000,
    });
    const response = await submitAndConfirm({
      activityScheduleId: partial,
      email: newEmail(),
      startTime: '09:00',
      endTime: '10:30',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ startTime: '09:00:00', endTime: '10:30:00', totalPrice: 6000 });
    expect((await bookingOf(response.json().id))?.paymentStatus).toBe('WAITING');
  });
});

describe('POST /bookings/external-links/confirmations/preview: what the link books, before the click', () => {
  /** A priced partial-time event at an addressed spot, with an activity item and a required extra. */
  async function pricedEvent() {
    const db = t.database.db;
    const { spotId, activityId } = await createBookableActivity(db, praia, 'Píer');
    await db.update(spots).set({ address: 'Av. Beira-Mar, 1200, Santos/SP' }).where(eq(spots.id, spotId));
    const vest = await createActivityItem(db, activityId, 'Colete');
    const scheduleId = await createSchedule(db, activityId, {
      allowLinkBookings: true,
      allowPartialTimeBookings: true,
      startTime: '08:00:00',
      endTime: '12:00:00',
      bookingPrice: 4000,
    });
    await db.insert(scheduleItems).values([
      { scheduleId, name: 'Taxa de limpeza', price: 1500, isRequired: true },
      { scheduleId, name: 'Fotos', price: 3000, totalAmount: 10 },
    ]);
    return { activityId, scheduleId, vest };
  }

  it('answers the offer, date, times and prices without a sign-in, books nothing and quotes nothing typed', async () => {
    const { scheduleId, vest } = await pricedEvent();
    const email = newEmail();
    const submitted = await submit({
      activityScheduleId: scheduleId,
      email,
      name: 'Ana Souza',
      cpf: generateCPF(),
      phone: '+55 (11) 98765-4321',
      description: 'Recado para quem abrir',
      startTime: '09:00',
      endTime: '10:30',
      items: [vest],
    });
    expect(submitted.statusCode, submitted.body).toBe(202);
    const token = await mailedToken(email);
    const response = await preview(token);
    expect(response.statusCode, response.body).toBe(200);
    const summary = {
      activityName: expect.stringMatching(/^Atividade \d+$/),
      modalityTitle: null,
      ventureName: 'Reserva Praia Clube',
      spotName: expect.stringMatching(/^Píer \d+$/),
      spotAddress: 'Av. Beira-Mar, 1200, Santos/SP',
      bookedDate: day,
      startTime: '09:00:00',
      endTime: '10:30:00',
      items: ['Colete'],
      extras: [{ name: 'Taxa de limpeza', price: 1500 }],
      bookingPrice: 6000,
      totalPrice: 7500,
    };
    expect(response.json()).toEqual(summary);
    for (const typed of ['Ana Souza', 'Recado', '98765', email]) expect(response.body).not.toContain(typed);
    expect(await liveBookings(scheduleId)).toEqual([]);
    expect(await accountsWith(email)).toEqual([]);

    // The booking made at the confirmation is what the preview told, with its code.
    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json()).toEqual({ ...summary, id: expect.any(String), guestAdditionalPrice: 0 });
    expect((await bookingOf(confirmed.json().id))?.paymentStatus).toBe('WAITING');
  });

  it('refuses as the confirmation does: an unknown, a used or an expired link, a closed event', async () => {
    const { scheduleId } = await pricedEvent();
    const emails = [newEmail(), newEmail(), newEmail()];
    for (const email of emails) {
      const times = { startTime: '08:00', endTime: '09:00' };
      expect((await submit({ activityScheduleId: scheduleId, email, ...times })).statusCode).toBe(202);
    }
    const [used, expired, closed] = await Promise.all(emails.map(mailedToken));
    expectError(await preview('link-inventado'), 400, 'invalid-token');
    expect((await confirm(used as string)).statusCode).toBe(201);
    expectError(await preview(used as string), 409, 'booking-request-already-confirmed');
    await t.database.db
      .update(bookingRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookingRequests.email, emails[1] as string));
    expectError(await preview(expired as string), 422, 'booking-request-expired');
    await t.database.db
      .update(activitySchedules)
      .set({ allowLinkBookings: false })
      .where(eq(activitySchedules.id, scheduleId));
    expectError(await preview(closed as string), 404, 'schedule-not-found');
  });
});

describe('the venture’s booking horizon', () => {
  it('refuses a submission past it, and a confirmation it has since left behind', async () => {
    const db = t.database.db;
    const lake = await createVenture(db, `LAGO${++sent}`, generateCNPJ());
    const horizon = (days: number) =>
      db.update(ventures).set({ bookingHorizonDays: days }).where(eq(ventures.id, lake));
    await horizon(10);
    const scheduleId = await openEvent({}, lake);
    const late = await submit({
      activityScheduleId: scheduleId,
      email: newEmail(),
      bookedDate: saoPauloDate(11),
    });
    expectError(late, 400, 'validation-error');
    const lastOpen = saoPauloDate(10).split('-').reverse().join('/');
    expect(late.json().metaData.fields).toEqual([
      { in: 'body', path: 'bookedDate', message: `Reservas abertas até ${lastOpen}` },
    ]);
    const email = newEmail();
    expect(
      (await submit({ activityScheduleId: scheduleId, email, bookedDate: saoPauloDate(10) })).statusCode,
    ).toBe(202);
    await horizon(5);
    expectError(await confirm(await mailedToken(email)), 400, 'validation-error');
    expect(await liveBookings(scheduleId)).toEqual([]);
    await horizon(10);
    expect((await confirm(await mailedToken(email))).statusCode).toBe(201);
  });
});

describe('the public form’s rate limits', () => {
  const FIFTEEN_MINUTES = 15 * 60;

  it('takes 20 submissions per address in 15 minutes, whatever their answer', async () => {
    const address = newAddress();
    const scheduleId = crypto.randomUUID();
    const tally = await burst(24, FIFTEEN_MINUTES, () =>
      submit({ activityScheduleId: scheduleId, email: newEmail() }, address),
    );
    expect(tally).toEqual({ 404: 20, 429: 4 });
  });

  it('takes 5 submissions per e-mail in 15 minutes, from any address', async () => {
    const email = newEmail();
    const scheduleId = await openEvent();
    const tally = await burst(8, FIFTEEN_MINUTES, () => submit({ activityScheduleId: scheduleId, email }));
    expect(tally).toEqual({ 202: 5, 429: 3 });
  });

  it('takes 10 unknown tokens per address in 15 minutes, previews and confirmations together; a known one is not counted', async () => {
    const address = newAddress();
    const email = newEmail();
    expect((await submit({ activityScheduleId: await openEvent(), email })).statusCode).toBe(202);
    const token = await mailedToken(email);
    for (let i = 0; i < 3; i++) {
      expect((await preview(token, address)).statusCode).toBeLessThan(500);
      expect((await confirm(token, '', address)).statusCode).toBeLessThan(500);
    }
    const tally = await burst(12, FIFTEEN_MINUTES, (i) =>
      i % 2 === 0 ? confirm(`inventado-${i}`, '', address) : preview(`inventado-${i}`, address),
    );
    expect(tally).toEqual({ 400: 10, 429: 2 });
  });
});

async function activityOf(scheduleId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ activityId: activitySchedules.activityId })
    .from(activitySchedules)
    .where(eq(activitySchedules.id, scheduleId));
  return row?.activityId as string;
}
