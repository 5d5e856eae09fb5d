import type { VentureDetails, VentureListItem } from '@reserva/shared/ventures/ventures.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/activities';
import { spots } from '../../db/schema/spots';
import { ventures } from '../../db/schema/ventures';
import { createActivity, createSpot, ventureIdByRef } from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import { createStaffGroup } from '../feature-groups/feature-groups.fixtures';

let t: TestApp;
let master: string;
let praia: string;
let serra: string;
beforeAll(async () => {
  t = await createTestApp();
  master = (await t.signIn('master@reserva.dev')).token;
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  serra = await ventureIdByRef(t.database.db, 'SERRA');
});
afterAll(() => t.close());

// Valid CNPJs (check digits computed), none of them the demo ventures'.
const CNPJS = ['11444777000161', '04252011000110', '33000167000101', '60701190000104', '00000000000191'];
let nextCnpj = 0;
const venture = (overrides: Record<string, unknown> = {}) => ({
  name: 'Reserva Lago',
  ref: `lago${nextCnpj}`,
  email: 'lago@reserva.dev',
  phone: '+55 (11) 98765-4321',
  cnpj: CNPJS[nextCnpj++ % CNPJS.length],
  appstoreId: null,
  playstoreId: '',
  bio: 'Às margens do lago',
  useLinearOnboardFlow: false,
  ...overrides,
});

const list = (token: string, query = '') => t.call(token, 'GET', `/ventures${query}`);
const names = (response: { json: () => { items: VentureListItem[] } }) =>
  response.json().items.map((item) => item.name);

