import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FaceCheckResponse } from '@reserva/shared/faces/faces.schemas';
import type { MemberProfile } from '@reserva/shared/members/member-profile.schemas';
import type { PersonDetails } from '@reserva/shared/people/people.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faceDescriptors } from '../../db/schema/faces';
import { users } from '../../db/schema/users';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { createPerson, saoPauloDate, ventureIdByRef } from '../../test/fixtures';
import { multipartFile } from '../../test/multipart';
import { bearer, createTestApp, expectError, type TestApp } from '../../test/test-app';
import { hashPassword } from '../auth/passwords';
import { createEvent } from '../bookings/bookings.fixtures';
import { photoWithOneFace, photoWithoutFace } from '../faces/sample-faces';
import { createCategory, personBody } from '../people/people.fixtures';
import { PROFILE_THROTTLE } from './member-profile.service';

// Sócio's profile (issue 31, point 8): a person reads and changes their own record only, within what
// is theirs to change; their photo goes through FaceID's consent rules; their password needs the
// current one.

let t: TestApp;
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-member-profile-'));
let admin: string;
let categoriesId: string[];
let face: Buffer;
let praia: string;

const ADDRESS = {
  street: 'Rua das Gaivotas',
  number: '120',
  complement: null,
  neighborhood: 'Centro',
  city: 'Florianópolis',
  state: 'SC',
  country: 'BR',
  zipCode: '88010000',
};

beforeAll(async () => {
  t = await createTestApp({ STORAGE_DIR: storageDir, FACE_WORKERS: '1' });
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  admin = (await t.signIn('admin@reserva.dev', praia)).token;
  categoriesId = [await createCategory(t.database.db, praia)];
  face = await photoWithOneFace();
}, 180_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

/** A member registered by staff who has set their password: their own record and a Sócio token. */
async function newMember(extra: Record<string, unknown> = {}) {
  const created = await t.call(admin, 'POST', '/v2/users', personBody('MEMBER', { categoriesId, ...extra }));
  expect(created.statusCode, created.body).toBe(201);
  const person = created.json<PersonDetails>();
  await t.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
    .where(eq(users.id, person.id));
  return { person, token: await t.signInPerson(person.email) };
}

const profileOf = async (token: string) => {
  const response = await t.call(token, 'GET', '/me/profile');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MemberProfile>();
};

const sendPhoto = (token: string, method: 'PUT' | 'POST', url: string, field: string, bytes: Buffer) => {
  const { payload, headers } = multipartFile(field, 'foto.jpg', bytes, 'image/jpeg');
  return t.app.inject({ method, url: `/api${url}`, payload, headers: { ...headers, ...bearer(token) } });
};

const hasDescriptor = async (userId: string) => {
  const [row] = await t.database.db
    .select({ descriptor: faceDescriptors.descriptor })
    .from(faceDescriptors)
    .where(eq(faceDescriptors.userId, userId));
  return Boolean(row?.descriptor);
};

describe('GET /me/profile', () => {
  it("answers the person's own record as staff keep it, without any descriptor", async () => {
    const { person, token } = await newMember({ phone: '+55 11 98765-4321' });
    const answer = await t.call(token, 'GET', '/me/profile');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<MemberProfile>()).toMatchObject({
      id: person.id,
      name: person.name,
      email: person.email,
      phone: person.phone,
      cpf: person.cpf,
      birthDate: '1985-06-20',
      avatarUrl: null,
      avatarStatus: 'EMPTY',
      faceIdStatus: 'DISABLED',
      faceConsentAt: null,
      group: { key: 'MEMBER', useFaceId: true },
      host: null,
      categories: [{ title: 'Titular', ventureName: expect.any(String) }],
    });
    expect(answer.body).not.toMatch(/descriptor|embedding|password/i);
  });

  it('answers an app-store user, who has no documents, host or categories', async () => {
    const db = t.database.db;
    const id = await createPerson(db, await ventureIdByRef(db, 'PRAIA'), 'APP_STORE_USER');
    const [row] = await db
      .update(users)
      .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
      .where(eq(users.id, id))
      .returning({ email: users.email });
    const profile = await profileOf(await t.signInPerson(row?.email as string));
    expect(profile).toMatchObject({ id, group: { key: 'APP_STORE_USER' }, host: null, categories: [] });
  });

  it('refuses a staff token on every profile route', async () => {
    for (const [method, url] of [
      ['GET', '/me/profile'],
      ['PUT', '/me/profile'],
      ['POST', '/me/profile/photo/check'],
      ['PUT', '/me/profile/photo'],
      ['DELETE', '/me/profile/photo'],
      ['PUT', '/me/password'],
    ] as const) {
      expectError(await t.call(admin, method, url, {}), 403, 'insufficient-privilege');
    }
  });
});

