import { generateCPF } from '@brazilian-utils/brazilian-utils';
import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureGroups } from '../../db/schema/access';
import { bookings, payments } from '../../db/schema/bookings';
import { onboards } from '../../db/schema/categories';
import { mailOutbox } from '../../db/schema/mail';
import { users, userVentures } from '../../db/schema/users';
import { createSchedule, saoPauloDate, ventureIdByRef } from '../../test/fixtures';
import { burst, createTestApp, expectError, type TestApp } from '../../test/test-app';
import { createBookableActivity, createPersonIn } from './bookings.fixtures';

// POST /bookings/external-links: the public form books without a sign-in, through the rules of
// POST /bookings, and never tells whether an e-mail or a CPF is registered (docs/decisions.md).

let t: TestApp;
let praia: string;
let serra: string;
const day = saoPauloDate(3);

beforeAll(async () => {
  t = await createTestApp();
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  serra = await ventureIdByRef(t.database.db, 'SERRA');
}, 180_000);
afterAll(() => t.close());

// Each call comes from its own address unless told, so the per-address limit meets only its own test.
let sent = 0;
const newAddress = () => `10.2.${Math.floor(++sent / 250)}.${sent % 250}`;
const newEmail = () => `visitante${++sent}-${Date.now()}@teste.dev`;