async function createVenture(token: string, overrides: Record<string, unknown> = {}) {
  const response = await t.call(token, 'POST', '/ventures', venture(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<VentureListItem>();
}

async function deleteVenture(id: string) {
  await t.database.db.update(ventures).set({ deletedAt: new Date() }).where(eq(ventures.id, id));
}

describe('ventures: create, read, update, delete', () => {
  it('creates a venture with the ref uppercased and the CNPJ and phone normalised, and reads it back', async () => {
    const created = await createVenture(master, { ref: ' praia-norte ', cnpj: '11.444.777/0001-61' });
    expect(created).toMatchObject({
      ref: 'PRAIA-NORTE',
      cnpj: '11444777000161',
      phone: '+5511987654321',
      playstoreId: null,
      avatarUrl: null,
    });
    const details = await t.call(master, 'GET', `/ventures/${created.id}`);
    expect(details.json()).toMatchObject({
      id: created.id,
      bio: 'Às margens do lago',
      spots: [],
      userCategories: [],
      experienceLevels: [],
    });
    await deleteVenture(created.id);
  });

  it('answers the spec messages for invalid input and rejects unknown fields', async () => {
    const response = await t.call(
      master,
      'POST',
      '/ventures',
      venture({ name: '', cnpj: '11.444.777/0001-62' }),
    );
    expectError(response, 400, 'validation-error');
    const fields = response.json().metaData.fields.map((field: { path: string; message: string }) => field);
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'name', message: 'Nome requerido' }),
        expect.objectContaining({ path: 'cnpj', message: 'CNPJ inválido' }),
      ]),
    );
    expectError(
      await t.call(master, 'POST', '/ventures', venture({ ownerId: praia })),
      400,
      'validation-error',
    );
    expectError(await t.call(master, 'GET', '/ventures/not-a-uuid'), 400, 'validation-error');
    // A NUL character cannot be stored: bad input, never a 500.
    expectError(
      await t.call(master, 'POST', '/ventures', venture({ bio: 'a\u0000b' })),
      400,
      'validation-error',
    );
    expectError(await list(master, '?name=a%00b'), 400, 'validation-error');
  });

  it('refuses a ref or CNPJ of a live venture, and allows them again once it is deleted', async () => {
    const first = await createVenture(master, { ref: 'UNICO' });
    expectError(
      await t.call(master, 'POST', '/ventures', venture({ ref: 'unico' })),
      409,
      'venture-ref-already-in-use',
    );
    expectError(
      await t.call(master, 'POST', '/ventures', venture({ cnpj: first.cnpj })),
      409,
      'cnpj-already-in-use',
    );
    // The demo venture's CNPJ, on an edit.
    expectError(
      await t.call(master, 'PUT', `/ventures/${first.id}`, venture({ ref: 'UNICO', cnpj: '11222333000181' })),
      409,
      'cnpj-already-in-use',
    );
    expectError(
      await t.call(master, 'PUT', `/ventures/${first.id}`, venture({ ref: 'PRAIA' })),
      409,
      'venture-ref-already-in-use',
    );
    // Its own ref and CNPJ are no conflict.
    const kept = await t.call(
      master,
      'PUT',
      `/ventures/${first.id}`,
      venture({ ref: 'UNICO', cnpj: first.cnpj }),
    );
    expect(kept.statusCode, kept.body).toBe(200);

    expect((await t.call(master, 'DELETE', `/ventures/${first.id}`)).statusCode).toBe(204);
    const again = await createVenture(master, { ref: 'UNICO', cnpj: first.cnpj });
    await deleteVenture(again.id);
  });

  it('keeps one live venture per ref when two requests race', async () => {
    const [a, b] = await Promise.all([
      t.call(master, 'POST', '/ventures', venture({ ref: 'CORRIDA' })),
      t.call(master, 'POST', '/ventures', venture({ ref: 'CORRIDA' })),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([201, 409]);
    const loser = a?.statusCode === 409 ? a : b;
    expect(loser?.json().message).toBe('venture-ref-already-in-use');
    const winner = a?.statusCode === 201 ? a : b;
    await deleteVenture(winner?.json().id);
  });

  it('updates every field and deletes softly', async () => {
    const created = await createVenture(master);
    const updated = await t.call(
      master,
      'PUT',
      `/ventures/${created.id}`,
      venture({
        name: 'Reserva Lago Azul',
        ref: 'azul',
        cnpj: created.cnpj,
        phone: null,
        useLinearOnboardFlow: true,
        autoConvertQueue: true,
        gateAutoCheckin: true,
      }),
    );
    expect(updated.json()).toMatchObject({
      name: 'Reserva Lago Azul',
      ref: 'AZUL',
      phone: null,
      useLinearOnboardFlow: true,
      autoConvertQueue: true,
      gateAutoCheckin: true,
    });
    // A client that does not send the setting (the documents' body) leaves it as it is.
    const again = await t.call(
      master,
      'PUT',
      `/ventures/${created.id}`,
      venture({ ref: 'azul', cnpj: created.cnpj }),
    );
    expect(again.json()).toMatchObject({ autoConvertQueue: true, gateAutoCheckin: true });
    // The no-show penalty: all three numbers or none; left out, it stays.
    const penalty = { noShowPenaltyCount: 3, noShowPenaltyDays: 30, noShowSuspensionDays: 15 };
    const penalized = await t.call(master, 'PUT', `/ventures/${created.id}`, {
      ...venture({ ref: 'azul', cnpj: created.cnpj }),
      ...penalty,
    });
    expect(penalized.json()).toMatchObject(penalty);
    const half = await t.call(master, 'PUT', `/ventures/${created.id}`, {
      ...venture({ ref: 'azul', cnpj: created.cnpj }),
      noShowPenaltyCount: 2,
    });
    expectError(half, 400, 'validation-error');
    expect(
      half
        .json()
        .metaData.fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['noShowPenaltyDays', 'noShowSuspensionDays']);
    const kept = await t.call(master, 'GET', `/ventures/${created.id}`);
    expect(kept.json()).toMatchObject(penalty);
    const off = await t.call(master, 'PUT', `/ventures/${created.id}`, {
      ...venture({ ref: 'azul', cnpj: created.cnpj }),
      noShowPenaltyCount: null,
      noShowPenaltyDays: null,
      noShowSuspensionDays: null,
    });
    expect(off.json()).toMatchObject({ noShowPenaltyCount: null, noShowSuspensionDays: null });
    expect((await t.call(master, 'DELETE', `/ventures/${created.id}`)).statusCode).toBe(204);
    expectError(await t.call(master, 'GET', `/ventures/${created.id}`), 404, 'venture-not-found');
    expectError(await t.call(master, 'PUT', `/ventures/${created.id}`, venture()), 404, 'venture-not-found');
    expectError(await t.call(master, 'DELETE', `/ventures/${created.id}`), 404, 'venture-not-found');
    const [row] = await t.database.db.select().from(ventures).where(eq(ventures.id, created.id));
    expect(row?.deletedAt).not.toBeNull();
  });

  it('keeps a booking horizon: 60 days by default, set and read back, left as it is when not sent, 1 to 730', async () => {
    const created = await createVenture(master);
    expect(created).toMatchObject({ bookingHorizonDays: 60 });
    const put = (body: Record<string, unknown>) =>
      t.call(master, 'PUT', `/ventures/${created.id}`, { ...venture({ cnpj: created.cnpj }), ...body });
    expect((await put({ bookingHorizonDays: 730 })).json()).toMatchObject({ bookingHorizonDays: 730 });
    expect((await t.call(master, 'GET', `/ventures/${created.id}`)).json()).toMatchObject({
      bookingHorizonDays: 730,
    });
    // A client that does not send it (the documents' body) leaves it as it is.
    expect((await put({})).json()).toMatchObject({ bookingHorizonDays: 730 });
    for (const [days, message] of [
      [0, 'Valores maiores que zero'],
      [731, 'Máximo 730 dias (2 anos)'],
      [1.5, 'Valores inteiros'],
      [null, 'Requerido'],
    ] as const) {
      const refused = await put({ bookingHorizonDays: days });
      expectError(refused, 400, 'validation-error');
      expect(refused.json().metaData.fields).toEqual([{ in: 'body', path: 'bookingHorizonDays', message }]);
    }
    const made = await t.call(master, 'POST', '/ventures', venture({ bookingHorizonDays: 1 }));
    expect(made.json()).toMatchObject({ bookingHorizonDays: 1 });
    expect((await t.call(master, 'GET', `/ventures/${created.id}`)).json().bookingHorizonDays).toBe(730);
    await deleteVenture(created.id);
    await deleteVenture(made.json().id);
  });

  it('refuses to delete the venture the session works in', async () => {
    expectError(await t.call(master, 'DELETE', `/ventures/${praia}`), 422, 'venture-in-use');
  });

  it('lists the venture’s live spots on its details', async () => {
    const created = await createVenture(master);
    const spotId = await createSpot(t.database.db, created.id, 'Píer');
    const details = (await t.call(master, 'GET', `/ventures/${created.id}`)).json<VentureDetails>();
    expect(details.spots).toEqual([
      expect.objectContaining({
        id: spotId,
        name: 'Píer',
        isActive: true,
        isLivingArea: false,
        avatarUrl: null,
      }),
    ]);
    await deleteVenture(created.id);
  });

  it('counts what a delete takes with the venture: categories, levels, live spots and their live activities', async () => {
    const created = await createVenture(master);
    const db = t.database.db;
    const dependents = () => t.call(master, 'GET', `/ventures/${created.id}/dependents`);
    expect((await dependents()).json()).toEqual({
      userCategories: 0,
      experienceLevels: 0,
      spots: 0,
      activities: 0,
    });

    for (const title of ['Sócio', 'Convidado']) {
      const category = await t.call(master, 'POST', '/user-categories', { ventureId: created.id, title });
      expect(category.statusCode, category.body).toBe(201);
    }
    const level = await t.call(master, 'POST', `/ventures/${created.id}/experience-levels`, {
      title: 'Iniciante',
      level: 1,
      minAllowedBookingExperience: 0,
      maxAllowedBookingExperience: 1,
    });
    expect(level.statusCode, level.body).toBe(201);
    const pier = await createSpot(db, created.id, 'Píer');
    const closed = await createSpot(db, created.id, 'Quadra antiga');
    await createActivity(db, pier, 'Caiaque');
    await createActivity(db, pier, 'Stand up');
    const gone = await createActivity(db, pier, 'Vela');
    await createActivity(db, closed, 'Tênis');
    await db.update(activities).set({ deletedAt: new Date() }).where(eq(activities.id, gone));
    await db.update(spots).set({ deletedAt: new Date() }).where(eq(spots.id, closed));
    // Another venture's records are not counted.
    await createActivity(db, await createSpot(db, praia, 'Outro'), 'Surfe');

    const answer = await dependents();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ userCategories: 2, experienceLevels: 1, spots: 1, activities: 2 });
    await deleteVenture(created.id);
    expectError(await dependents(), 404, 'venture-not-found');
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(docs.paths['/api/ventures/{id}/dependents'].get.tags).toEqual(['ventures']);
  });
});