describe('PUT /me/profile', () => {
  it('changes the name and the phone of the person, and nobody else', async () => {
    const { person, token } = await newMember();
    const other = await newMember();
    const saved = await t.call(token, 'PUT', '/me/profile', {
      name: 'Nome Trocado Silva',
      phone: '+55 (21) 99999-1234',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<MemberProfile>()).toMatchObject({
      id: person.id,
      name: 'Nome Trocado Silva',
      phone: '+5521999991234',
    });
    expect(await profileOf(other.token)).toMatchObject({ name: other.person.name, phone: null });
    // Cleared with an empty phone.
    const cleared = await t.call(token, 'PUT', '/me/profile', { name: 'Nome Trocado Silva', phone: '' });
    expect(cleared.json<MemberProfile>().phone).toBeNull();
  });

  it("refuses what is staff's to change: e-mail, documents, group, categories, ventures, blocks", async () => {
    const { person, token } = await newMember();
    for (const field of [
      { email: 'outro@teste.dev' },
      { cpf: '52998224725' },
      { featureGroupKey: 'GUEST' },
      { categoriesId: [] },
      { venturesId: [] },
      { isBlocked: true },
      { experience: 5 },
      { gender: 'FEMALE' },
    ]) {
      const refused = await t.call(token, 'PUT', '/me/profile', { name: 'Outro Nome', ...field });
      expectError(refused, 400, 'validation-error');
    }
    const staffView = (await t.call(admin, 'GET', `/v2/users/${person.id}`)).json<PersonDetails>();
    expect(staffView).toMatchObject({ name: person.name, email: person.email, cpf: person.cpf });
    expect(staffView.categories.map((category) => category.id)).toEqual(categoriesId);
    expectError(await t.call(token, 'PUT', '/me/profile', { phone: '1' }), 400, 'validation-error');
  });

  it('saves, keeps and removes the address, and completes the record a paid booking needs', async () => {
    const { person, token } = await newMember();
    const { scheduleId } = await createEvent(t.database.db, praia, { bookingPrice: 2500 });
    const book = (days: number) =>
      t.call(token, 'POST', '/me/bookings', {
        activityScheduleId: scheduleId,
        bookedDate: saoPauloDate(days),
      });
    // Without an address the booking stands, with the 'Cadastro incompleto' answer.
    expectError(await book(2), 422, 'user-address-missing');

    const saved = await t.call(token, 'PUT', '/me/profile', {
      name: person.name,
      phone: '+55 (21) 99999-1234',
      address: { ...ADDRESS, zipCode: '88010-000', state: 'sc' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<MemberProfile>().address).toEqual({ ...ADDRESS, zipCode: '88010000', state: 'SC' });
    const staffView = (await t.call(admin, 'GET', `/v2/users/${person.id}`)).json<PersonDetails>();
    expect(staffView.address).toMatchObject({ street: ADDRESS.street, zipCode: '88010000' });
    const booked = await book(3);
    expect(booked.statusCode, booked.body).toBe(201);

    // Left out, the address stays; null removes it; an incomplete one is a 400 that stores nothing.
    const kept = await t.call(token, 'PUT', '/me/profile', { name: person.name, phone: '+5521999991234' });
    expect(kept.json<MemberProfile>().address).toMatchObject({ street: ADDRESS.street });
    const broken = await t.call(token, 'PUT', '/me/profile', {
      name: 'Nome Novo Silva',
      address: { ...ADDRESS, number: '' },
    });
    expectError(broken, 400, 'validation-error');
    expect(await profileOf(token)).toMatchObject({ name: person.name, address: { number: ADDRESS.number } });
    const removed = await t.call(token, 'PUT', '/me/profile', { name: person.name, address: null });
    expect(removed.json<MemberProfile>().address).toBeNull();
  });

  it('takes a birth date while none is recorded, and leaves a recorded one to the club', async () => {
    const { person, token } = await newMember();
    const recorded = await t.call(token, 'PUT', '/me/profile', {
      name: person.name,
      birthDate: '1990-01-01',
    });
    expectError(recorded, 422, 'birth-date-recorded');
    const same = await t.call(token, 'PUT', '/me/profile', { name: person.name, birthDate: '1985-06-20' });
    expect(same.statusCode, same.body).toBe(200);

    await t.database.db.update(users).set({ birthDate: null }).where(eq(users.id, person.id));
    const stated = await t.call(token, 'PUT', '/me/profile', { name: person.name, birthDate: '1990-01-01' });
    expect(stated.statusCode, stated.body).toBe(200);
    expect(stated.json<MemberProfile>().birthDate).toBe('1990-01-01');
    expectError(
      await t.call(token, 'PUT', '/me/profile', { name: person.name, birthDate: '1991-02-02' }),
      422,
      'birth-date-recorded',
    );
  });

  it(`answers 429 past ${PROFILE_THROTTLE.write.limit} saves in ten minutes`, async () => {
    const { token } = await newMember();
    for (let i = 0; i < PROFILE_THROTTLE.write.limit; i++) {
      const saved = await t.call(token, 'PUT', '/me/profile', { name: 'Nome Repetido Silva' });
      expect(saved.statusCode, `try ${i}`).toBe(200);
    }
    expectError(
      await t.call(token, 'PUT', '/me/profile', { name: 'Nome Repetido Silva' }),
      429,
      'too-many-requests',
    );
  });
});

describe('the photo and FaceID', () => {
  it('checks a photo for FaceID against the own group, storing nothing', async () => {
    const { token } = await newMember();
    const valid = await sendPhoto(token, 'POST', '/me/profile/photo/check', 'face', face);
    expect(valid.statusCode, valid.body).toBe(200);
    expect(valid.json<FaceCheckResponse>()).toEqual({ avatarStatus: 'VALID' });
    const none = await sendPhoto(token, 'POST', '/me/profile/photo/check', 'face', await photoWithoutFace());
    expect(none.json<FaceCheckResponse>()).toEqual({ avatarStatus: 'INVALID' });
    expect((await profileOf(token)).avatarUrl).toBeNull();
  });

  it('keeps a photo without consent with FaceID off; consent enrols it, withdrawal deletes the descriptor', async () => {
    const { person, token } = await newMember();
    const uploaded = await sendPhoto(token, 'PUT', '/me/profile/photo', 'avatar', face);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json<MemberProfile>()).toMatchObject({ avatarStatus: 'VALID', faceIdStatus: 'DISABLED' });
    expect(await hasDescriptor(person.id)).toBe(false);

    const consented = await t.call(token, 'PUT', '/me/profile', { name: person.name, faceConsent: true });
    expect(consented.json<MemberProfile>()).toMatchObject({ faceIdStatus: 'ENABLED' });
    expect(consented.json<MemberProfile>().faceConsentAt).not.toBeNull();
    expect(await hasDescriptor(person.id)).toBe(true);
    // Left out, the consent stays as it was.
    const kept = await t.call(token, 'PUT', '/me/profile', { name: person.name });
    expect(kept.json<MemberProfile>().faceConsentAt).toBe(consented.json<MemberProfile>().faceConsentAt);

    const withdrawn = await t.call(token, 'PUT', '/me/profile', { name: person.name, faceConsent: false });
    expect(withdrawn.json<MemberProfile>()).toMatchObject({ faceIdStatus: 'DISABLED', faceConsentAt: null });
    expect(await hasDescriptor(person.id)).toBe(false);
  });

  it('enrols a new photo of a person who consented, and forgets it when the photo goes', async () => {
    const { person, token } = await newMember({ faceConsent: true });
    await sendPhoto(token, 'PUT', '/me/profile/photo', 'avatar', face);
    expect(await hasDescriptor(person.id)).toBe(true);
    const removed = await t.call(token, 'DELETE', '/me/profile/photo');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<MemberProfile>()).toMatchObject({
      avatarUrl: null,
      avatarStatus: 'EMPTY',
      faceIdStatus: 'DISABLED',
    });
    expect(await hasDescriptor(person.id)).toBe(false);
  });

  it("lets the person load their photo, and never change another's photo or use the staff's check", async () => {
    const { token } = await newMember();
    const other = await newMember();
    const { avatarUrl } = (
      await sendPhoto(token, 'PUT', '/me/profile/photo', 'avatar', face)
    ).json<MemberProfile>();
    // Photos are served to <img> tags, which send no token (files.routes.ts): the address is the secret.
    const served = await t.app.inject({ method: 'GET', url: avatarUrl as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const { payload, headers } = multipartFile('avatar', 'foto.jpg', face, 'image/jpeg');
    for (const url of [
      `/api/avatars/users/${other.person.id}`,
      `/api/users/face/check?featureGroupKey=MEMBER`,
    ]) {
      const refused = await t.app.inject({
        method: url.includes('check') ? 'POST' : 'PATCH',
        url,
        payload,
        headers: { ...headers, ...bearer(token) },
      });
      expectError(refused, 403, 'insufficient-privilege');
    }
    expectError(
      await t.call(token, 'DELETE', `/avatars/users/${other.person.id}`),
      403,
      'insufficient-privilege',
    );
    expect((await profileOf(other.token)).avatarUrl).toBeNull();
  });
});

describe('PUT /me/password', () => {
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/me/sessions', payload: { email, password } });

  it('changes the password given the current one, and ends the other sessions', async () => {
    const { person, token } = await newMember();
    const elsewhere = await t.signInPerson(person.email);
    const wrong = await t.call(token, 'PUT', '/me/password', {
      currentPassword: 'nao-e-esta',
      password: 'nova-senha-1',
      passwordConfirmation: 'nova-senha-1',
    });
    expectError(wrong, 422, 'wrong-current-password');

    const changed = await t.call(token, 'PUT', '/me/password', {
      currentPassword: DEMO_PASSWORD,
      password: 'nova-senha-1',
      passwordConfirmation: 'nova-senha-1',
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expectError(await signIn(person.email, DEMO_PASSWORD), 422, 'invalid-credentials');
    expect((await signIn(person.email, 'nova-senha-1')).statusCode).toBe(200);
    expect((await t.call(token, 'GET', '/me/profile')).statusCode).toBe(200);
    expectError(await t.call(elsewhere, 'GET', '/me/profile'), 401, 'unauthorized');
  });

  it('applies the rules of every chosen password', async () => {
    const { token } = await newMember();
    for (const body of [
      { currentPassword: DEMO_PASSWORD, password: 'curta', passwordConfirmation: 'curta' },
      { currentPassword: DEMO_PASSWORD, password: 'nova-senha-1', passwordConfirmation: 'outra-senha' },
      { currentPassword: '', password: 'nova-senha-1', passwordConfirmation: 'nova-senha-1' },
    ]) {
      expectError(await t.call(token, 'PUT', '/me/password', body), 400, 'validation-error');
    }
  });

  it(`answers 429 past ${PROFILE_THROTTLE.password.limit} wrong current passwords in ten minutes`, async () => {
    const { token } = await newMember();
    const guess = {
      currentPassword: 'chute-errado',
      password: 'nova-senha-1',
      passwordConfirmation: 'nova-senha-1',
    };
    for (let i = 0; i < PROFILE_THROTTLE.password.limit; i++) {
      expectError(await t.call(token, 'PUT', '/me/password', guess), 422, 'wrong-current-password');
    }
    expectError(await t.call(token, 'PUT', '/me/password', guess), 429, 'too-many-requests');
  });
});
