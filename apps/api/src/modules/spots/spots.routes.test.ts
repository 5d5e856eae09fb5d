import type { SpotDetails, SpotListItem } from '@reserva/shared/spots/spots.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureGroupFeatures, featureGroups, features } from '../../db/schema/access';
import { activities } from '../../db/schema/activities';
import { bookings, cancellationHistories } from '../../db/schema/bookings';
import { modalities } from '../../db/schema/spots';
import {
  createActivity,
  createActivityBooking,
  createModality,
  createSpot,
  createVenture,
  ventureIdByRef,
} from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';

let t: TestApp;
let praia: string;
let serra: string;
/** A venture nobody but MASTER works in. */
let lonely: string;
let tokens: Record<'master' | 'admin' | 'concierge' | 'employee', string>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  praia = await ventureIdByRef(db, 'PRAIA');
  serra = await ventureIdByRef(db, 'SERRA');
  lonely = await createVenture(db, 'LAGO', '04252011000110');
  tokens = await t.tokens({
    master: ['master@reserva.dev', praia],
    admin: ['admin@reserva.dev', praia],
    concierge: 'portaria@reserva.dev',
    employee: 'funcionario@reserva.dev',
  });
});
afterAll(() => t.close());

const spotBody = (ventureId: string, extra: object = {}) => ({
  name: 'Quadra de areia',
  description: 'Perto do mar',
  isActive: true,
  isLivingArea: false,
  ventureId,
  ...extra,
});
const modalityBody = { title: 'Dupla', description: '', isActive: true, isExclusive: false };

/** A spot with an activity, an event and a live booking tomorrow (optionally of a modality). */
async function spotWithBooking(ventureId: string, dayOffset = 1) {
  const db = t.database.db;
  const spotId = await createSpot(db, ventureId, 'Quadra com reserva');
  const modalityId = await createModality(db, spotId);
  const activityId = await createActivity(db, spotId);
  const bookingId = await createActivityBooking(db, {
    ventureId,
    activityId,
    daysFromToday: dayOffset,
    schedule: { modalityId },
  });
  return { spotId, modalityId, activityId, bookingId };
}