describe('ventures list', () => {
  it('lists newest first by default, 20 a page, with items, pages and total', async () => {
    const body = (await list(master)).json();
    expect(body).toMatchObject({ pages: 1, total: 2 });
    expect(body.items).toHaveLength(2);
    const older = await createVenture(master, { name: 'Recanto Antigo' });
    const newer = await createVenture(master, { name: 'Recanto Novo' });
    expect(names(await list(master, '?name=recanto'))).toEqual(['Recanto Novo', 'Recanto Antigo']);
    expect(names(await list(master, '?name=recanto&order=ASC'))).toEqual(['Recanto Antigo', 'Recanto Novo']);
    await deleteVenture(older.id);
    await deleteVenture(newer.id);
  });

  it('filters by name, e-mail, phone and CNPJ (masked or not)', async () => {
    const created = await createVenture(master, {
      name: 'Pousada Filtro',
      email: 'filtro@pousada.dev',
      phone: '+55 (21) 3456-7890',
    });
    expect(names(await list(master, '?name=filtro'))).toEqual(['Pousada Filtro']);
    expect(names(await list(master, '?email=FILTRO@'))).toEqual(['Pousada Filtro']);
    expect(names(await list(master, `?phone=${encodeURIComponent('(21) 3456')}`))).toEqual([
      'Pousada Filtro',
    ]);
    // Digits match from the start of the number, with or without the country code.
    expect(names(await list(master, `?phone=${encodeURIComponent('+55 21 3456')}`))).toEqual([
      'Pousada Filtro',
    ]);
    expect(names(await list(master, '?phone=34567890'))).toEqual([]);
    expect(names(await list(master, '?phone=abc'))).toEqual([]);
    const masked = `${created.cnpj.slice(0, 2)}.${created.cnpj.slice(2, 5)}.${created.cnpj.slice(5, 8)}`;
    expect(names(await list(master, `?cnpj=${encodeURIComponent(masked)}`))).toEqual(['Pousada Filtro']);
    // LIKE wildcards are matched literally.
    expect(names(await list(master, '?name=%25'))).toEqual([]);
    await deleteVenture(created.id);
    expect(names(await list(master, '?name=filtro'))).toEqual([]);
  });

  it('sorts by each field and pages without overlap', async () => {
    expect(names(await list(master, '?sort=name&order=ASC'))).toEqual([
      'Reserva Praia Clube',
      'Reserva Serra Resort',
    ]);
    expect(names(await list(master, '?sort=email&order=DESC'))).toEqual([
      'Reserva Serra Resort',
      'Reserva Praia Clube',
    ]);
    expect(names(await list(master, '?sort=cnpj&order=ASC'))).toEqual([
      'Reserva Praia Clube',
      'Reserva Serra Resort',
    ]);
    expect((await list(master, '?sort=phone')).statusCode).toBe(200);
    const first = await list(master, '?limit=1&page=1&sort=name&order=ASC');
    const second = await list(master, '?limit=1&page=2&sort=name&order=ASC');
    expect(first.json()).toMatchObject({ pages: 2, total: 2 });
    expect([...names(first), ...names(second)]).toEqual(['Reserva Praia Clube', 'Reserva Serra Resort']);
  });

  it('rejects an unknown sort field and a page size over 100', async () => {
    expectError(await list(master, '?sort=password_hash'), 400, 'validation-error');
    expectError(await list(master, '?limit=101'), 400, 'validation-error');
  });
});

