import type {
  UserCategory,
  UserCategoryOptions,
  VentureCategoryOptions,
} from '@reserva/shared/ventures/user-categories.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCategoryLinks } from '../../db/schema/categories';
import { users } from '../../db/schema/users';
import { createPerson, createVenture, ventureIdByRef } from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import { createStaffGroup } from '../feature-groups/feature-groups.fixtures';
import { createStaff } from '../users/users.fixtures';

let t: TestApp;
let master: string;
let praia: string;
let serra: string;
/** A venture without the demo's categories. */
let lago: string;
beforeAll(async () => {
  t = await createTestApp();
  master = (await t.signIn('master@reserva.dev')).token;
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  serra = await ventureIdByRef(t.database.db, 'SERRA');
  lago = await createVenture(t.database.db, 'LAGO', '04252011000110');
});
afterAll(() => t.close());

const limits = { maxDayBookings: 4, maxGuestDayBookings: 2, maxFreeGuestDayBookings: 1 };
const category = (overrides: Record<string, unknown> = {}) => ({
  title: 'Sócio titular',
  orgIndexCode: '12',
  ...limits,
  ...overrides,
});

async function create(token: string, overrides: Record<string, unknown> = {}): Promise<UserCategory> {
  const response = await t.call(token, 'POST', '/user-categories', {
    ventureId: praia,
    ...category(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const fieldMessages = (response: {
  json: () => { metaData: { fields: { path: string; message: string }[] } };
}) => Object.fromEntries(response.json().metaData.fields.map((field) => [field.path, field.message]));

describe('user categories', () => {
  it('creates, edits and deletes a category, shown on the venture details and in the options', async () => {
    const created = await create(master, { ventureId: lago, guestBookingPrice: 4500 });
    expect(created).toMatchObject({
      ventureId: lago,
      title: 'Sócio titular',
      orgIndexCode: '12',
      ...limits,
      guestBookingPrice: 4500,
    });

    const updated = await t.call(master, 'PUT', `/user-categories/${created.id}`, {
      title: 'Sócio remido',
      maxDayBookings: null,
      maxGuestDayBookings: null,
      maxFreeGuestDayBookings: null,
    });
    expect(updated.json()).toMatchObject({
      title: 'Sócio remido',
      orgIndexCode: null,
      maxDayBookings: null,
      maxGuestDayBookings: null,
      maxFreeGuestDayBookings: null,
      guestBookingPrice: null,
    });
    const details = (await t.call(master, 'GET', `/ventures/${lago}`)).json();
    expect(details.userCategories).toEqual([
      expect.objectContaining({ id: created.id, title: 'Sócio remido' }),
    ]);
    const options = (await t.call(master, 'GET', `/user-categories/ventures/${lago}`)).json();
    expect(options).toEqual({ items: [{ id: created.id, title: 'Sócio remido' }] });

    expect((await t.call(master, 'DELETE', `/user-categories/${created.id}`)).statusCode).toBe(204);
    expectError(
      await t.call(master, 'DELETE', `/user-categories/${created.id}`),
      404,
      'user-category-not-found',
    );
    expectError(
      await t.call(master, 'PUT', `/user-categories/${created.id}`, category()),
      404,
      'user-category-not-found',
    );
  });

  it('lists the categories of several ventures in one call, of those the caller works in alone', async () => {
    const inLago = [
      await create(master, { ventureId: lago, title: 'Sócio' }),
      await create(master, { ventureId: lago, title: 'Atleta' }),
    ];
    const several = async (token: string, ids: string[]) => {
      const response = await t.call(token, 'GET', `/user-categories?ventureIds=${ids.join(',')}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<VentureCategoryOptions>().items;
    };
    const ofVenture = async (ventureId: string) =>
      (await t.call(master, 'GET', `/user-categories/ventures/${ventureId}`)).json<UserCategoryOptions>()
        .items;
    const praiaOptions = await ofVenture(praia);
    expect(praiaOptions.length).toBeGreaterThan(0);
    // Each venture's as its own list answers them (by title), told apart by `ventureId`.
    const items = await several(master, [praia, lago]);
    const ofOne = (ventureId: string) =>
      items.filter((item) => item.ventureId === ventureId).map(({ ventureId: _, ...item }) => item);
    expect(ofOne(praia)).toEqual(praiaOptions);
    expect(ofOne(lago)).toEqual([
      { id: inLago[1]?.id, title: 'Atleta' },
      { id: inLago[0]?.id, title: 'Sócio' },
    ]);
    expect(items).toHaveLength(praiaOptions.length + 2);
    // Linked to PRAIA only: nothing of LAGO, as if it had no categories.
    const concierge = await createStaff(t.database.db, 'CONCIERGE', [praia]);
    const token = (await t.signIn(concierge.email)).token;
    expect(await several(token, [lago, praia])).toEqual(
      praiaOptions.map((option) => ({ ...option, ventureId: praia })),
    );
    expect(await several(token, [lago])).toEqual([]);
    const employee = (await t.signIn('funcionario@reserva.dev')).token;
    expectError(
      await t.call(employee, 'GET', `/user-categories?ventureIds=${praia}`),
      403,
      'insufficient-privilege',
    );
    // A page of ventures at most, each an id.
    const tooMany = Array.from({ length: 101 }, () => crypto.randomUUID());
    for (const query of ['', `?ventureIds=${tooMany.join(',')}`, '?ventureIds=x']) {
      expectError(await t.call(master, 'GET', `/user-categories${query}`), 400, 'validation-error');
    }
    for (const { id } of inLago) await t.call(master, 'DELETE', `/user-categories/${id}`);
  });

  it('validates the limits with the spec messages', async () => {
    const post = (overrides: Record<string, unknown>) =>
      t.call(master, 'POST', '/user-categories', { ventureId: praia, ...category(overrides) });
    expect(fieldMessages(await post({ maxDayBookings: 1 }))).toEqual({
      maxDayBookings: 'Mínimo igual ao máx. reservas de convidados',
    });
    expect(
      fieldMessages(
        await post({ maxGuestDayBookings: null, maxFreeGuestDayBookings: null, maxDayBookings: 0 }),
      ),
    ).toEqual({
      maxDayBookings: 'Valores maiores que zero',
    });
    expect(fieldMessages(await post({ maxGuestDayBookings: 0, maxFreeGuestDayBookings: 0 }))).toEqual({
      maxGuestDayBookings: 'Valores maiores que zero',
    });
    expect(fieldMessages(await post({ maxFreeGuestDayBookings: 3 }))).toEqual({
      maxFreeGuestDayBookings: 'Excede o limite de reservas de convidados',
    });
    expect(fieldMessages(await post({ maxFreeGuestDayBookings: -1 }))).toEqual({
      maxFreeGuestDayBookings: 'Valores positivos',
    });
    expect(fieldMessages(await post({ maxFreeGuestDayBookings: null }))).toEqual({
      maxFreeGuestDayBookings: 'Requerido',
    });
    expect(fieldMessages(await post({ maxDayBookings: 2.5, title: '' }))).toEqual({
      title: 'Requerido',
      maxDayBookings: 'Valores inteiros',
    });
    expect(fieldMessages(await post({ maxDayBookings: 1e12 }))).toEqual({
      maxDayBookings: 'Valor muito alto',
    });
    expectError(await post({ ventureId: 'x' }), 400, 'validation-error');
    expect(fieldMessages(await post({ guestBookingPrice: -1 }))).toEqual({
      guestBookingPrice: 'Valores positivos',
    });
    // Every failing rule in one answer, beside the fields' own messages.
    expect(
      fieldMessages(
        await post({ title: '', maxDayBookings: 1, maxGuestDayBookings: 2, maxFreeGuestDayBookings: 3 }),
      ),
    ).toEqual({
      title: 'Requerido',
      maxDayBookings: 'Mínimo igual ao máx. reservas de convidados',
      maxFreeGuestDayBookings: 'Excede o limite de reservas de convidados',
    });
    // PUT takes no ventureId: a category does not move between ventures.
    const created = await create(master);
    expectError(
      await t.call(master, 'PUT', `/user-categories/${created.id}`, { ...category(), ventureId: serra }),
      400,
      'validation-error',
    );
    await t.call(master, 'DELETE', `/user-categories/${created.id}`);
  });

  it('refuses to delete a category with live people linked to it', async () => {
    const created = await create(master);
    const personId = await createPerson(t.database.db, praia);
    await t.database.db.insert(userCategoryLinks).values({ userId: personId, categoryId: created.id });
    expectError(
      await t.call(master, 'DELETE', `/user-categories/${created.id}`),
      422,
      'user-category-has-users-assigned',
    );
    // A deleted person no longer holds the category.
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, personId));
    expect((await t.call(master, 'DELETE', `/user-categories/${created.id}`)).statusCode).toBe(204);
  });

  it('answers 403 without the category keys, and 404 for a venture or category out of reach', async () => {
    const concierge = (await t.signIn('portaria@reserva.dev')).token;
    const created = await create(master);
    expectError(
      await t.call(concierge, 'POST', '/user-categories', { ventureId: praia, ...category() }),
      403,
      'insufficient-privilege',
    );
    expectError(
      await t.call(concierge, 'PUT', `/user-categories/${created.id}`, category()),
      403,
      'insufficient-privilege',
    );
    expectError(
      await t.call(concierge, 'DELETE', `/user-categories/${created.id}`),
      403,
      'insufficient-privilege',
    );
    // The concierge reads people, so it may list a venture's categories to pick from.
    expect((await t.call(concierge, 'GET', `/user-categories/ventures/${praia}`)).statusCode).toBe(200);
    const employee = (await t.signIn('funcionario@reserva.dev')).token;
    expectError(
      await t.call(employee, 'GET', `/user-categories/ventures/${praia}`),
      403,
      'insufficient-privilege',
    );

    const writer = await createStaffGroup(t.database.db, 'CATEGORIAS', 2, [
      'WEB_ACCESS',
      'USER_CATEGORY_WRITE_ACCESS',
    ]);
    const token = (await t.signIn(writer.email)).token;
    const own = await create(token);
    expect(
      (await t.call(token, 'PUT', `/user-categories/${own.id}`, category({ title: 'Outro' }))).statusCode,
    ).toBe(200);
    expectError(await t.call(token, 'DELETE', `/user-categories/${own.id}`), 403, 'insufficient-privilege');
    // Linked to PRAIA only: SERRA and its categories do not exist for it.
    expectError(
      await t.call(token, 'POST', '/user-categories', { ventureId: serra, ...category() }),
      404,
      'venture-not-found',
    );
    const inSerra = await t.call(master, 'POST', '/user-categories', { ventureId: serra, ...category() });
    const serraId = inSerra.json().id;
    expectError(
      await t.call(token, 'PUT', `/user-categories/${serraId}`, category()),
      404,
      'user-category-not-found',
    );
    expectError(await t.call(token, 'GET', `/user-categories/ventures/${serra}`), 404, 'venture-not-found');

    const remover = await createStaffGroup(t.database.db, 'REMOVE_CATEGORIAS', 2, [
      'WEB_ACCESS',
      'USER_CATEGORY_DELETE_ACCESS',
    ]);
    const removerToken = (await t.signIn(remover.email)).token;
    expectError(
      await t.call(removerToken, 'DELETE', `/user-categories/${serraId}`),
      404,
      'user-category-not-found',
    );
    expect((await t.call(removerToken, 'DELETE', `/user-categories/${own.id}`)).statusCode).toBe(204);
    for (const id of [created.id, serraId]) await t.call(master, 'DELETE', `/user-categories/${id}`);
  });
});