async function cancellationReason(bookingId: string) {
  const [booking] = await t.database.db
    .select({ deletedAt: bookings.deletedAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const [history] = await t.database.db
    .select({ reason: cancellationHistories.reason })
    .from(cancellationHistories)
    .where(eq(cancellationHistories.bookingId, bookingId));
  return { cancelled: booking?.deletedAt !== null, reason: history?.reason };
}

/** Gives (or takes) one key to a demo group in this test's database. */
async function setGroupKey(groupKey: string, featureKey: string, on: boolean) {
  const db = t.database.db;
  const [group] = await db.select().from(featureGroups).where(eq(featureGroups.key, groupKey));
  const [feature] = await db.select().from(features).where(eq(features.key, featureKey));
  const link = { featureGroupId: group?.id as string, featureId: feature?.id as string };
  if (on) await db.insert(featureGroupFeatures).values(link).onConflictDoNothing();
  else
    await db
      .delete(featureGroupFeatures)
      .where(
        and(
          eq(featureGroupFeatures.featureGroupId, link.featureGroupId),
          eq(featureGroupFeatures.featureId, link.featureId),
        ),
      );
}

describe('spots list', () => {
  let praiaIds: string[];
  beforeAll(async () => {
    const db = t.database.db;
    praiaIds = [
      await createSpot(db, praia, 'alpha piscina'),
      await createSpot(db, praia, 'Beta quadra'),
      await createSpot(db, praia, 'Gama 100% sol'),
    ];
    await createSpot(db, serra, 'Trilha da serra');
    await t.call(
      tokens.master,
      'PUT',
      `/spots/${praiaIds[1]}`,
      spotBody(praia, { name: 'Beta quadra', isActive: false }),
    );
  });

  it('shows a non-MASTER the spots of the session’s venture only, with the venture, whatever ventureId says', async () => {
    const response = await t.call(tokens.admin, 'GET', `/spots?ventureId=${serra}&limit=100`);
    expect(response.statusCode).toBe(200);
    const items: SpotListItem[] = response.json().items;
    expect(items.every((spot) => spot.ventureId === praia && spot.venture.id === praia)).toBe(true);
    expect(items[0]?.venture.name).toBe('Reserva Praia Clube');
    expect(items.map((spot) => spot.name)).not.toContain('Trilha da serra');
  });

  it('shows a MASTER the session’s venture, or the one asked for', async () => {
    const own: SpotListItem[] = (await t.call(tokens.master, 'GET', '/spots?limit=100')).json().items;
    expect(new Set(own.map((spot) => spot.ventureId))).toEqual(new Set([praia]));
    const onlySerra: SpotListItem[] = (await t.call(tokens.master, 'GET', `/spots?ventureId=${serra}`)).json()
      .items;
    expect(onlySerra.every((spot) => spot.ventureId === serra)).toBe(true);
    expect(onlySerra.map((spot) => spot.name)).toContain('Trilha da serra');
  });

  it('filters by name literally and by isActive, sorts by name ignoring case, and pages', async () => {
    const byName = (await t.call(tokens.admin, 'GET', '/spots?name=100%25')).json();
    expect(byName.items.map((spot: SpotListItem) => spot.name)).toEqual(['Gama 100% sol']);
    const inactive: SpotListItem[] = (await t.call(tokens.admin, 'GET', '/spots?isActive=false')).json()
      .items;
    expect(inactive.map((spot) => spot.id)).toContain(praiaIds[1]);
    expect(inactive.every((spot) => !spot.isActive)).toBe(true);
    // Case does not decide the order: 'alpha' comes before 'Beta' (byte order would put it after).
    const names = async (query: string) =>
      (await t.call(tokens.admin, 'GET', `/spots?sort=name&order=ASC${query}`))
        .json()
        .items.map((spot: SpotListItem) => spot.name);
    const sorted: string[] = await names('&limit=100');
    expect(sorted.indexOf('alpha piscina')).toBeGreaterThanOrEqual(0);
    expect(sorted.indexOf('alpha piscina')).toBeLessThan(sorted.indexOf('Beta quadra'));
    expect(await names('&limit=2')).toEqual(sorted.slice(0, 2));
    expect(await names('&limit=2&page=2')).toEqual(sorted.slice(2, 4));
    const paged = (await t.call(tokens.admin, 'GET', '/spots?limit=2')).json();
    expect(paged.pages).toBe(Math.ceil(sorted.length / 2));
    const newest = (await t.call(tokens.admin, 'GET', '/spots')).json();
    expect(newest.items[0].createdAt >= newest.items[1].createdAt).toBe(true);
  });

  it('rejects unknown sort fields and bad filters', async () => {
    expectError(await t.call(tokens.admin, 'GET', '/spots?sort=password'), 400, 'validation-error');
    expectError(await t.call(tokens.admin, 'GET', '/spots?isActive=maybe'), 400, 'validation-error');
    expectError(await t.call(tokens.admin, 'GET', '/spots?limit=1000'), 400, 'validation-error');
  });
});

describe('spot details', () => {
  it('carries venture, live activities and live modalities', async () => {
    const db = t.database.db;
    const spotId = await createSpot(db, praia, 'Ginásio');
    const activityId = await createActivity(db, spotId, 'Vôlei');
    const gone = await createActivity(db, spotId, 'Basquete');
    await db.update(activities).set({ deletedAt: new Date() }).where(eq(activities.id, gone));
    const modalityId = await createModality(db, spotId, 'Individual');
    const response = await t.call(tokens.admin, 'GET', `/spots/${spotId}`);
    expect(response.statusCode).toBe(200);
    const spot: SpotDetails = response.json();
    expect(spot).toMatchObject({ name: 'Ginásio', venture: { id: praia, name: 'Reserva Praia Clube' } });
    expect(spot.activities).toEqual([
      { id: activityId, name: 'Vôlei', isActive: true, createdAt: expect.any(String) },
    ]);
    expect(spot.modalities).toEqual([
      { id: modalityId, title: 'Individual', description: null, isActive: true, isExclusive: false },
    ]);
  });

  it('answers spot-not-found outside the session’s venture, but not to a MASTER', async () => {
    const spotId = await createSpot(t.database.db, serra, 'Mirante');
    expectError(await t.call(tokens.admin, 'GET', `/spots/${spotId}`), 404, 'spot-not-found');
    expect((await t.call(tokens.master, 'GET', `/spots/${spotId}`)).statusCode).toBe(200);
    expectError(await t.call(tokens.admin, 'GET', '/spots/not-a-uuid'), 400, 'validation-error');
  });
});

describe('spot create and edit', () => {
  it('creates a spot, turning a blank description into null, with its address trimmed', async () => {
    const created = await t.call(
      tokens.admin,
      'POST',
      '/spots',
      spotBody(praia, { description: '  ', address: ' Av. Beira-Mar, 1200, Santos/SP ' }),
    );
    expect(created.statusCode).toBe(201);
    const spot: SpotDetails = (await t.call(tokens.admin, 'GET', `/spots/${created.json().id}`)).json();
    expect(spot).toMatchObject({
      name: 'Quadra de areia',
      description: null,
      address: 'Av. Beira-Mar, 1200, Santos/SP',
      isActive: true,
      isLivingArea: false,
    });
    const cleared = await t.call(tokens.admin, 'PUT', `/spots/${spot.id}`, spotBody(praia, { address: '' }));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await t.call(tokens.admin, 'GET', `/spots/${spot.id}`)).json().address).toBeNull();
    const long = await t.call(tokens.admin, 'POST', '/spots', spotBody(praia, { address: 'x'.repeat(301) }));
    expectError(long, 400, 'validation-error');
  });

  it('answers Requerido for each missing field and refuses unknown fields', async () => {
    const response = await t.call(tokens.admin, 'POST', '/spots', { name: ' ', description: null });
    expectError(response, 400, 'validation-error');
    const fields = response.json().metaData.fields as { path: string; message: string }[];
    for (const path of ['name', 'isActive', 'isLivingArea', 'ventureId']) {
      expect(fields).toContainEqual(expect.objectContaining({ path, message: 'Requerido' }));
    }
    expectError(
      await t.call(tokens.admin, 'POST', '/spots', spotBody(praia, { avatarPath: 'x' })),
      400,
      'validation-error',
    );
  });

  it('lets a non-MASTER create only in ventures linked to them', async () => {
    expect((await t.call(tokens.admin, 'POST', '/spots', spotBody(serra))).statusCode).toBe(201);
    expectError(await t.call(tokens.admin, 'POST', '/spots', spotBody(lonely)), 404, 'venture-not-found');
    expect((await t.call(tokens.master, 'POST', '/spots', spotBody(lonely))).statusCode).toBe(201);
    expectError(
      await t.call(tokens.master, 'POST', '/spots', spotBody('00000000-0000-4000-8000-000000000000')),
      404,
      'venture-not-found',
    );
  });

  it('edits a spot of the venture, and not one of another venture', async () => {
    const spotId = await createSpot(t.database.db, praia, 'Antigo nome');
    const edited = await t.call(
      tokens.admin,
      'PUT',
      `/spots/${spotId}`,
      spotBody(praia, { name: 'Novo nome', isLivingArea: true }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await t.call(tokens.admin, 'GET', `/spots/${spotId}`)).json()).toMatchObject({
      name: 'Novo nome',
      isLivingArea: true,
    });
    const elsewhere = await createSpot(t.database.db, serra);
    expectError(
      await t.call(tokens.admin, 'PUT', `/spots/${elsewhere}`, spotBody(serra)),
      404,
      'spot-not-found',
    );
  });

  it('moves a spot to another venture only while it has no activities, and only to a linked one', async () => {
    const db = t.database.db;
    const empty = await createSpot(db, praia, 'Sala vazia');
    expectError(
      await t.call(tokens.admin, 'PUT', `/spots/${empty}`, spotBody(lonely)),
      404,
      'venture-not-found',
    );
    expect((await t.call(tokens.admin, 'PUT', `/spots/${empty}`, spotBody(serra))).statusCode).toBe(200);
    const busy = await createSpot(db, praia, 'Sala com aula');
    await createActivity(db, busy, 'Yoga');
    expectError(
      await t.call(tokens.admin, 'PUT', `/spots/${busy}`, spotBody(serra)),
      409,
      'spot-has-activities',
    );
  });
});