describe('ventures: keys and scope', () => {
  it('answers 403 to a user without venture keys, on every call', async () => {
    const concierge = (await t.signIn('portaria@reserva.dev')).token;
    expectError(await list(concierge), 403, 'insufficient-privilege');
    expectError(await t.call(concierge, 'GET', `/ventures/${praia}`), 403, 'insufficient-privilege');
    expectError(await t.call(concierge, 'POST', '/ventures', venture()), 403, 'insufficient-privilege');
    expectError(
      await t.call(concierge, 'PUT', `/ventures/${praia}`, venture()),
      403,
      'insufficient-privilege',
    );
    expectError(await t.call(concierge, 'DELETE', `/ventures/${serra}`), 403, 'insufficient-privilege');
  });

  it('needs the write key to create, write or update to edit, and delete to delete', async () => {
    const reader = await createStaffGroup(t.database.db, 'LEITOR_EMP', 2, [
      'WEB_ACCESS',
      'VENTURE_READ_ACCESS',
    ]);
    const editor = await createStaffGroup(t.database.db, 'EDITOR_EMP', 2, [
      'WEB_ACCESS',
      'VENTURE_READ_ACCESS',
      'VENTURE_UPDATE_ACCESS',
    ]);
    const remover = await createStaffGroup(t.database.db, 'REMOVEDOR_EMP', 2, [
      'WEB_ACCESS',
      'VENTURE_DELETE_ACCESS',
    ]);
    const readerToken = (await t.signIn(reader.email)).token;
    const editorToken = (await t.signIn(editor.email)).token;
    const removerToken = (await t.signIn(remover.email)).token;

    expect((await list(readerToken)).statusCode).toBe(200);
    expectError(await t.call(readerToken, 'POST', '/ventures', venture()), 403, 'insufficient-privilege');
    expectError(
      await t.call(readerToken, 'PUT', `/ventures/${praia}`, venture()),
      403,
      'insufficient-privilege',
    );
    expectError(await t.call(readerToken, 'DELETE', `/ventures/${praia}`), 403, 'insufficient-privilege');
    // What a delete takes is read with the delete's keys, in the venture scope.
    expectError(
      await t.call(readerToken, 'GET', `/ventures/${praia}/dependents`),
      403,
      'insufficient-privilege',
    );
    expect((await t.call(removerToken, 'GET', `/ventures/${praia}/dependents`)).statusCode).toBe(200);
    expectError(await t.call(removerToken, 'GET', `/ventures/${serra}/dependents`), 404, 'venture-not-found');

    expectError(await t.call(editorToken, 'POST', '/ventures', venture()), 403, 'insufficient-privilege');
    const current = (await t.call(master, 'GET', `/ventures/${praia}`)).json<VentureDetails>();
    const edit = await t.call(editorToken, 'PUT', `/ventures/${praia}`, {
      ...venture({ ref: current.ref, cnpj: current.cnpj }),
      name: 'Reserva Praia Clube',
      email: current.email,
    });
    expect(edit.statusCode, edit.body).toBe(200);

    expectError(await list(removerToken), 403, 'insufficient-privilege');
  });

  it('shows a non-MASTER only the ventures linked to them, and links a venture they create to them', async () => {
    // Linked to PRAIA only.
    const manager = await createStaffGroup(t.database.db, 'GERENTE_EMP', 1, [
      'WEB_ACCESS',
      'VENTURE_FULL_ACCESS',
    ]);
    const token = (await t.signIn(manager.email)).token;
    expect(names(await list(token))).toEqual(['Reserva Praia Clube']);
    expectError(await t.call(token, 'GET', `/ventures/${serra}`), 404, 'venture-not-found');
    expectError(await t.call(token, 'PUT', `/ventures/${serra}`, venture()), 404, 'venture-not-found');
    expectError(await t.call(token, 'DELETE', `/ventures/${serra}`), 404, 'venture-not-found');

    const own = await createVenture(token, { name: 'Pousada do Gerente' });
    expect(names(await list(token))).toEqual(['Pousada do Gerente', 'Reserva Praia Clube']);
    expect((await t.call(token, 'GET', `/ventures/${own.id}`)).statusCode).toBe(200);
    // The MASTER's new venture is linked to no one: the manager does not see it.
    const masters = await createVenture(master, { name: 'Pousada do Master' });
    expect(names(await list(token))).not.toContain('Pousada do Master');
    expectError(await t.call(token, 'GET', `/ventures/${masters.id}`), 404, 'venture-not-found');
    expect(names(await list(master, '?name=pousada&sort=name&order=ASC'))).toEqual([
      'Pousada do Gerente',
      'Pousada do Master',
    ]);
    expect((await t.call(token, 'DELETE', `/ventures/${own.id}`)).statusCode).toBe(204);
    await deleteVenture(masters.id);
  });

  it('shows experience levels on the details only to who may read them', async () => {
    const created = await createVenture(master);
    const level = {
      title: 'Iniciante',
      level: 1,
      minAllowedBookingExperience: 0,
      maxAllowedBookingExperience: 1,
    };
    expect(
      (await t.call(master, 'POST', `/ventures/${created.id}/experience-levels`, level)).statusCode,
    ).toBe(201);
    expect((await t.call(master, 'GET', `/ventures/${created.id}`)).json().experienceLevels).toHaveLength(1);

    const viewer = await createStaffGroup(t.database.db, 'VISUALIZADOR_EMP', 2, [
      'WEB_ACCESS',
      'VENTURE_FULL_ACCESS',
    ]);
    const token = (await t.signIn(viewer.email)).token;
    const own = await createVenture(token);
    await t.call(master, 'POST', `/ventures/${own.id}/experience-levels`, level);
    expect((await t.call(token, 'GET', `/ventures/${own.id}`)).json().experienceLevels).toEqual([]);
    await deleteVenture(created.id);
    await deleteVenture(own.id);
  });
});