const post = (body: Record<string, unknown>, query = '', remoteAddress = newAddress()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/external-links${query}`,
    payload: { bookedDate: day, name: 'Ana Souza', ...body },
    remoteAddress,
  });

/** A new open event (every day, 08:00-09:00) of a new activity in the venture. */
async function openEvent(values: Parameters<typeof createSchedule>[2] = {}, ventureId = praia) {
  const { activityId } = await createBookableActivity(t.database.db, ventureId);
  return createSchedule(t.database.db, activityId, { allowLinkBookings: true, ...values });
}

const accountsWith = (email: string) =>
  t.database.db
    .select({ id: users.id, name: users.name, cpf: users.cpf, phone: users.phone, group: featureGroups.key })
    .from(users)
    .innerJoin(featureGroups, eq(featureGroups.id, users.featureGroupId))
    .where(and(eq(users.email, email), isNull(users.deletedAt)));

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

/** The answer without the booking's id: what a visitor can compare between two answers. */
const shapeOf = (response: LightMyRequestResponse) => {
  const body = response.json<Record<string, unknown>>();
  const metaData = body.metaData as Record<string, unknown> | undefined;
  return {
    status: response.statusCode,
    keys: Object.keys(body).sort(),
    message: body.message,
    metaData: metaData && Object.keys(metaData),
  };
};

/** A person with everything a payment needs, and a CPF with valid check digits. */
async function completePerson(ventureId = praia): Promise<{ id: string; email: string; cpf: string }> {
  const id = await createPersonIn(t.database.db, ventureId, { complete: true });
  const cpf = generateCPF();
  const [row] = await t.database.db
    .update(users)
    .set({ cpf })
    .where(eq(users.id, id))
    .returning({ email: users.email });
  return { id, email: row?.email as string, cpf };
}

async function emailOf(userId: string): Promise<string> {
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email as string;
}

describe('POST /bookings/external-links: who books', () => {
  it('registers an unknown visitor as a MEMBER of the event’s venture and books without a seller', async () => {
    const scheduleId = await openEvent();
    const email = newEmail();
    const cpf = generateCPF();
    const response = await post({
      activityScheduleId: scheduleId,
      email: email.toUpperCase(),
      cpf: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
      phone: '+55 (11) 98765-4321',
      description: 'Primeira vez',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(Object.keys(response.json())).toEqual(['id']);
    const [person] = await accountsWith(email);
    expect(person).toMatchObject({ name: 'Ana Souza', cpf, phone: '+5511987654321', group: 'MEMBER' });
    const id = person?.id as string;
    expect(await bookingOf(response.json().id)).toEqual({ userId: id, sellerId: null, paymentStatus: null });
    const ventures = await t.database.db
      .select({ id: userVentures.ventureId })
      .from(userVentures)
      .where(eq(userVentures.userId, id));
    expect(ventures).toEqual([{ id: praia }]);
    const onboard = await t.database.db.select().from(onboards).where(eq(onboards.userId, id));
    expect(onboard.map((row) => row.ventureId)).toEqual([praia]);
    // The e-mail's owner is told of the booking.
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Reserva confirmada: /)]);
  });

  it('books a known person found by e-mail or by CPF, alike to an unknown one, without changing the record', async () => {
    const { id: known, email, cpf } = await completePerson();
    const [record] = await accountsWith(email);
    const byEmail = await post({ activityScheduleId: await openEvent(), email, name: 'Outro Nome' });
    const byCpf = await post({ activityScheduleId: await openEvent(), email: newEmail(), cpf });
    const unknown = await post({
      activityScheduleId: await openEvent(),
      email: newEmail(),
      cpf: generateCPF(),
    });
    for (const response of [byEmail, byCpf]) {
      expect(shapeOf(response)).toEqual(shapeOf(unknown));
      expect((await bookingOf(response.json().id))?.userId).toBe(known);
    }
    expect(await accountsWith(email)).toEqual([record]);
  });

  it('books a person of another venture in the event’s venture, linking them to it', async () => {
    const known = await createPersonIn(t.database.db, serra);
    const response = await post({ activityScheduleId: await openEvent(), email: await emailOf(known) });
    expect(response.statusCode, response.body).toBe(201);
    const linked = await t.database.db
      .select({ id: userVentures.ventureId })
      .from(userVentures)
      .where(eq(userVentures.userId, known));
    expect(linked.map((row) => row.id).sort()).toEqual([praia, serra].sort());
  });

  it('books no one when the e-mail and the CPF are two people’s, or a staff user’s', async () => {
    const scheduleId = await openEvent();
    const first = await completePerson();
    const second = await completePerson();
    const mixed = await post({ activityScheduleId: scheduleId, email: first.email, cpf: second.cpf });
    expectError(mixed, 422, 'user-identity-mismatch');
    expectError(
      await post({ activityScheduleId: scheduleId, email: 'portaria@reserva.dev' }),
      422,
      'user-identity-mismatch',
    );
    expect(await liveBookings(scheduleId)).toEqual([]);
  });

  it('registers one person when two forms name the same new e-mail at once', async () => {
    const email = newEmail();
    const [one, two] = await Promise.all([
      post({ activityScheduleId: await openEvent(), email }),
      post({ activityScheduleId: await openEvent(), email }),
    ]);
    expect([one?.statusCode, two?.statusCode]).toEqual([201, 201]);
    expect(await accountsWith(email)).toHaveLength(1);
  });
});

describe('POST /bookings/external-links: the rules of a booking', () => {
  it('refuses events without link bookings, inactive or unknown, as not found', async () => {
    const { activityId } = await createBookableActivity(t.database.db, praia);
    const closed = await createSchedule(t.database.db, activityId);
    const inactive = await createSchedule(t.database.db, activityId, {
      allowLinkBookings: true,
      isActive: false,
    });
    for (const id of [closed, inactive, crypto.randomUUID()]) {
      expectError(await post({ activityScheduleId: id, email: newEmail() }), 404, 'schedule-not-found');
    }
    expect(await liveBookings(closed)).toEqual([]);
  });

  it('answers a priced booking with wallet-not-found, the booking made and its payment waiting', async () => {
    const scheduleId = await openEvent({ bookingPrice: 4500 });
    const known = await post({ activityScheduleId: scheduleId, email: (await completePerson()).email });
    const unknown = await post({ activityScheduleId: scheduleId, email: newEmail() });
    for (const response of [known, unknown]) {
      expectError(response, 422, 'wallet-not-found');
      const id = response.json<{ metaData: { id: string } }>().metaData.id;
      expect((await bookingOf(id))?.paymentStatus).toBe('WAITING');
    }
    // A person whose record lacks what a payment needs answers alike to a complete one.
    expect(shapeOf(unknown)).toEqual(shapeOf(known));
  });

  it('applies the checks of POST /bookings and keeps nothing of a refused form', async () => {
    const full = await openEvent({ totalVacancies: 1 });
    expect((await post({ activityScheduleId: full, email: newEmail() })).statusCode).toBe(201);
    const email = newEmail();
    expectError(await post({ activityScheduleId: full, email }), 422, 'booking-no-vacancies-available');
    // The refused visitor was not registered.
    expect(await accountsWith(email)).toEqual([]);

    const scheduleId = await openEvent();
    expect((await post({ activityScheduleId: scheduleId, email })).statusCode).toBe(201);
    expectError(await post({ activityScheduleId: scheduleId, email }), 409, 'schedule-already-booked');
    expectError(
      await post({ activityScheduleId: scheduleId, email: newEmail(), bookedDate: saoPauloDate(-1) }),
      422,
      'past-start-time',
    );
  });

  it('asks before a second booking at the spot that day, and books it with isVerified', async () => {
    const { activityId } = await createBookableActivity(t.database.db, praia);
    const morning = await createSchedule(t.database.db, activityId, { allowLinkBookings: true });
    const noon = await createSchedule(t.database.db, activityId, {
      allowLinkBookings: true,
      startTime: '12:00:00',
      endTime: '13:00:00',
    });
    const email = newEmail();
    expect((await post({ activityScheduleId: morning, email })).statusCode).toBe(201);
    expectError(await post({ activityScheduleId: noon, email }), 409, 'spot-already-booked');
    expect((await post({ activityScheduleId: noon, email }, '?isVerified=true')).statusCode).toBe(201);
  });

  it('books the chosen part of a partial-time event, inside the event’s time', async () => {
    const scheduleId = await openEvent({
      allowPartialTimeBookings: true,
      startTime: '08:00:00',
      endTime: '12:00:00',
    });
    expectError(
      await post({ activityScheduleId: scheduleId, email: newEmail(), startTime: '07:00', endTime: '09:00' }),
      422,
      'booking-time-range-invalid',
    );
    const response = await post({
      activityScheduleId: scheduleId,
      email: newEmail(),
      startTime: '09:00',
      endTime: '10:30',
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('validates the form with the spec’s messages', async () => {
    const response = await post({
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

describe('POST /bookings/external-links: rate limit', () => {
  const FIFTEEN_MINUTES = 15 * 60;

  it('takes 20 forms per address in 15 minutes, booked or not', async () => {
    const address = newAddress();
    const scheduleId = crypto.randomUUID();
    const tally = await burst(24, FIFTEEN_MINUTES, () =>
      post({ activityScheduleId: scheduleId, email: newEmail() }, '', address),
    );
    expect(tally).toEqual({ 404: 20, 429: 4 });
  });

  it('takes 5 forms per e-mail in 15 minutes, from any address', async () => {
    const email = newEmail();
    const scheduleId = crypto.randomUUID();
    const tally = await burst(8, FIFTEEN_MINUTES, () => post({ activityScheduleId: scheduleId, email }));
    expect(tally).toEqual({ 404: 5, 429: 3 });
  });
});