describe('spot delete', () => {
  it('asks to confirm pending bookings, then cancels them and deletes the spot with its activities', async () => {
    const { spotId, activityId, modalityId, bookingId } = await spotWithBooking(praia);
    const unverified = await t.call(tokens.admin, 'DELETE', `/spots/${spotId}`);
    expectError(unverified, 409, 'has-bookings-pending');
    expect(unverified.json().metaData).toEqual({ count: 1 });
    expect((await cancellationReason(bookingId)).cancelled).toBe(false);

    expect((await t.call(tokens.admin, 'DELETE', `/spots/${spotId}?isVerified=true`)).statusCode).toBe(204);
    expect(await cancellationReason(bookingId)).toEqual({ cancelled: true, reason: 'Local excluído' });
    const db = t.database.db;
    const [activity] = await db.select().from(activities).where(eq(activities.id, activityId));
    const [modality] = await db.select().from(modalities).where(eq(modalities.id, modalityId));
    expect(activity?.deletedAt).not.toBeNull();
    expect(modality?.deletedAt).not.toBeNull();
    expectError(await t.call(tokens.admin, 'GET', `/spots/${spotId}`), 404, 'spot-not-found');
    expectError(await t.call(tokens.admin, 'DELETE', `/spots/${spotId}`), 404, 'spot-not-found');
  });

  it('deletes at once when only past bookings use it, and keeps to the venture', async () => {
    const { spotId, bookingId } = await spotWithBooking(praia, -2);
    expect((await t.call(tokens.admin, 'DELETE', `/spots/${spotId}`)).statusCode).toBe(204);
    expect((await cancellationReason(bookingId)).cancelled).toBe(false);
    const elsewhere = await createSpot(t.database.db, serra);
    expectError(await t.call(tokens.admin, 'DELETE', `/spots/${elsewhere}`), 404, 'spot-not-found');
  });
});

describe('modalities', () => {
  it('creates, edits and lists modalities of a spot of the venture', async () => {
    const spotId = await createSpot(t.database.db, praia, 'Lagoa');
    const created = await t.call(tokens.admin, 'POST', `/spots/${spotId}/modalities`, modalityBody);
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const edited = await t.call(tokens.admin, 'PUT', `/spots/modalities/${id}`, {
      ...modalityBody,
      isExclusive: true,
    });
    expect(edited.statusCode).toBe(200);
    expect((await t.call(tokens.admin, 'GET', `/spots/${spotId}`)).json().modalities).toEqual([
      { id, title: 'Dupla', description: null, isActive: true, isExclusive: true },
    ]);
  });

  it('answers Requerido and keeps to the venture', async () => {
    const spotId = await createSpot(t.database.db, praia);
    const response = await t.call(tokens.admin, 'POST', `/spots/${spotId}/modalities`, { title: '' });
    expectError(response, 400, 'validation-error');
    const fields = response.json().metaData.fields as { path: string; message: string }[];
    for (const path of ['title', 'isActive', 'isExclusive']) {
      expect(fields).toContainEqual(expect.objectContaining({ path, message: 'Requerido' }));
    }
    const elsewhere = await createSpot(t.database.db, serra);
    const foreign = await createModality(t.database.db, elsewhere);
    expectError(
      await t.call(tokens.admin, 'POST', `/spots/${elsewhere}/modalities`, modalityBody),
      404,
      'spot-not-found',
    );
    expectError(
      await t.call(tokens.admin, 'PUT', `/spots/modalities/${foreign}`, modalityBody),
      404,
      'modality-not-found',
    );
    expectError(
      await t.call(tokens.admin, 'DELETE', `/spots/modalities/${foreign}`),
      404,
      'modality-not-found',
    );
    expect(
      (await t.call(tokens.master, 'PUT', `/spots/modalities/${foreign}`, modalityBody)).statusCode,
    ).toBe(200);
  });

  it('asks to confirm an edit while bookings are pending, and keeps the bookings', async () => {
    const { modalityId, bookingId } = await spotWithBooking(praia);
    expectError(
      await t.call(tokens.admin, 'PUT', `/spots/modalities/${modalityId}`, modalityBody),
      409,
      'has-bookings-pending',
    );
    const verified = await t.call(
      tokens.admin,
      'PUT',
      `/spots/modalities/${modalityId}?isVerified=true`,
      modalityBody,
    );
    expect(verified.statusCode).toBe(200);
    expect((await cancellationReason(bookingId)).cancelled).toBe(false);
  });

  it('asks to confirm a delete while bookings are pending, then cancels them', async () => {
    const { spotId, modalityId, bookingId } = await spotWithBooking(praia);
    expectError(
      await t.call(tokens.admin, 'DELETE', `/spots/modalities/${modalityId}`),
      409,
      'has-bookings-pending',
    );
    expect(
      (await t.call(tokens.admin, 'DELETE', `/spots/modalities/${modalityId}?isVerified=true`)).statusCode,
    ).toBe(204);
    expect(await cancellationReason(bookingId)).toEqual({ cancelled: true, reason: 'Modalidade excluída' });
    expect((await t.call(tokens.admin, 'GET', `/spots/${spotId}`)).json().modalities).toEqual([]);
    expectError(
      await t.call(tokens.admin, 'DELETE', `/spots/modalities/${modalityId}`),
      404,
      'modality-not-found',
    );
  });
});

describe('spot keys', () => {
  it('lets the concierge read but not create, edit or delete', async () => {
    const spotId = await createSpot(t.database.db, praia);
    const modalityId = await createModality(t.database.db, spotId);
    expect((await t.call(tokens.concierge, 'GET', '/spots')).statusCode).toBe(200);
    expect((await t.call(tokens.concierge, 'GET', `/spots/${spotId}`)).statusCode).toBe(200);
    const refused = [
      await t.call(tokens.concierge, 'POST', '/spots', spotBody(praia)),
      await t.call(tokens.concierge, 'PUT', `/spots/${spotId}`, spotBody(praia)),
      await t.call(tokens.concierge, 'DELETE', `/spots/${spotId}`),
      await t.call(tokens.concierge, 'POST', `/spots/${spotId}/modalities`, modalityBody),
      await t.call(tokens.concierge, 'PUT', `/spots/modalities/${modalityId}`, modalityBody),
      await t.call(tokens.concierge, 'DELETE', `/spots/modalities/${modalityId}`),
    ];
    for (const response of refused) expectError(response, 403, 'insufficient-privilege');
  });

  it('needs the write key to create and the delete key to delete, and the read key to list', async () => {
    const spotId = await createSpot(t.database.db, praia);
    const modalityId = await createModality(t.database.db, spotId);
    await setGroupKey('EMPLOYEE', 'SPOT_WRITE_ACCESS', true);
    expect((await t.call(tokens.employee, 'POST', '/spots', spotBody(praia))).statusCode).toBe(201);
    expectError(await t.call(tokens.employee, 'DELETE', `/spots/${spotId}`), 403, 'insufficient-privilege');
    expectError(
      await t.call(tokens.employee, 'DELETE', `/spots/modalities/${modalityId}`),
      403,
      'insufficient-privilege',
    );
    await setGroupKey('EMPLOYEE', 'SPOT_DELETE_ACCESS', true);
    expect((await t.call(tokens.employee, 'DELETE', `/spots/modalities/${modalityId}`)).statusCode).toBe(204);
    expect((await t.call(tokens.employee, 'DELETE', `/spots/${spotId}`)).statusCode).toBe(204);
    await setGroupKey('EMPLOYEE', 'SPOT_READ_ACCESS', false);
    expectError(await t.call(tokens.employee, 'GET', '/spots'), 403, 'insufficient-privilege');
    expectError(await t.call(tokens.employee, 'GET', `/spots/${spotId}`), 403, 'insufficient-privilege');
    for (const key of ['SPOT_WRITE_ACCESS', 'SPOT_DELETE_ACCESS']) await setGroupKey('EMPLOYEE', key, false);
    await setGroupKey('EMPLOYEE', 'SPOT_READ_ACCESS', true);
  });
});
